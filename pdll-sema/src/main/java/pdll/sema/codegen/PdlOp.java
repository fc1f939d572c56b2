package pdll.sema.codegen;

import java.util.List;
import java.util.Locale;
import pdll.mlir.lex.StringLiterals;
import pdll.mlir.parse.Bytes;
import pdll.sema.ast.Decl;
import pdll.sema.ast.SourceRange;

/**
 * One operation of the generated PDL: a record per PDL op the generator emits, with the typed facts
 * {@link PdlPrinter}, {@link PdlVerifier} and {@link CppGenerator} read. Values ({@link PdlValue}) are
 * compared by identity; an op holds the values it defines, a pattern or rewrite the ops of its region.
 */
public sealed interface PdlOp {
    /** The PDLL the op was generated for (for editors) and its location as the reference prints it. */
    record Origin(SourceRange range, Loc loc) {}

    /** A source location as the reference prints it: {@code loc("file":line:col)}. */
    record Loc(String file, int line, int column) {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive; such a record spun a dozen method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof Loc l && line == l.line && column == l.column && file.equals(l.file);
        }

        @Override
        public int hashCode() {
            return (file.hashCode() * 31 + line) * 31 + column;
        }

        @Override
        public String toString() {
            return "loc(\"" + StringLiterals.escape(Bytes.of(file)) + "\":" + line + ":" + column + ")";
        }
    }

    Origin at();

    /** The values the op defines, in order. */
    default List<PdlValue> results() {
        return List.of();
    }

    /** The ops of the op's region: a pattern's or a rewrite's body, else none. */
    default List<PdlOp> region() {
        return List.of();
    }

    /** The op's name in the dialect, e.g. {@code apply_native_constraint}: each record is named for its op. */
    default String mnemonic() {
        return getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }

    /** An op defining one value. */
    sealed interface Defining extends PdlOp {
        PdlValue value();

        @Override
        default List<PdlValue> results() {
            return List.of(value());
        }
    }

    /** {@code pdl.pattern}, isolated from above: SSA numbering restarts inside. */
    record Pattern(Origin at, String name, int benefit, List<PdlOp> region) implements PdlOp {}

    /** {@code pdl.operand}, of the type {@code type} when not null. */
    record Operand(Origin at, PdlValue value, PdlValue type) implements Defining {}

    /** {@code pdl.operands}, of the types {@code type} when not null. */
    record Operands(Origin at, PdlValue value, PdlValue type) implements Defining {}

    /** {@code pdl.type}: the MLIR type {@code constant}, or any type when null. */
    record Type(Origin at, PdlValue value, pdll.mlir.ir.Type constant) implements Defining {}

    /** {@code pdl.types}: any types. */
    record Types(Origin at, PdlValue value) implements Defining {}

    /** {@code pdl.attribute}: the MLIR attribute {@code constant}, or any attribute (of the type {@code type} when not null). */
    record Attribute(Origin at, PdlValue value, pdll.mlir.ir.Attr constant, PdlValue type) implements Defining {}

    /** {@code pdl.operation}: {@code name} (null: any op) with operands, named attributes and result types. */
    record Operation(Origin at, PdlValue value, String name, List<PdlValue> operands, List<String> attributeNames,
                     List<PdlValue> attributes, List<PdlValue> types) implements Defining {}

    /** {@code pdl.result}: result {@code index} of the operation {@code parent}. */
    record Result(Origin at, PdlValue value, PdlValue parent, long index) implements Defining {}

    /** {@code pdl.results}: result group {@code index} of {@code parent}, or all its results when the index is null. */
    record Results(Origin at, PdlValue value, PdlValue parent, Integer index) implements Defining {}

    /** {@code pdl.range} of {@code elements} (its type is the value's). */
    record Range(Origin at, PdlValue value, List<PdlValue> elements) implements Defining {}

    /** {@code pdl.apply_native_constraint} of {@code callee}, negated or not. */
    record ApplyNativeConstraint(Origin at, Decl.CallableDecl callee, List<PdlValue> args, List<PdlValue> results,
                                 boolean negated) implements PdlOp {}

    /** {@code pdl.apply_native_rewrite} of {@code callee}. */
    record ApplyNativeRewrite(Origin at, Decl.CallableDecl callee, List<PdlValue> args, List<PdlValue> results)
            implements PdlOp {}

    /** {@code pdl.rewrite} of the operation {@code root}, its statements the region. */
    record Rewrite(Origin at, PdlValue root, List<PdlOp> region) implements PdlOp {}

    /** {@code pdl.replace} of {@code root} with one operation's results or with {@code values}. */
    record Replace(Origin at, PdlValue root, List<PdlValue> values) implements PdlOp {}

    /** {@code pdl.erase} of {@code root}. */
    record Erase(Origin at, PdlValue root) implements PdlOp {}
}
