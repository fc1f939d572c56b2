package pdll.ide.hover;

import java.util.Optional;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.syntax.Nodes;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.Constraint;
import pdll.syntax.tree.Decl;

/**
 * Hover on a core constraint keyword ({@code Value}, {@code Op<arith.addi>}, ...) where it is used as
 * a constraint: the reference's {@code **Constraint**: `Value`} (with the op name for {@code Op<…>}),
 * over the keyword.
 */
public final class CoreConstraintHover {
    private CoreConstraintHover() {}

    public static Optional<HoverInfo> hover(Analysis a, int offset) {
        SyntaxTree tree = a.snapshot().tree();
        if (tree.topLevels().isEmpty()) return Optional.empty();
        TopLevel tl = tree.topLevels().get(tree.topLevelAt(offset));
        int base = tl.offset();
        HoverInfo[] hit = {null};
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
                if (!r.contains(offset) || !a.snapshot().text().startsWith(kw, start)) return;
                String shown = b.kind() == Constraint.Core.OP && b.opName() != null && b.opName().text() != null && !b.opName().text().isEmpty()
                        ? "Op<" + b.opName().text() + ">" : kw;
                hit[0] = new HoverInfo(r, "**Constraint**: `" + shown + "`\n");
            });
        }
        return Optional.ofNullable(hit[0]);
    }
}
