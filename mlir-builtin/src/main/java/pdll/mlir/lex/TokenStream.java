package pdll.mlir.lex;

/**
 * The parser's view of the tokens: the current token, consuming it, and MLIR's two ways of
 * placing an error. A lexical error is thrown as soon as its token becomes the current one,
 * which is when MLIR reports it, so it wins over any error the parser would report later.
 */
public class TokenStream {
    private final Lexer lexer;
    private Token tok;

    public TokenStream(String bytes) {
        this.lexer = new Lexer(bytes);
        advance();
    }

    public Token token() {
        return tok;
    }

    public String source() {
        return lexer.source();
    }

    public boolean at(TokenKind k) {
        return tok.kind() == k;
    }

    public boolean atKeyword(String word) {
        return tok.isKeyword(word);
    }

    /** Makes the next token current and returns the one it replaces. */
    public Token consume() {
        Token t = tok;
        advance();
        return t;
    }

    public boolean consumeIf(TokenKind k) {
        if (tok.kind() != k) return false;
        advance();
        return true;
    }

    public boolean consumeKeywordIf(String word) {
        if (!tok.isKeyword(word)) return false;
        advance();
        return true;
    }

    /** Consumes a token of kind {@code k}, or fails with {@code message} placed as MLIR places a wrong token. */
    public void expect(TokenKind k, String message) {
        if (!consumeIf(k)) throw wrongToken(message);
    }

    /** Lexes again from {@code offset} (MLIR splits {@code 4xf32} in a shape this way). */
    public void resetTo(int offset) {
        lexer.resetTo(offset);
        advance();
    }

    /**
     * A lexical error is reported when its token becomes the current one, and then every error the
     * parser would report while it is current is not (MLIR reports nothing at an error token). An
     * error token MLIR places at the very end of the text (a lone {@code .} at the end) is the
     * exception: the text before it counts as read, so a literal such as {@code 6..} still parses.
     * That error is kept in {@link #lexicalErrorAtEnd} and the token stands as the end of input.
     */
    private void advance() {
        tok = lexer.next();
        if (!tok.is(TokenKind.ERROR)) return;
        if (tok.errorAt() < lexer.source().length()) throw new ParseFailure(tok.errorAt(), tok.message());
        lexicalErrorAtEnd = new ParseFailure(tok.errorAt(), tok.message());
        tok = new Token(TokenKind.EOF, lexer.source(), tok.errorAt(), tok.errorAt(), null, -1);
    }

    private ParseFailure lexicalErrorAtEnd;

    /** The lexical error at the end of the text, reported whether or not the parse succeeds; null when none. */
    public ParseFailure lexicalErrorAtEnd() {
        return lexicalErrorAtEnd;
    }

    /**
     * An error at the current token's start, or at the last character when the current token is
     * the end of the text (as MLIR's parser reports "at the current token").
     */
    public ParseFailure error(String message) {
        return new ParseFailure(tok.is(TokenKind.EOF) ? tok.start() - 1 : tok.start(), message);
    }

    public ParseFailure error(int offset, String message) {
        return new ParseFailure(offset, message);
    }

    /**
     * An error about a token that is not the one expected. MLIR reports it where the text before
     * the token ends, not at the token: blanks and whole lines before it are stepped back over
     * (and on such a line, a {@code //} comment), so that "expected ']'" points right after the
     * last element rather than at whatever starts the next line. At the end of the text it steps
     * back from the last character.
     */
    public ParseFailure wrongToken(String message) {
        String s = lexer.source();
        int loc = tok.is(TokenKind.EOF) ? tok.start() - 1 : tok.start();
        if (loc < 0) return new ParseFailure(loc, message);
        int end = loc;
        while (true) {
            while (end > 0 && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t')) end--;
            if (end == 0) return new ParseFailure(loc, message);
            char last = s.charAt(end - 1);
            if (last != '\n' && last != '\r') return new ParseFailure(end, message);
            end--;
            int lineStart = end;
            while (lineStart > 0 && s.charAt(lineStart - 1) != '\n' && s.charAt(lineStart - 1) != '\r') lineStart--;
            // a `//` on that line starts a comment (mostly: it may be inside a string, as for MLIR)
            int comment = s.substring(lineStart, end).indexOf("//");
            if (comment >= 0) end = lineStart + comment;
        }
    }
}
