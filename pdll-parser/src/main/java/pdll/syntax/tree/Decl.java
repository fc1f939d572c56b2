package pdll.syntax.tree;

import java.util.List;

/** A top-level (or inline) declaration. */
public sealed interface Decl extends Node {

    /** {@code Pattern [name] [with metadata] {…} | => stmt;}. {@code body} is a Compound or the lambda's statement. */
    record Pattern(Span span, Name name, List<Metadata> metadata, Stmt body, boolean lambda) implements Decl {}

    /**
     * A {@code Constraint} or {@code Rewrite}: named or anonymous (inline), with arguments and
     * results; the body is one of {@link Body}.
     */
    record Callable(Span span, boolean rewrite, Name name, List<ArgDecl> arguments, List<ArgDecl> results,
                    boolean tupleResults, Body body) implements Decl {}

    /** {@code #include "file"}; {@code file} is the string's decoded value. */
    record Include(Span span, String file, Span fileSpan) implements Decl {}

    /**
     * Text that did not form a declaration. {@code name} is the name it declared when the error
     * came after it (so that outlines still show it), else null.
     */
    record Error(Span span, Name name) implements Decl {}

    /** The body of a Constraint or Rewrite. */
    sealed interface Body {
        /** No body: an external (native) declaration ended by `;`. */
        record External() implements Body {}
        /**
         * A native code block {@code [{ … }]} (the text between the brackets as written) or a
         * string literal (its decoded value), in {@code code}.
         */
        record Native(Span span, String code) implements Body {}
        /** A {@code { … }} block. */
        record Block(Stmt.Compound block) implements Body {}
        /** {@code => stmt} (an expression statement or an operation rewrite). */
        record Lambda(Stmt stmt) implements Body {}
    }
}
