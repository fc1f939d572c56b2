package pdll.mlir.lex;

/**
 * One token of a source text: its kind and where it is ({@code start} inclusive, {@code end}
 * exclusive, offsets into the text). An {@link TokenKind#ERROR} token also carries the lexer's
 * message and the offset MLIR reports it at, which is not always the token's start.
 */
public record Token(TokenKind kind, String source, int start, int end, String message, int errorAt) {
    static Token of(TokenKind kind, String source, int start, int end) {
        return new Token(kind, source, start, end, null, -1);
    }

    static Token error(String source, int start, int end, int errorAt, String message) {
        return new Token(TokenKind.ERROR, source, start, end, message, errorAt);
    }

    public boolean is(TokenKind k) {
        return kind == k;
    }

    /** The token's text as written. */
    public String spelling() {
        return source.substring(start, end);
    }

    /** A bare identifier spelled {@code word} (a keyword where the parser expects one). */
    public boolean isKeyword(String word) {
        return kind == TokenKind.BARE_IDENTIFIER && end - start == word.length() && source.startsWith(word, start);
    }

    /** The name of an {@code @}, {@code #} or {@code !} identifier, without its sigil (a quoted {@code @"…"} is decoded). */
    public String identifierName() {
        if (kind == TokenKind.AT_IDENTIFIER && end > start + 1 && source.charAt(start + 1) == '"') {
            return StringLiterals.decode(source, start + 1, end);
        }
        return source.substring(start + 1, end);
    }

    /** The value of a {@link TokenKind#STRING} token, escapes decoded (UTF-8 bytes as chars 0-255 where escaped). */
    public String stringValue() {
        return StringLiterals.decode(source, start, end);
    }
}
