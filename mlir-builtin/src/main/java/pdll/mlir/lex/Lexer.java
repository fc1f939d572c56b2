package pdll.mlir.lex;

/**
 * MLIR's lexer over a byte string (one char per UTF-8 byte; see {@link StringLiterals}). It
 * never throws: a lexical error is an {@link TokenKind#ERROR} token carrying MLIR's message and
 * location, and the parser reports it when that token becomes the current one, which is when
 * MLIR's lexer reports it. The parser may move the lexer back ({@link #resetTo}), as MLIR's does
 * to split {@code 4xf32} in a shape.
 */
public final class Lexer {
    private final String src;
    private int pos;

    public Lexer(String bytes) {
        this.src = bytes;
    }

    public String source() {
        return src;
    }

    /** Lex the next token from {@code offset}. */
    public void resetTo(int offset) {
        pos = offset;
    }

    private int at(int i) {
        return i < src.length() ? src.charAt(i) : -1;
    }

    public Token next() {
        while (true) {
            int start = pos;
            int c = at(pos);
            if (c < 0) return Token.of(TokenKind.EOF, src, pos, pos);
            pos++;
            switch (c) {
                case ' ', '\t', '\n', '\r' -> {
                    continue;
                }
                case 0 -> {
                    // an embedded NUL is a blank; at the end it ends the buffer, as in MLIR
                    if (pos == src.length()) return Token.of(TokenKind.EOF, src, start, start);
                    continue;
                }
                case ':' -> {
                    return one(TokenKind.COLON, start);
                }
                case ',' -> {
                    return one(TokenKind.COMMA, start);
                }
                case '(' -> {
                    return one(TokenKind.L_PAREN, start);
                }
                case ')' -> {
                    return one(TokenKind.R_PAREN, start);
                }
                case '[' -> {
                    return one(TokenKind.L_SQUARE, start);
                }
                case ']' -> {
                    return one(TokenKind.R_SQUARE, start);
                }
                case '}' -> {
                    return one(TokenKind.R_BRACE, start);
                }
                case '<' -> {
                    return one(TokenKind.LESS, start);
                }
                case '>' -> {
                    return one(TokenKind.GREATER, start);
                }
                case '=' -> {
                    return one(TokenKind.EQUAL, start);
                }
                case '+' -> {
                    return one(TokenKind.PLUS, start);
                }
                case '*' -> {
                    return one(TokenKind.STAR, start);
                }
                case '?' -> {
                    return one(TokenKind.QUESTION, start);
                }
                case '|' -> {
                    return one(TokenKind.VERTICAL_BAR, start);
                }
                case '{' -> {
                    if (at(pos) == '-' && at(pos + 1) == '#') {
                        pos += 2;
                        return Token.of(TokenKind.FILE_METADATA_BEGIN, src, start, pos);
                    }
                    return one(TokenKind.L_BRACE, start);
                }
                case '-' -> {
                    if (at(pos) == '>') {
                        pos++;
                        return Token.of(TokenKind.ARROW, src, start, pos);
                    }
                    return one(TokenKind.MINUS, start);
                }
                case '.' -> {
                    if (at(pos) == '.' && at(pos + 1) == '.') {
                        pos += 2;
                        return Token.of(TokenKind.ELLIPSIS, src, start, pos);
                    }
                    return Token.error(src, start, pos, pos, "expected three consecutive dots for an ellipsis");
                }
                case '/' -> {
                    if (at(pos) == '/') {
                        while (pos < src.length() && src.charAt(pos) != '\n' && src.charAt(pos) != '\r') pos++;
                        continue;
                    }
                    return one(TokenKind.SLASH, start);
                }
                case '"' -> {
                    return string(start);
                }
                case '@' -> {
                    return atIdentifier(start);
                }
                case '#' -> {
                    if (at(pos) == '-' && at(pos + 1) == '}') {
                        pos += 2;
                        return Token.of(TokenKind.FILE_METADATA_END, src, start, pos);
                    }
                    return prefixed(start, TokenKind.HASH_IDENTIFIER, "invalid attribute name");
                }
                case '!' -> {
                    return prefixed(start, TokenKind.EXCLAMATION_IDENTIFIER, "invalid type identifier");
                }
                case '%' -> {
                    return prefixed(start, TokenKind.PERCENT_IDENTIFIER, "invalid SSA name");
                }
                case '^' -> {
                    return prefixed(start, TokenKind.CARET_IDENTIFIER, "invalid block name");
                }
                default -> {
                    if (isLetter(c) || c == '_') return bareIdentifier(start);
                    if (isDigit(c)) return number(start);
                    return unexpected(start);
                }
            }
        }
    }

    private Token one(TokenKind k, int start) {
        return Token.of(k, src, start, pos);
    }

    private Token unexpected(int start) {
        return Token.error(src, start, pos, start, "unexpected character");
    }

    private Token bareIdentifier(int start) {
        while (pos < src.length()) {
            int c = src.charAt(pos);
            if (isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.') pos++;
            else break;
        }
        return Token.of(TokenKind.BARE_IDENTIFIER, src, start, pos);
    }

    private Token number(int start) {
        if (src.charAt(start) == '0' && at(pos) == 'x') {
            // `0xi32` is the integer 0 followed by `xi32`
            if (!StringLiterals.isHexDigit(at(pos + 1))) return Token.of(TokenKind.INTEGER, src, start, pos);
            pos += 2;
            while (StringLiterals.isHexDigit(at(pos))) pos++;
            return Token.of(TokenKind.INTEGER, src, start, pos);
        }
        while (isDigit(at(pos))) pos++;
        if (at(pos) != '.') return Token.of(TokenKind.INTEGER, src, start, pos);
        pos++;
        while (isDigit(at(pos))) pos++;
        if (at(pos) == 'e' || at(pos) == 'E') {
            if (isDigit(at(pos + 1)) || ((at(pos + 1) == '-' || at(pos + 1) == '+') && isDigit(at(pos + 2)))) {
                pos += 2;
                while (isDigit(at(pos))) pos++;
            }
        }
        return Token.of(TokenKind.FLOAT, src, start, pos);
    }

    private Token string(int start) {
        while (true) {
            int c = at(pos);
            if (c < 0 || c == '\n' || c == '\r' || (c == 0 && pos + 1 == src.length())) {
                return Token.error(src, start, pos, pos, "expected '\"' in string literal");
            }
            pos++;
            if (c == '"') return Token.of(TokenKind.STRING, src, start, pos);
            if (c == '\\') {
                int n = at(pos);
                if (n == '"' || n == '\\' || n == 'n' || n == 't') {
                    pos++;
                } else if (StringLiterals.isHexDigit(n) && StringLiterals.isHexDigit(at(pos + 1))) {
                    pos += 2;
                } else {
                    return Token.error(src, start, pos, pos - 1, "unknown escape in string literal");
                }
            }
        }
    }

    private Token atIdentifier(int start) {
        int c = at(pos);
        if (c == '"') {
            pos++;
            Token s = string(pos - 1);
            if (s.is(TokenKind.ERROR)) return Token.error(src, start, s.end(), s.errorAt(), s.message());
            return Token.of(TokenKind.AT_IDENTIFIER, src, start, pos);
        }
        if (!isLetter(c) && c != '_') return Token.error(src, start, pos, pos, "@ identifier expected to start with letter or '_'");
        pos++;
        while (pos < src.length()) {
            int d = src.charAt(pos);
            if (isLetter(d) || isDigit(d) || d == '_' || d == '$' || d == '.') pos++;
            else break;
        }
        return Token.of(TokenKind.AT_IDENTIFIER, src, start, pos);
    }

    /** {@code #}, {@code !}, {@code %}, {@code ^} followed by digits or by a letter or one of {@code $._-} and more of those or digits. */
    private Token prefixed(int start, TokenKind kind, String invalid) {
        int c = at(pos);
        if (isDigit(c)) {
            while (isDigit(at(pos))) pos++;
        } else if (isLetter(c) || c == '$' || c == '.' || c == '_' || c == '-') {
            pos++;
            while (true) {
                int d = at(pos);
                if (isLetter(d) || isDigit(d) || d == '$' || d == '.' || d == '_' || d == '-') pos++;
                else break;
            }
        } else {
            return Token.error(src, start, pos, start, invalid);
        }
        return Token.of(kind, src, start, pos);
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    static boolean isLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
