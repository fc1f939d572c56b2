package pdll.ide.format;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import pdll.base.text.LineIndex;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;

/**
 * The formatted content of every line of a document, line for line with the original (the style
 * never joins or splits lines): the indentation, then the line's tokens with {@link Spacing}
 * between them. A line inside a multi-line token (a native code block) keeps its text and its line
 * break; the token's first and last lines keep their part of it verbatim. Decides, from the whole
 * document, which blank lines go. Computed for the whole document even when only a range is
 * formatted, so a range gets the same result as the whole. Never changes a token's text.
 */
final class LineLayout {
    final LineIndex lines;
    final String text;
    /** The document's line break: CRLF when any line ends so, else LF. */
    final String newline;
    /** The formatted content of each line, without its line break. */
    final String[] content;
    /** The line's break lies inside a token and must stay as written. */
    final boolean[] keepBreak;
    /** The line goes (leading, trailing or repeated blank line). */
    final boolean[] dropped;

    private LineLayout(String text) {
        this.text = text;
        this.lines = new LineIndex(text);
        int n = lines.lineCount();
        this.newline = text.contains("\r\n") ? "\r\n" : "\n";
        this.content = new String[n];
        this.keepBreak = new boolean[n];
        this.dropped = new boolean[n];
    }

    /** The layout, or null when the document has syntax errors (its brackets may not say what the author meant). */
    static LineLayout of(SyntaxTree tree) {
        if (tree.hasErrors()) return null;
        LineLayout l = new LineLayout(tree.text());
        l.build(tokens(tree));
        return l;
    }

    static List<FmtToken> tokens(SyntaxTree tree) {
        List<FmtToken> all = new ArrayList<>();
        for (TopLevel tl : tree.topLevels()) {
            for (Token t : tl.tokens()) {
                if (t.kind() == TokenKind.EOF) continue;
                String s = tree.text().substring(tl.offset() + t.start(), tl.offset() + t.end());
                if (t.kind().isTrivia()) s = s.stripTrailing();
                all.add(new FmtToken(t.kind(), tl.offset() + t.start(), tl.offset() + t.start() + s.length(), s));
            }
        }
        return all;
    }

    /** An open bracket whose next token has not been seen yet. */
    private static final int PENDING = -2;

    private void build(List<FmtToken> tokens) {
        int n = content.length;
        StringBuilder[] out = new StringBuilder[n];
        boolean[] covered = new boolean[n]; // some token text lies on the line
        Spacing spacing = new Spacing(tokens);
        // one entry per open bracket: the column its contents align to, -1 for none (indent by depth)
        ArrayDeque<int[]> open = new ArrayDeque<>();
        int line = -1; // the line the previous token ended on
        int lastCode = -1; // the previous token that is not a comment
        for (int i = 0; i < tokens.size(); i++) {
            FmtToken t = tokens.get(i);
            int first = lines.line(t.start());
            int last = lines.line(Math.max(t.start(), t.end() - 1));
            boolean closer = t.kind() == TokenKind.RBRACE || t.kind() == TokenKind.RPAREN || t.kind() == TokenKind.RSQUARE;
            if (first != line) {
                int indent;
                if (!closer && !open.isEmpty() && open.peek()[0] >= 0) indent = open.peek()[0];
                else indent = 2 * Math.max(0, open.size() - (closer ? 1 : 0)) + (closer ? 0 : continuation(tokens, spacing, lastCode));
                if (!open.isEmpty() && open.peek()[0] == PENDING) open.peek()[0] = -1;
                out[first] = new StringBuilder(" ".repeat(indent));
            } else {
                out[first].append(spacing.before(i, text.substring(tokens.get(i - 1).end(), t.start())));
                if (!open.isEmpty() && open.peek()[0] == PENDING) open.peek()[0] = t.kind().isTrivia() ? -1 : out[first].length();
            }
            covered[first] = true;
            if (first == last) {
                out[first].append(t.text());
            } else {
                // a native code block over several lines: its lines are the author's, break included
                out[first].append(text, t.start(), lines.lineEnd(first));
                keepBreak[first] = true;
                for (int k = first + 1; k < last; k++) {
                    out[k] = new StringBuilder(text.substring(lines.lineStart(k), lines.lineEnd(k)));
                    keepBreak[k] = true;
                    covered[k] = true;
                }
                out[last] = new StringBuilder(text.substring(lines.lineStart(last), t.end()));
                covered[last] = true;
            }
            line = last;
            if (!t.kind().isTrivia()) lastCode = i;
            switch (t.kind()) {
                case LPAREN, LSQUARE -> open.push(new int[] {first == last ? PENDING : -1});
                case LBRACE -> open.push(new int[] {spacing.attrDict(i) ? PENDING : -1});
                case RBRACE, RPAREN, RSQUARE -> open.poll();
                default -> { }
            }
        }
        finish(out, covered);
    }

    /**
     * The extra indentation of a line that continues a statement or declaration, after the
     * previous code token {@code prev}: two spaces for the body of a lambda after {@code =>} (it
     * reads like a block), four for any other continuation (as clang-format's LLVM style and
     * MLIR's samples write {@code op<a>(x)} / {@code {attr = v}} on two lines); none after
     * {@code ; { } ( [ ,} (a statement or list element starts; brackets indent by themselves),
     * an {@code #include} or at the start of the file.
     */
    private static int continuation(List<FmtToken> tokens, Spacing spacing, int prev) {
        if (prev < 0) return 0;
        FmtToken p = tokens.get(prev);
        return switch (p.kind()) {
            case SEMICOLON, LBRACE, LPAREN, LSQUARE, COMMA, DIRECTIVE -> 0;
            case RBRACE -> spacing.attrDict(prev) ? 4 : 0;
            case EQUAL_ARROW -> 2;
            case STRING -> prev > 0 && tokens.get(prev - 1).kind() == TokenKind.DIRECTIVE ? 0 : 4;
            default -> 4;
        };
    }

    private void finish(StringBuilder[] out, boolean[] covered) {
        int n = content.length;
        int firstContent = n, lastContent = -1;
        for (int k = 0; k < n; k++) {
            content[k] = out[k] == null ? "" : out[k].toString();
            if (covered[k]) {
                firstContent = Math.min(firstContent, k);
                lastContent = k;
            }
        }
        for (int k = 0; k < n; k++) {
            dropped[k] = !covered[k] && (k < firstContent || k > lastContent || !covered[k - 1]);
        }
    }
}
