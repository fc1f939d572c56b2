package pdll.sema.codegen;

import pdll.mlir.parse.LiteralError;
import pdll.sema.ast.SourceRange;

/**
 * What is wrong with an {@code attr<"…">} or {@code type<"…">}: MLIR's error ({@code error}, as
 * {@code mlir-pdll} prints it) or, for a dialect attribute or type kept as written, our warning
 * ({@code error} null). {@code at} is the character of the PDLL string MLIR's column names.
 * {@code valueKept}: the literal has a value all the same (MLIR reports a lexical error at the very
 * end, after a whole value, and keeps the value).
 */
public record LiteralProblem(SourceRange at, LiteralError error, String warning, boolean type, boolean valueKept) {
    public boolean isError() {
        return error != null;
    }

    /** The message without location: MLIR's, or the warning. */
    public String message() {
        return error != null ? error.message() : warning;
    }
}
