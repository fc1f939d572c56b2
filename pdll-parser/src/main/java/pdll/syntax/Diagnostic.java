package pdll.syntax;

/**
 * A syntax diagnostic (always an error) at a UTF-16 offset. Inside a {@link TopLevel} the offset
 * is relative to the declaration; {@link SyntaxTree#diagnostics()} returns absolute offsets.
 */
public record Diagnostic(int offset, String message) {
    Diagnostic shift(int delta) {
        return new Diagnostic(offset + delta, message);
    }
}
