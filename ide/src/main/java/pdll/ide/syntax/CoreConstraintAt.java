package pdll.ide.syntax;

import pdll.base.text.TextRange;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.Constraint;
import pdll.syntax.tree.Decl;

/**
 * The core constraint keyword ({@code Value}, {@code Op<arith.addi>}, ...) at an offset, where it
 * is used as a constraint: its keyword's range and how the reference names it ({@code Op<name>}
 * with the op name).
 */
public final class CoreConstraintAt {
    private CoreConstraintAt() {}

    public record Found(TextRange keyword, String shown) {}

    /** The keyword at the offset, null elsewhere. */
    public static Found find(SyntaxTree tree, int offset) {
        if (tree.topLevels().isEmpty()) return null;
        TopLevel tl = tree.topLevels().get(tree.topLevelAt(offset));
        int base = tl.offset();
        String text = tree.text();
        Found[] hit = {null};
        for (Decl d : tl.decls()) {
            Nodes.walk(d, n -> {
                if (hit[0] != null || !(n instanceof Constraint.Builtin b)) return;
                String kw = switch (b.kind()) {
                    case ATTR -> "Attr";
                    case OP -> "Op";
                    case TYPE -> "Type";
                    case TYPE_RANGE -> "TypeRange";
                    case VALUE -> "Value";
                    case VALUE_RANGE -> "ValueRange";
                };
                int start = base + b.span().start();
                TextRange r = new TextRange(start, start + kw.length());
                if (!r.contains(offset) || !text.startsWith(kw, start)) return;
                String shown = b.kind() == Constraint.Core.OP && b.opName() != null && b.opName().text() != null && !b.opName().text().isEmpty()
                        ? "Op<" + b.opName().text() + ">" : kw;
                hit[0] = new Found(r, shown);
            });
        }
        return hit[0];
    }
}
