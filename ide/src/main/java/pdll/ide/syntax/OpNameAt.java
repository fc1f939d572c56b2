package pdll.ide.syntax;

import java.util.ArrayList;
import java.util.List;
import pdll.base.text.TextRange;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.Decl;
import pdll.syntax.tree.OpName;

/** The operation name ({@code dialect.name} inside {@code op<...>} or {@code Op<...>}) at an offset. */
public final class OpNameAt {
    private OpNameAt() {}

    public record Found(String name, TextRange range) {}

    public static Found find(SyntaxTree tree, int offset) {
        if (tree.topLevels().isEmpty()) return null;
        Found[] hit = {null};
        for (int k = Math.max(0, tree.topLevelAt(offset) - 1); k <= tree.topLevelAt(offset); k++) {
            TopLevel tl = tree.topLevels().get(k);
            int base = tl.offset();
            for (Decl d : tl.decls()) {
                Nodes.walk(d, n -> {
                    if (hit[0] == null && n instanceof OpName o && o.text() != null && !o.text().isEmpty()) {
                        TextRange r = nameOnly(tree.text(), base + o.span().start(), base + Math.max(o.span().start(), o.span().end()));
                        if (r.touches(offset)) hit[0] = new Found(o.text(), r);
                    }
                });
            }
        }
        return hit[0];
    }

    /** Every occurrence of the operation name {@code name} in the document, in source order. */
    public static List<TextRange> occurrences(SyntaxTree tree, String name) {
        List<TextRange> out = new ArrayList<>();
        for (TopLevel tl : tree.topLevels()) {
            int base = tl.offset();
            for (Decl d : tl.decls()) {
                Nodes.walk(d, n -> {
                    if (n instanceof OpName o && name.equals(o.text())) {
                        out.add(nameOnly(tree.text(), base + o.span().start(), base + Math.max(o.span().start(), o.span().end())));
                    }
                });
            }
        }
        return out;
    }

    /** The dotted name itself within the node's span (which may include blanks and the closing {@code >}). */
    private static TextRange nameOnly(String text, int start, int end) {
        end = Math.min(end, text.length());
        int s = start;
        while (s < end && Character.isWhitespace(text.charAt(s))) s++;
        int e = s;
        while (e < end && (Character.isLetterOrDigit(text.charAt(e)) || text.charAt(e) == '_' || text.charAt(e) == '.' || text.charAt(e) == '$')) e++;
        return new TextRange(s, Math.max(s, e));
    }
}
