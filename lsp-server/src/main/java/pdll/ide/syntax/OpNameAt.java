package pdll.ide.syntax;

import pdll.ide.text.TextRange;
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
                        TextRange r = new TextRange(base + o.span().start(), base + Math.max(o.span().start(), o.span().end()));
                        if (r.touches(offset)) hit[0] = new Found(o.text(), r);
                    }
                });
            }
        }
        return hit[0];
    }
}
