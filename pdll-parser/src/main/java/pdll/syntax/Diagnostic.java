package pdll.syntax;

/**
 * A syntax diagnostic (always an error) at a UTF-16 offset. Inside a {@link TopLevel} the offset
 * is relative to the declaration; {@link SyntaxTree#diagnostics()} returns absolute offsets.
 *
 * @param joinsPrevious the parser's error on a token the lexer rejected, reported right after the
 *     lexer's error: the reference prints the two as one failure (also where they are at
 *     different places, as after {@code #include $})
 * @param lexical the lexer's error on a token (the reference reports it when the parser moves
 *     onto the token, before it checks what the previous token completed)
 */
public record Diagnostic(int offset, String message, boolean joinsPrevious, boolean lexical) {
    public Diagnostic(int offset, String message) {
        this(offset, message, false, false);
    }

    Diagnostic shift(int delta) {
        return new Diagnostic(offset + delta, message, joinsPrevious, lexical);
    }
}
