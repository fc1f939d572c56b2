package pdll.syntax.tree;

/** A constraint in a variable's constraint list or an argument/result declaration. */
public sealed interface Constraint extends Node {
    enum Core { ATTR, OP, TYPE, TYPE_RANGE, VALUE, VALUE_RANGE }

    /** {@code Attr<type>}, {@code Op<name>}, {@code Type}, {@code TypeRange}, {@code Value<type>}, {@code ValueRange<types>}. */
    record Builtin(Span span, Core kind, Expr typeArgument, OpName opName) implements Constraint {}

    /** A reference to a named constraint. */
    record Named(Span span, Name name) implements Constraint {}

    /** An inline {@code Constraint(…) …} declaration. */
    record Inline(Span span, Decl.Callable decl) implements Constraint {}

    record Error(Span span) implements Constraint {}
}
