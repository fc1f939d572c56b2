package pdll.ide.td;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pdll.base.text.TextChange;
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

    private final String text;
    private final List<Span> spans;
    /**
     * Where the text can be read again from, ascending: the ends of top-level statements (a
     * {@code ;} or {@code }}) after which no statement is open and the next token is lexed from
     * the initial state.
     */
    private final int[] boundaries;

    /** How many tokens this reading lexed (the tests' measure of what reading again around an edit saves). */
    private final int tokensRead;

    private TdStatements(String text, List<Span> spans, int[] boundaries, int tokensRead) {
        this.text = text;
        this.spans = spans;
        this.boundaries = boundaries;
        this.tokensRead = tokensRead;
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
        return of(text, null);
    }

    /**
     * The statements of {@code text}, an edit of {@code previous}'s text (or null): read again only
     * from the last boundary before the edit until a boundary after it where the previous reading
     * had one too (the same state and the same text from there on); the statements before and
     * after are the previous ones (shifted by the edit's change of length after it). Error
     * recovery reads the document on every keystroke while it has an error, and a def being typed
     * is one: this keeps that to the statements around the edit.
     */
    static TdStatements of(String text, TdStatements previous) {
        Scan scan = new Scan(text);
        int from = 0;
        if (previous != null) {
            String old = previous.text;
            if (old.equals(text)) return previous;
            TextChange change = TextChange.between(old, text);
            int prefix = change.prefix(), suffix = change.suffix();
            int k = Arrays.binarySearch(previous.boundaries, prefix);
            k = k >= 0 ? k : -k - 2; // the last boundary at or before the prefix's end
            if (k >= 0) {
                from = previous.boundaries[k];
                for (Span sp : previous.spans) if (sp.end() <= from) scan.out.add(sp);
                for (int i = 0; i <= k; i++) scan.boundaries.add(previous.boundaries[i]);
            }
            scan.previous = previous;
            scan.delta = text.length() - old.length();
            scan.editEnd = text.length() - suffix;
        }
        return scan.run(from);
    }

    /** One reading of a text from a boundary on, with one token of lookahead. */
    private static final class Scan {
        final String text;
        final List<Span> out = new ArrayList<>();
        final List<Integer> boundaries = new ArrayList<>();
        TdStatements previous;
        int delta;
        int editEnd;
        private TdSignificantTokens.Lazy tokens;
        /** The index of the next token to read. */
        private int position;

        Scan(String text) {
            this.text = text;
        }

        /** The next token that is neither blank, comment nor directive; null at the end. */
        private TdEditorToken next() {
            return tokens.has(position) ? tokens.get(position++) : null;
        }

        private TdEditorToken peek() {
            return tokens.has(position) ? tokens.get(position) : null;
        }

        /**
         * A statement ended; a boundary when it is a top-level one and nothing is open (after its
         * {@code ;} or {@code }} the lexer is in its initial state: no directive or comment is
         * under way).
         */
        private void ended(Deque<Level> levels, Span span) {
            out.add(span);
            if (levels.size() == 1 && levels.peek().open == null && !span.cut()) boundaries.add(span.end());
        }

        /**
         * Whether reading can stop at the last boundary: past the edit, where the previous
         * reading had one (the rest of the text and the state are the same from there).
         */
        private boolean resynchronized() {
            if (previous == null || boundaries.isEmpty()) return false;
            int b = boundaries.get(boundaries.size() - 1);
            if (b < editEnd || Arrays.binarySearch(previous.boundaries, b - delta) < 0) return false;
            for (Span sp : previous.spans) {
                if (sp.start() >= b - delta) out.add(new Span(sp.start() + delta, sp.end() + delta, sp.keyword(), sp.name(), sp.cut()));
            }
            for (int o : previous.boundaries) if (o > b - delta) boundaries.add(o + delta);
            return true;
        }

        TdStatements run(int from) {
            tokens = TdSignificantTokens.from(text, from, TdEditorLexer.INITIAL);
            Deque<Level> levels = new ArrayDeque<>();
            levels.push(new Level(true));
            boolean stopped = false;
            for (TdEditorToken t = next(); t != null; t = next()) {
                Level top = levels.peek();
                if (levels.size() == 1 && top.open == null && resynchronized()) {
                    stopped = true;
                    break;
                }
                if (!top.statements) {
                    if (t.kind() == TdTokenKind.LBRACE) levels.push(new Level(false));
                    else if (t.kind() == TdTokenKind.RBRACE && levels.size() > 1) closeLevel(levels, t);
                    continue;
                }
                Open open = top.open;
                if (open != null && open.brackets == 0 && STATEMENT_KEYWORDS.contains(t.kind()) && !opensBody(open.last)) {
                    // a statement keyword in a header starts the next statement: the open one was cut
                    // short by a syntax error (`def A` then `def B ...;` on the next line), and blanking
                    // it must not take the next one with it
                    Span cut = new Span(open.start, t.start(), open.keyword, open.name, true);
                    top.open = open = null;
                    ended(levels, cut);
                }
                if (open == null) {
                    if (STATEMENT_KEYWORDS.contains(t.kind())) {
                        top.open = new Open(t.start(), t.kind());
                        TdEditorToken after = peek();
                        if (NAMING_KEYWORDS.contains(t.kind()) && after != null && after.kind() == TdTokenKind.ID) {
                            top.open.name = text.substring(after.start(), after.end());
                        }
                        top.open.last = t;
                    } else if (t.kind() == TdTokenKind.RBRACE && levels.size() > 1) {
                        closeLevel(levels, t);
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
                            top.open = null;
                            ended(levels, new Span(open.start, t.end(), open.keyword, open.name, false));
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
                            top.open = null;
                            out.add(new Span(open.start, t.start(), open.keyword, open.name, true));
                            closeLevel(levels, t);
                            continue;
                        }
                    }
                    default -> { }
                }
                open.last = t;
            }
            if (!stopped) {
                for (Level l : levels) if (l.open != null) out.add(new Span(l.open.start, text.length(), l.open.keyword, l.open.name, true));
            }
            int[] b = new int[boundaries.size()];
            for (int i = 0; i < b.length; i++) b[i] = boundaries.get(i);
            return new TdStatements(text, List.copyOf(out), b, tokens.lexed());
        }

        /**
         * Closes the innermost brace level at {@code brace}: the statement that opened it ends here,
         * unless an {@code else} follows the {@code }} of an {@code if}.
         */
        private void closeLevel(Deque<Level> levels, TdEditorToken brace) {
            levels.pop();
            Level outer = levels.peek();
            Open open = outer.open;
            if (open == null || !outer.statements) return;
            TdEditorToken after = peek();
            boolean elseFollows = after != null && after.kind() == TdTokenKind.ELSE;
            if (open.keyword == TdTokenKind.IF && elseFollows) return;
            // `def X { ... };` is allowed: the statement ends at the brace, the `;` is a statement of its own
            outer.open = null;
            ended(levels, new Span(open.start, brace.end(), open.keyword, open.name, false));
        }
    }

    /** Whether a statement may follow the token as part of the same statement ({@code foreach ... in def ...;}). */
    private static boolean opensBody(TdEditorToken last) {
        return last != null && (last.kind() == TdTokenKind.IN || last.kind() == TdTokenKind.THEN || last.kind() == TdTokenKind.ELSE);
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

    int[] boundaries() {
        return boundaries.clone();
    }

    int tokensRead() {
        return tokensRead;
    }
}
