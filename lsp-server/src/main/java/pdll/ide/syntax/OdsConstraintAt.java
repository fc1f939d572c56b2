package pdll.ide.syntax;

import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Include;
import pdll.ide.text.TextRange;
import pdll.sema.ods.ImportedConstraint;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.Constraint;
import pdll.syntax.tree.Decl;
import pdll.syntax.tree.Expr;
import pdll.syntax.tree.Name;

/**
 * A constraint name at an offset (in a constraint position, or called) that refers to a native
 * constraint an ODS import declares ({@code I32}, {@code AnyInteger}, an {@code OpInterface}):
 * found by name among the ODS declarations when no top-level {@code Constraint} or {@code Rewrite}
 * of the document or its included {@code .pdll} files has that name (those shadow ODS ones, and
 * are the semantic model's business).
 */
public final class OdsConstraintAt {
    private OdsConstraintAt() {}

    public record Found(ImportedConstraint constraint, TextRange range) {}

    public static Found find(Analysis a, int offset) {
        SyntaxTree tree = a.snapshot().tree();
        if (tree.topLevels().isEmpty()) return null;
        TopLevel tl = tree.topLevels().get(tree.topLevelAt(offset));
        int base = tl.offset();
        Name[] hit = {null};
        for (Decl d : tl.decls()) {
            Nodes.walk(d, n -> {
                Name name = null;
                if (n instanceof Constraint.Named c) name = c.name();
                else if (n instanceof Expr.Call c && c.callee() instanceof Expr.Ref r) name = r.name();
                if (name == null || name.text() == null || hit[0] != null) return;
                if (new TextRange(base + name.span().start(), base + Math.max(name.span().start(), name.span().end())).touches(offset)) hit[0] = name;
            });
        }
        if (hit[0] == null || declaredInPdll(a, hit[0].text())) return null;
        for (ImportedConstraint c : a.ods().constraintDecls()) {
            if (c.name().equals(hit[0].text())) {
                return new Found(c, new TextRange(base + hit[0].span().start(), base + Math.max(hit[0].span().start(), hit[0].span().end())));
            }
        }
        return null;
    }

    private static boolean declaredInPdll(Analysis a, String name) {
        if (declares(a.snapshot().tree(), name)) return true;
        for (Include inc : a.includes()) if (inc.pdll() != null && declares(inc.pdll(), name)) return true;
        return false;
    }

    private static boolean declares(SyntaxTree t, String name) {
        for (Decl d : t.declarations()) {
            if (d instanceof Decl.Callable c && c.name() != null && name.equals(c.name().text())) return true;
        }
        return false;
    }
}
