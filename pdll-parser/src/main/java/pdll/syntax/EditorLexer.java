package pdll.syntax;

import java.util.ArrayList;
import java.util.List;

/**
 * The PDLL lexer as an editor needs it (syntax colouring, brace matching, folding): the same
 * tokens as the parser's, one after another, each spanning the text it stands for. It differs
 * from the parser's token stream only for errors: the parser wants an error where the reference
 * reports it (an unterminated string's line end), an editor wants the text the lexer consumed
 * for it (from the quote to the line end), so that every character that is not blank belongs to
 * exactly one token and the blanks between tokens are all that is left.
 *
 * <p>Context free, like {@link Lexer}: lexing from any token boundary (or from the start of the
 * blanks before a token) gives the same tokens from there on, which is what lets an editor
 * re-lex only after an edit. A thin cursor over {@link Lexer}, never a second copy of its rules;
 * never throws.
 */
public final class EditorLexer {
    private final String text;
    private final Lexer lexer;

    private TokenKind kind = TokenKind.EOF;
    private int start;
    private int end;
    private String message;

    /**
     * Lexes {@code text} from {@code from} (a token boundary) to {@code to}: a token never runs past
     * {@code to}, as if the text ended there.
     */
    public EditorLexer(CharSequence text, int from, int to) {
        if (from < 0 || to > text.length() || from > to) {
            throw new IndexOutOfBoundsException("range [" + from + ", " + to + ") of a text of " + text.length());
        }
        // the lexer reads a String; an editor buffer is copied once per restart (linear, not per token)
        this.text = text instanceof String s && to == s.length() ? s : text.subSequence(0, to).toString();
        this.lexer = new Lexer(this.text, from);
        this.start = from;
        this.end = from;
    }

    public EditorLexer(CharSequence text) {
        this(text, 0, text.length());
    }

    /** Moves to the next token; false at the end of the range, where {@link #kind()} is EOF. */
    public boolean next() {
        lexer.next();
        kind = lexer.kind;
        message = lexer.message;
        if (kind == TokenKind.EOF) {
            start = end = text.length();
            return false;
        }
        start = lexer.consumedFrom;
        end = lexer.position();
        if (kind == TokenKind.ERROR) {
            // the lexer may consume the blank that ended an unterminated string (its newline):
            // leave it to the blanks, so that the error token stops at the line end
            while (end > start + 1 && Lexer.isBlank(text.charAt(end - 1))) end--;
        }
        return true;
    }

    public TokenKind kind() {
        return kind;
    }

    /** Where the token's text starts. */
    public int start() {
        return start;
    }

    public int end() {
        return end;
    }

    /** An error token's message (the reference's lexer message), else null. */
    public String message() {
        return message;
    }

    /** A token as {@link #tokens} lists it. */
    public record Span(TokenKind kind, int start, int end) {}

    /** Every token of a text, in order (comments and errors included, blanks between them left out). */
    public static List<Span> tokens(CharSequence text) {
        EditorLexer lexer = new EditorLexer(text);
        List<Span> out = new ArrayList<>();
        while (lexer.next()) out.add(new Span(lexer.kind(), lexer.start(), lexer.end()));
        return out;
    }

    /** Whether the lexer skips this character between tokens (a blank; NUL included). */
    public static boolean isBlank(char c) {
        return Lexer.isBlank(c);
    }
}
