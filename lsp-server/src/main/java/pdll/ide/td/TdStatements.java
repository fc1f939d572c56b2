package pdll.ide.td;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pdll.tablegen.syntax.TdEditorToken;
import pdll.tablegen.syntax.TdEditorLexer;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * Where the statements of a {@code .td} text start and end, at every level (inside {@code let ...
 * in}, {@code foreach}, {@code if}, {@code multiclass} and {@code defset} blocks too), found from
 * the editor tokens alone so that it works on text the compiler rejects: error recovery
 * ({@link TdDiagnostics}) blanks the statement an error is in and evaluates again. A statement ends
 * at its {@code ;} or at the {@code }} closing its block or body; one cut short by a syntax error
 * runs on to the next such end (or the end of the text).
 */
final class TdStatements {
    /**
     * One statement: {@code [start, end)}, its keyword and the name it declares ("" when none), and
     * whether a syntax error cut it short (it ends where the token that cut it starts).
     */
    record Span(int start, int end, TdTokenKind keyword, String name, boolean cut) {
        boolean contains(int offset) {
            return offset >= start && offset < end;
        }
    }

    private static final Set<TdTokenKind> STATEMENT_KEYWORDS = EnumSet.of(TdTokenKind.CLASS, TdTokenKind.DEF,
            TdTokenKind.DEFM, TdTokenKind.DEFSET, TdTokenKind.DEFTYPE, TdTokenKind.DEFVAR, TdTokenKind.MULTICLASS,
            TdTokenKind.LET, TdTokenKind.FOREACH, TdTokenKind.IF, TdTokenKind.INCLUDE, TdTokenKind.ASSERT,
            TdTokenKind.DUMP);
    /** Statements whose braces hold statements (the others' braces hold a record body). */
    private static final Set<TdTokenKind> BLOCK_KEYWORDS = EnumSet.of(TdTokenKind.LET, TdTokenKind.FOREACH,
            TdTokenKind.IF, TdTokenKind.MULTICLASS, TdTokenKind.DEFSET);
    private static final Set<TdTokenKind> NAMING_KEYWORDS = EnumSet.of(TdTokenKind.CLASS, TdTokenKind.DEF,
            TdTokenKind.DEFM, TdTokenKind.DEFTYPE, TdTokenKind.DEFVAR, TdTokenKind.MULTICLASS);

    private final List<Span> spans;

    private TdStatements(List<Span> spans) {
        this.spans = spans;
    }

    /** A statement being read: where it started, its keyword and name, and the brackets open in its header. */
    private static final class Open {
        final int start;
        final TdTokenKind keyword;
        String name = "";
        int brackets;
        TdEditorToken last;

        Open(int start, TdTokenKind keyword) {
            this.start = start;
            this.keyword = keyword;
        }
    }

    /** A brace level: a block of statements (with the statement being read there) or a record body. */
    private static final class Level {
        final boolean statements;
        Open open;

        Level(boolean statements) {
            this.statements = statements;
        }
    }

    static TdStatements of(String text) {
        List<TdEditorToken> tokens = new ArrayList<>();
        for (TdEditorToken t : TdEditorLexer.tokens(text)) {
            if (t.kind() != TdTokenKind.WHITESPACE && t.kind() != TdTokenKind.LINE_COMMENT
                    && t.kind() != TdTokenKind.BLOCK_COMMENT && t.kind() != TdTokenKind.PREPROCESSOR) tokens.add(t);
        }
        List<Span> out = new ArrayList<>();
        Deque<Level> levels = new ArrayDeque<>();
        levels.push(new Level(true));
        for (int i = 0; i < tokens.size(); i++) {
            TdEditorToken t = tokens.get(i);
            Level top = levels.peek();
            if (!top.statements) {
                if (t.kind() == TdTokenKind.LBRACE) levels.push(new Level(false));
                else if (t.kind() == TdTokenKind.RBRACE && levels.size() > 1) closeLevel(levels, tokens, i, out);
                continue;
            }
            Open open = top.open;
            if (open != null && open.brackets == 0 && STATEMENT_KEYWORDS.contains(t.kind()) && !opensBody(open.last)) {
                // a statement keyword in a header starts the next statement: the open one was cut
                // short by a syntax error (`def A` then `def B ...;` on the next line), and blanking
                // it must not take the next one with it
                out.add(new Span(open.start, t.start(), open.keyword, open.name, true));
                top.open = open = null;
            }
            if (open == null) {
                if (STATEMENT_KEYWORDS.contains(t.kind())) {
                    top.open = new Open(t.start(), t.kind());
                    if (NAMING_KEYWORDS.contains(t.kind()) && i + 1 < tokens.size() && tokens.get(i + 1).kind() == TdTokenKind.ID) {
                        top.open.name = text.substring(tokens.get(i + 1).start(), tokens.get(i + 1).end());
                    }
                    top.open.last = t;
                } else if (t.kind() == TdTokenKind.RBRACE && levels.size() > 1) {
                    closeLevel(levels, tokens, i, out);
                }
                continue;
            }
            switch (t.kind()) {
                case LPAREN, LBRACKET, LT -> open.brackets++;
                case RPAREN, RBRACKET, GT -> open.brackets = Math.max(0, open.brackets - 1);
                case ASSIGN -> {
                    if (open.keyword == TdTokenKind.DEFSET && open.last != null && open.last.kind() == TdTokenKind.ID) {
                        open.name = text.substring(open.last.start(), open.last.end());
                    }
                }
                case SEMI -> {
                    if (open.brackets == 0) {
                        out.add(new Span(open.start, t.end(), open.keyword, open.name, false));
                        top.open = null;
                        continue;
                    }
                }
                case LBRACE -> {
                    if (open.brackets == 0) {
                        levels.push(new Level(BLOCK_KEYWORDS.contains(open.keyword)));
                        continue;
                    }
                    open.brackets++;
                }
                case RBRACE -> {
                    if (open.brackets > 0) {
                        open.brackets--;
                    } else if (levels.size() > 1) {
                        // a statement cut short by the end of its block
                        out.add(new Span(open.start, t.start(), open.keyword, open.name, true));
                        top.open = null;
                        closeLevel(levels, tokens, i, out);
                        continue;
                    }
                }
                default -> { }
            }
            open.last = t;
        }
        for (Level l : levels) if (l.open != null) out.add(new Span(l.open.start, text.length(), l.open.keyword, l.open.name, true));
        return new TdStatements(List.copyOf(out));
    }

    /** Whether a statement may follow the token as part of the same statement ({@code foreach ... in def ...;}). */
    private static boolean opensBody(TdEditorToken last) {
        return last != null && (last.kind() == TdTokenKind.IN || last.kind() == TdTokenKind.THEN || last.kind() == TdTokenKind.ELSE);
    }

    /**
     * Closes the innermost brace level at token {@code i}: the statement that opened it ends here,
     * unless an {@code else} follows the {@code }} of an {@code if}.
     */
    private static void closeLevel(Deque<Level> levels, List<TdEditorToken> tokens, int i, List<Span> out) {
        levels.pop();
        Level outer = levels.peek();
        Open open = outer.open;
        if (open == null || !outer.statements) return;
        boolean elseFollows = i + 1 < tokens.size() && tokens.get(i + 1).kind() == TdTokenKind.ELSE;
        if (open.keyword == TdTokenKind.IF && elseFollows) return;
        // `def X { ... };` is allowed: the statement ends at the brace, the `;` is a statement of its own
        out.add(new Span(open.start, tokens.get(i).end(), open.keyword, open.name, false));
        outer.open = null;
    }

    /**
     * The statement an error at the offset is in: the one cut short by the token there (an error at
     * the next statement's keyword or the block's closing brace is the unfinished statement's),
     * else the innermost statement containing the offset.
     */
    Optional<Span> innermostAt(int offset) {
        for (Span s : spans) if (s.cut() && s.end() == offset) return Optional.of(s);
        Span best = null;
        for (Span s : spans) {
            if (s.contains(offset) && (best == null || s.end() - s.start() < best.end() - best.start())) best = s;
        }
        return Optional.ofNullable(best);
    }

    List<Span> spans() {
        return spans;
    }
}
