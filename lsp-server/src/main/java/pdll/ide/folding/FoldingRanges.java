package pdll.ide.folding;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import pdll.base.text.LineIndex;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.Decl;

/**
 * Folding from tokens: every bracket pair ({@code { }}, {@code ( )}, {@code [ ]}) and native code
 * block spanning lines, runs of two or more comment lines, and runs of consecutive
 * {@code #include}s. A region ends on the line before its closing bracket's line when that line
 * holds only the bracket, so the closing brace stays visible, as editors expect.
 */
public final class FoldingRanges {
    private FoldingRanges() {}

    public static List<FoldingRange> compute(SyntaxTree tree, LineIndex lines) {
        LinkedHashSet<FoldingRange> out = new LinkedHashSet<>();
        int commentStart = -1, commentEnd = -1;
        int includeStart = -1, includeEnd = -1;
        for (TopLevel tl : tree.topLevels()) {
            int base = tl.offset();
            List<Integer> open = new ArrayList<>();
            for (Token t : tl.tokens()) {
                int sl = lines.line(base + t.start());
                int el = lines.line(base + Math.max(t.start(), t.end() - 1));
                switch (t.kind()) {
                    case LBRACE, LPAREN, LSQUARE -> open.add(base + t.start());
                    case RBRACE, RPAREN, RSQUARE -> {
                        if (!open.isEmpty()) {
                            int from = lines.line(open.remove(open.size() - 1));
                            region(out, from, sl, lines, base + t.start());
                        }
                    }
                    case CODE_BLOCK -> region(out, sl, el + 1, lines, -1);
                    default -> { }
                }
                if (t.kind() == TokenKind.COMMENT || t.kind() == TokenKind.DOC_COMMENT) {
                    if (commentStart >= 0 && sl == commentEnd + 1) commentEnd = sl;
                    else {
                        if (commentStart >= 0 && commentEnd > commentStart) out.add(new FoldingRange(commentStart, commentEnd, FoldingRange.Kind.COMMENT));
                        commentStart = sl;
                        commentEnd = sl;
                    }
                }
            }
            for (Decl d : tl.decls()) {
                if (!(d instanceof Decl.Include inc)) continue;
                int l = lines.line(base + inc.span().start());
                if (includeStart >= 0 && (l == includeEnd + 1 || l == includeEnd)) includeEnd = l;
                else {
                    if (includeStart >= 0 && includeEnd > includeStart) out.add(new FoldingRange(includeStart, includeEnd, FoldingRange.Kind.IMPORTS));
                    includeStart = l;
                    includeEnd = l;
                }
            }
        }
        if (commentStart >= 0 && commentEnd > commentStart) out.add(new FoldingRange(commentStart, commentEnd, FoldingRange.Kind.COMMENT));
        if (includeStart >= 0 && includeEnd > includeStart) out.add(new FoldingRange(includeStart, includeEnd, FoldingRange.Kind.IMPORTS));
        List<FoldingRange> list = new ArrayList<>(out);
        list.sort(Comparator.comparingInt(FoldingRange::startLine).thenComparingInt(FoldingRange::endLine));
        return list;
    }

    /** A region from line {@code from} to the closing line {@code to} (exclusive when only the closer is there). */
    private static void region(LinkedHashSet<FoldingRange> out, int from, int to, LineIndex lines, int closer) {
        int end = to;
        if (closer >= 0) {
            String before = lines.text().substring(lines.lineStart(to), closer);
            if (before.isBlank()) end = to - 1;
        } else {
            end = to - 1;
        }
        if (end > from) out.add(new FoldingRange(from, end, FoldingRange.Kind.REGION));
    }
}
