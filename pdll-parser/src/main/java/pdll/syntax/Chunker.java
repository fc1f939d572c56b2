package pdll.syntax;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Cuts text into {@link TopLevel} chunks: a chunk starts at offset 0 and at every top-level keyword
 * outside braces: {@code Pattern} and directives always, {@code Constraint} and {@code Rewrite}
 * only outside parentheses and square brackets too and after what can end a declaration
 * ({@code ;}, {@code }}, an include's string), since an inline one may sit in an argument list
 * or a lambda body, and never right after `.` or `<` nor inside an operation name (keywords are valid
 * operation name parts, as in {@code op<a.Pattern>} or even {@code op<a.b Pattern>}). Parentheses left open are forgotten at a {@code ;} or {@code }} outside braces, so that
 * a missing {@code )} costs one declaration, not the rest of the file. The state is (0, 0) at
 * every chunk start and the decisions depend only on the text from there on (depths never go
 * below 0), which is what makes reuse after an edit exact.
 */
final class Chunker {
    private final String text;
    private final ParseOptions options;
    private final StopTest stop;
    private final List<TopLevel> out;
    private final Lexer lexer;
    private int chunkStart;
    private List<Token> raw = new ArrayList<>(); // relative to chunkStart
    private int depth; // braces
    private int parens; // parentheses and square brackets
    private TokenKind prev = TokenKind.EOF; // the previous significant token
    private boolean prevIsOp; // it was the identifier `op`
    private boolean opName; // inside `op<…` / `Op<…`, where names and keywords continue the name
    // One string per distinct token text: names and whitespace repeat throughout a file, and the
    // server keeps every token of an open document (2.7 MB less live heap on a 1,000-pattern file).
    private final Map<String, String> texts = new HashMap<>();

    private Chunker(String text, int from, ParseOptions options, StopTest stop, List<TopLevel> out) {
        this.text = text;
        this.options = options;
        this.stop = stop;
        this.out = out;
        this.lexer = new Lexer(text, from);
        this.chunkStart = from;
    }

    /**
     * Lexes from {@code from} (a chunk start) and appends chunks to {@code out} until the end of
     * text, or until a token starts at a position where {@code stop} says an old chunk can be
     * reused; returns that position, or -1 when it reached the end.
     */
    static int chunk(String text, int from, ParseOptions options, StopTest stop, List<TopLevel> out) {
        Chunker c = new Chunker(text, from, options, stop, out);
        while (true) {
            int r = c.token();
            if (r != GO_ON) return r;
        }
    }

    /** {@link #token}: the next token is to be read. */
    private static final int GO_ON = -2;

    /**
     * Reads one token and takes it into the chunks; returns what {@link #chunk} returns when it
     * ends the work, else {@link #GO_ON}. One call per token rather than the body of one long loop:
     * in a fresh JVM a method called this often is compiled after a few hundred calls, while a
     * loop in one call runs interpreted until tens of thousands of iterations have passed (the
     * whole of a 1,000-pattern document).
     */
    private int token() {
        lexer.next();
        TokenKind k = lexer.kind;
        // an error token starts at its error; the chunk boundary test needs where its text began
        int tokenStart = k == TokenKind.ERROR ? Math.min(lexer.start, lexer.consumedFrom) : lexer.start;
        if (k == TokenKind.EOF) {
            out.add(build(text, chunkStart, text.length(), raw, options));
            return -1;
        }
        if (opName && !k.isTrivia() && k != TokenKind.DOT && k != TokenKind.IDENTIFIER && !k.isKeyword()) opName = false;
        if (tokenStart > chunkStart && depth == 0 && !opName && prev != TokenKind.DOT && prev != TokenKind.LESS) {
            boolean split = k == TokenKind.KW_PATTERN || k == TokenKind.DIRECTIVE
                    || ((k == TokenKind.KW_CONSTRAINT || k == TokenKind.KW_REWRITE) && parens == 0 && endsDeclaration(prev));
            if (split) {
                // an old chunk is reusable only where the new text splits too
                if (stop != null && stop.canStop(tokenStart)) {
                    out.add(build(text, chunkStart, tokenStart, raw, options));
                    return tokenStart;
                }
                parens = 0;
                out.add(build(text, chunkStart, tokenStart, raw, options));
                raw = new ArrayList<>();
                chunkStart = tokenStart;
            }
        }
        switch (k) {
            case LBRACE -> depth++;
            case RBRACE -> {
                depth = Math.max(0, depth - 1);
                if (depth == 0) parens = 0;
            }
            case LPAREN, LSQUARE -> parens++;
            case RPAREN, RSQUARE -> parens = Math.max(0, parens - 1);
            case SEMICOLON -> {
                if (depth == 0) parens = 0;
            }
            default -> { }
        }
        if (!k.isTrivia()) {
            if (k == TokenKind.LESS && (prev == TokenKind.KW_OP || prevIsOp)) opName = true;
            prev = k;
            prevIsOp = k == TokenKind.IDENTIFIER && lexer.end - lexer.start == 2 && text.startsWith("op", lexer.start);
        }
        String tokenText = k == TokenKind.ERROR ? lexer.message
                : k.spelling() != null ? k.spelling() : texts.computeIfAbsent(text.substring(lexer.start, lexer.end), t -> t);
        raw.add(new Token(k, lexer.start - chunkStart, lexer.end - chunkStart, tokenText));
        return GO_ON;
    }

    /**
     * Whether a Constraint/Rewrite keyword after {@code prev} starts a declaration rather than an
     * inline one in an expression ({@code Pattern => rewrite x with Rewrite…} is not a boundary).
     */
    private static boolean endsDeclaration(TokenKind prev) {
        return prev == TokenKind.SEMICOLON || prev == TokenKind.RBRACE || prev == TokenKind.STRING
                || prev == TokenKind.ERROR || prev == TokenKind.EOF;
    }

    interface StopTest {
        boolean canStop(int position);
    }

    private static TopLevel build(String text, int start, int end, List<Token> all, ParseOptions options) {
        List<Token> significant = new ArrayList<>(all.size() + 1);
        for (Token tok : all) if (!tok.kind().isTrivia()) significant.add(tok);
        significant.add(new Token(TokenKind.EOF, end - start, end - start, ""));
        DeclParser parser = new DeclParser(significant, options.maxNesting());
        var decls = parser.parseChunk();
        return new TopLevel(start, text.substring(start, end), List.copyOf(all), List.copyOf(decls),
                List.copyOf(parser.diagnostics()));
    }
}
