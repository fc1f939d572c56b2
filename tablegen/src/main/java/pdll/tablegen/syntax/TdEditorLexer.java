package pdll.tablegen.syntax;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.Vocabulary;

/**
 * TableGen tokens for editors (syntax colouring, brace matching, folding, an IDE's structural
 * parser): every character of the range belongs to exactly one token, blanks and comments
 * included, and malformed text becomes {@link TdTokenKind#ERROR} tokens over what it spans. The
 * tokens are the compiler's own ({@link TdLexer}, with the comment and directive scanning of
 * {@link TdComments} and {@link TdDirective}); unlike {@link TdTokenSource}, directives are shown,
 * not run (inactive regions lex as ordinary code), strings are not joined and an error does not end
 * the lexing.
 *
 * <p>Restartable: {@link #state()} is the state at the start of the current token, and lexing from
 * a token's start with its state gives the same tokens as lexing through it. The state is
 * {@link #INITIAL} at almost every token: whether a {@code #} starts a directive (it must be the
 * first thing on its line) is read back from the text before it, so only the rare token that
 * follows a comment at the start of a line, and what follows a directive on its line, carry
 * another state. A whole comment or code block is one token, so nothing else needs one.
 *
 * <p>Linear in the text: each character is scanned once, plus the blanks before a token on its
 * line when the lexer looks back for a line start.
 */
public final class TdEditorLexer {
    /** The state of almost every token: nothing to remember. */
    public static final int INITIAL = 0;
    /** At the start of a line, after a comment that began there: a {@code #} here may still be a directive. */
    public static final int LINE_START_AFTER_COMMENT = 1;
    /** After a directive, on its line: only blanks and comments may follow, anything else is an error. */
    public static final int DIRECTIVE_REST = 2;

    /** TdLexer token type → kind, for the types the lexer returns as they are. */
    private static final TdTokenKind[] KIND_OF_TYPE = kindsOfTypes();

    private final String text;
    private final int end;
    private final Utf16CharStream input;
    private final TdLexer lexer;

    private boolean atLineStart;
    private boolean directiveRest;

    private TdTokenKind kind;
    private int tokenStart;
    private int tokenEnd;
    private int tokenState;

    /**
     * Lexes {@code text} from {@code from} (a token start, with the {@link #state()} the lexer had
     * there, or {@link #INITIAL} at 0) to {@code to}; call {@link #next()} for the first token.
     */
    public TdEditorLexer(String text, int from, int to, int state) {
        if (from < 0 || to > text.length() || from > to) {
            throw new IllegalArgumentException("range " + from + ".." + to + " of a text of " + text.length());
        }
        // the ANTLR lexer must not look past the range: it sees the text up to its end only
        this.text = to == text.length() ? text : text.substring(0, to);
        this.end = to;
        this.input = new Utf16CharStream(this.text, "<editor>");
        this.lexer = new TdLexer(input);
        this.lexer.removeErrorListeners();
        this.directiveRest = state == DIRECTIVE_REST;
        this.atLineStart = state == LINE_START_AFTER_COMMENT || (state == INITIAL && blanksBackToLineStart(from));
        this.tokenEnd = from;
    }

    /** Every token of {@code text}. */
    public static List<TdEditorToken> tokens(String text) {
        TdEditorLexer lexer = new TdEditorLexer(text, 0, text.length(), INITIAL);
        List<TdEditorToken> out = new ArrayList<>();
        while (lexer.next()) out.add(new TdEditorToken(lexer.kind(), lexer.start(), lexer.end(), lexer.state()));
        return out;
    }

    /** The current token's kind; null before the first {@link #next()} and at the end. */
    public TdTokenKind kind() {
        return kind;
    }

    public int start() {
        return tokenStart;
    }

    public int end() {
        return tokenEnd;
    }

    /** The lexer's state at the start of the current token (see the class comment). */
    public int state() {
        return tokenState;
    }

    /** Moves to the next token; false (and {@link #kind()} null) at the end of the range. */
    public boolean next() {
        int p = tokenEnd;
        tokenStart = p;
        if (p >= end) {
            kind = null;
            tokenState = INITIAL;
            return false;
        }
        tokenState = directiveRest ? DIRECTIVE_REST
                : atLineStart && !blanksBackToLineStart(p) ? LINE_START_AFTER_COMMENT : INITIAL;
        char c = text.charAt(p);
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            int q = p;
            boolean newline = false;
            while (q < end && ((c = text.charAt(q)) == ' ' || c == '\t' || c == '\r' || c == '\n')) {
                if (c == '\n') newline = true;
                q++;
            }
            if (newline) {
                atLineStart = true;
                directiveRest = false;
            }
            return token(TdTokenKind.WHITESPACE, q);
        }
        if (c == '/' && p + 1 < end && text.charAt(p + 1) == '/') return token(TdTokenKind.LINE_COMMENT, lineEnd(p));
        if (c == '/' && p + 1 < end && text.charAt(p + 1) == '*') {
            int close = TdComments.blockCommentEnd(text, p);
            return close < 0 ? token(TdTokenKind.ERROR, end) : token(TdTokenKind.BLOCK_COMMENT, close);
        }
        if (directiveRest) return token(TdTokenKind.ERROR, directiveJunkEnd(p));

        boolean lineStart = atLineStart;
        atLineStart = false;
        input.seek(p);
        Token t = lexer.nextToken();
        int type = t.getType();
        int stop = t.getStopIndex() + 1;
        switch (type) {
            case TdLexer.HASH: {
                TdDirective d = lineStart ? TdDirective.at(text, p) : null;
                if (d == null) return token(TdTokenKind.HASH, stop);
                int q = p + 1 + d.word.length();
                if (d.takesName()) {
                    int nameStart = q;
                    while (nameStart < end && (text.charAt(nameStart) == ' ' || text.charAt(nameStart) == '\t')) nameStart++;
                    int nameEnd = TdDirective.macroNameEnd(text, nameStart);
                    if (nameEnd >= 0) q = nameEnd;
                }
                directiveRest = true;
                return token(TdTokenKind.PREPROCESSOR, q);
            }
            case TdLexer.CODE_START: {
                int close = text.indexOf("}]", p + 2);
                return close < 0 ? token(TdTokenKind.ERROR, end) : token(TdTokenKind.CODE, close + 2);
            }
            case TdLexer.ERROR_CHAR:
                if (c == '"') return token(TdTokenKind.ERROR, unterminatedStringEnd(p));
                if (Character.isHighSurrogate(c) && p + 1 < end && Character.isLowSurrogate(text.charAt(p + 1))) {
                    return token(TdTokenKind.ERROR, p + 2);
                }
                return token(TdTokenKind.ERROR, p + 1);
            default: {
                TdTokenKind k = type >= 0 && type < KIND_OF_TYPE.length ? KIND_OF_TYPE[type] : null;
                // (no other type reaches here: the rules handled above are the only ones without a kind)
                return token(k != null ? k : TdTokenKind.ERROR, Math.max(stop, p + 1));
            }
        }
    }

    private boolean token(TdTokenKind k, int stop) {
        kind = k;
        tokenEnd = stop;
        return true;
    }

    /** Whether only blanks (no line break) separate {@code p} from the start of its line. */
    private boolean blanksBackToLineStart(int p) {
        for (int i = p - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '\n') return true;
            if (c != ' ' && c != '\t' && c != '\r') return false;
        }
        return true;
    }

    /** The line break ending the line of {@code p}, or the end of the range. */
    private int lineEnd(int p) {
        int eol = text.indexOf('\n', p);
        return eol < 0 || eol > end ? end : eol;
    }

    /** A string without its closing quote runs to its line's end (the compiler reports it there). */
    private int unterminatedStringEnd(int quote) {
        for (int i = quote + 1; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') return i;
        }
        return end;
    }

    /** What follows a directive on its line up to a comment, trailing blanks, or the line's end. */
    private int directiveJunkEnd(int p) {
        int last = p + 1; // after the last non-blank
        for (int i = p; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n') break;
            if (c == '/' && i + 1 < end && (text.charAt(i + 1) == '/' || text.charAt(i + 1) == '*')) break;
            if (c != ' ' && c != '\t' && c != '\r') last = i + 1;
        }
        return last;
    }

    private static TdTokenKind[] kindsOfTypes() {
        Vocabulary v = TdLexer.VOCABULARY;
        TdTokenKind[] kinds = new TdTokenKind[v.getMaxTokenType() + 1];
        for (int type = 1; type < kinds.length; type++) kinds[type] = kindOfRule(v.getSymbolicName(type));
        return kinds;
    }

    /**
     * The kind of the tokens of one TdLexer rule; null for the rules {@link #next()} handles itself
     * (blanks, comment and code block starts, '#', stray characters) and for the token types only
     * {@link TdTokenSource} makes.
     */
    static TdTokenKind kindOfRule(String rule) {
        if (rule == null) return null;
        switch (rule) {
            case "WS": case "LINE_COMMENT_START": case "COMMENT_START": case "CODE_START": case "ERROR_CHAR":
            case "ERROR": case "HASH_EMPTY": case "CODE":
                return null;
            case "BANG_OTHER": // not one of MLIR 22's operators: the compiler rejects it
            case "DOTDOT": // the compiler rejects '..' (ranges are written '...' or '-')
                return TdTokenKind.ERROR;
            case "HEX_INT": case "BIN_INT": case "DEC_INT": case "NEG_INT": case "POS_INT":
                return TdTokenKind.NUMBER;
            default:
                return rule.startsWith("BANG_") ? TdTokenKind.BANG_OPERATOR : TdTokenKind.valueOf(rule);
        }
    }
}
