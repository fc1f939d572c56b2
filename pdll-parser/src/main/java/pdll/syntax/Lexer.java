package pdll.syntax;

import java.util.HashMap;
import java.util.Map;

/**
 * PDLL tokenizer. Context free at every token boundary (which is what lets the incremental
 * reparse restart lexing at any declaration start). Never throws: malformed input becomes
 * {@link TokenKind#ERROR} tokens carrying the reference's lexer message.
 */
final class Lexer {
    static final String UNEXPECTED_CHAR = "unexpected character";
    static final String UNTERMINATED_STRING = "expected '\"' in string literal";
    static final String UNTERMINATED_BLOCK = "expected '}]' in string literal";
    static final String UNKNOWN_ESCAPE = "unknown escape in string literal";

    /** The words that lex as keywords (and `_`), by spelling. */
    private static final Map<String, TokenKind> KEYWORDS = new HashMap<>();

    static {
        for (TokenKind k : TokenKind.values()) if (k.isKeyword() || k == TokenKind.UNDERSCORE) KEYWORDS.put(k.spelling(), k);
    }

    private final String text;
    private final int limit;
    private int pos;

    // the token just lexed
    TokenKind kind;
    int start;
    int end;
    String message;
    /**
     * Where the token's text begins: {@code start} except for errors, whose start is the error's
     * location (an unterminated string's line end) while the lexer consumed from the quote.
     */
    int consumedFrom;

    Lexer(String text, int from) {
        this.text = text;
        this.limit = text.length();
        this.pos = from;
    }

    int position() {
        return pos;
    }

    /** Lexes the next token (comments included) into kind/start/end/message. */
    void next() {
        message = null;
        while (pos < limit && isBlank(text.charAt(pos))) pos++;
        start = pos;
        consumedFrom = pos;
        if (pos >= limit) {
            kind = TokenKind.EOF;
            end = pos;
            return;
        }
        char c = text.charAt(pos);
        if (isIdentStart(c)) {
            int p = pos + 1;
            while (p < limit && isIdentChar(text.charAt(p))) p++;
            TokenKind kw = KEYWORDS.get(text.substring(pos, p));
            token(kw != null ? kw : TokenKind.IDENTIFIER, p);
            return;
        }
        if (c >= '0' && c <= '9') {
            int p = pos + 1;
            while (p < limit && text.charAt(p) >= '0' && text.charAt(p) <= '9') p++;
            token(TokenKind.INTEGER, p);
            return;
        }
        switch (c) {
            case '"' -> lexString();
            case '/' -> {
                if (pos + 1 < limit && text.charAt(pos + 1) == '/') {
                    int p = pos;
                    while (p < limit && text.charAt(p) != '\n') p++;
                    boolean doc = pos + 2 < limit && text.charAt(pos + 2) == '/';
                    token(doc ? TokenKind.DOC_COMMENT : TokenKind.COMMENT, p);
                } else {
                    error(pos, pos + 1, UNEXPECTED_CHAR);
                }
            }
            case '#' -> {
                int p = pos + 1;
                while (p < limit && isIdentChar(text.charAt(p))) p++;
                token(TokenKind.DIRECTIVE, p); // a lone `#` is an unknown directive, as in the reference
            }
            case '[' -> {
                if (pos + 1 < limit && text.charAt(pos + 1) == '{') lexCodeBlock();
                else token(TokenKind.LSQUARE, pos + 1);
            }
            case '-' -> {
                if (pos + 1 < limit && text.charAt(pos + 1) == '>') token(TokenKind.ARROW, pos + 2);
                else error(pos, pos + 1, UNEXPECTED_CHAR);
            }
            case '=' -> {
                if (pos + 1 < limit && text.charAt(pos + 1) == '>') token(TokenKind.EQUAL_ARROW, pos + 2);
                else token(TokenKind.EQUAL, pos + 1);
            }
            case ':' -> token(TokenKind.COLON, pos + 1);
            case ',' -> token(TokenKind.COMMA, pos + 1);
            case '.' -> token(TokenKind.DOT, pos + 1);
            case '<' -> token(TokenKind.LESS, pos + 1);
            case '>' -> token(TokenKind.GREATER, pos + 1);
            case '{' -> token(TokenKind.LBRACE, pos + 1);
            case '}' -> token(TokenKind.RBRACE, pos + 1);
            case '(' -> token(TokenKind.LPAREN, pos + 1);
            case ')' -> token(TokenKind.RPAREN, pos + 1);
            case ']' -> token(TokenKind.RSQUARE, pos + 1);
            case ';' -> token(TokenKind.SEMICOLON, pos + 1);
            default -> error(pos, pos + Character.charCount(text.codePointAt(pos)), UNEXPECTED_CHAR);
        }
    }

    private void lexString() {
        int p = pos + 1;
        int badEscape = -1;
        while (true) {
            if (p >= limit) {
                if (badEscape >= 0) error(badEscape, limit, UNKNOWN_ESCAPE);
                else error(Math.max(0, limit - 1), limit, UNTERMINATED_STRING);
                return;
            }
            char c = text.charAt(p);
            if (c == '"') {
                if (badEscape >= 0) error(badEscape, p + 1, UNKNOWN_ESCAPE);
                else token(TokenKind.STRING, p + 1);
                return;
            }
            if (c == '\n' || c == '\u000B' || c == '\f') {
                // the first problem wins: an unknown escape before the end of the line
                if (badEscape >= 0) error(badEscape, p + 1, UNKNOWN_ESCAPE);
                else error(p, p + 1, UNTERMINATED_STRING);
                return;
            }
            if (c == '\\') {
                char n = p + 1 < limit ? text.charAt(p + 1) : 0;
                if (n == '"' || n == '\\' || n == 'n' || n == 't') {
                    p += 2;
                    continue;
                }
                if (p + 2 < limit && isHex(n) && isHex(text.charAt(p + 2))) {
                    p += 3;
                    continue;
                }
                if (badEscape < 0) badEscape = p;
                p++;
                continue;
            }
            p++;
        }
    }

    /**
     * The value of a {@code STRING} or {@code CODE_BLOCK} token's text, decoded once here for
     * every reader: a {@code "…"} string without its quotes and with its escapes ({@code \n},
     * {@code \t}, {@code \"}, {@code \\}, {@code \} and two hex digits) decoded, a {@code [{…}]}
     * block's text between the brackets as written.
     */
    static String value(String literal) {
        if (literal.startsWith("[{")) return literal.substring(2, Math.max(2, literal.length() - 2));
        if (literal.length() < 2) return "";
        String body = literal.substring(1, literal.length() - 1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c != '\\' || i + 1 >= body.length()) {
                sb.append(c);
                continue;
            }
            char n = body.charAt(++i);
            switch (n) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case '"', '\\' -> sb.append(n);
                default -> {
                    if (i + 1 < body.length() && isHex(n) && isHex(body.charAt(i + 1))) {
                        sb.append((char) Integer.parseInt(body.substring(i, i + 2), 16));
                        i++;
                    } else sb.append('\\').append(n);
                }
            }
        }
        return sb.toString();
    }

    private void lexCodeBlock() {
        int close = text.indexOf("}]", pos + 2);
        if (close < 0) error(Math.max(0, limit - 1), limit, UNTERMINATED_BLOCK);
        else token(TokenKind.CODE_BLOCK, close + 2);
    }

    private void token(TokenKind k, int e) {
        kind = k;
        end = e;
        pos = e;
    }

    private void error(int at, int resume, String msg) {
        kind = TokenKind.ERROR;
        start = at;
        end = Math.max(at, resume);
        pos = Math.max(pos + 1, resume);
        message = msg;
    }

    /** What the lexer skips between tokens; an embedded NUL too, as the reference's lexer does. */
    static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\u000B' || c == '\f' || c == '\0';
    }

    private static boolean isIdentStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isIdentChar(char c) {
        return isIdentStart(c) || (c >= '0' && c <= '9');
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}
