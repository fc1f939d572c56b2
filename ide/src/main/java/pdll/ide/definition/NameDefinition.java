package pdll.ide.definition;

import java.util.Optional;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.SemanticSpans;
import pdll.ide.syntax.CoreConstraintAt;
import pdll.ide.text.FileSpan;
import pdll.sema.ast.AstWalk;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;

/**
 * Definitions whose target is the name at the cursor itself, where the reference answers so:
 * declarations without a source of their own. A core constraint ({@code Value}, {@code Op},
 * {@code Attr}, {@code Type}, {@code ValueRange}, {@code TypeRange}, also {@code Value<t>}: the
 * keyword); an attribute name in an operation's {@code {name = value}} (the name); a wildcard
 * variable {@code _} (the {@code _}); the {@code op} keyword of an operation matched without its
 * operands or results, whose implicit {@code _: ValueRange} / {@code _: TypeRange} variables are
 * declared there (the keyword; an operation with both lists, or in a rewrite, has none and answers
 * nothing).
 */
public final class NameDefinition {
    private NameDefinition() {}

    public static Optional<FileSpan> definition(Analysis a, int offset) {
        CoreConstraintAt.Found core = CoreConstraintAt.find(a.snapshot().tree(), offset);
        if (core != null) return Optional.of(span(a, core.keyword()));
        if (a.semantic() == null) return Optional.empty();
        TextRange[] hit = {null};
        for (Decl d : a.semantic().module().children()) {
            if (d.range() == null || !SemanticSpans.inDocument(a, d.range()) || !d.range().contains(offset)) continue;
            AstWalk.walk(d, n -> {
                if (hit[0] == null) hit[0] = nameAt(a, n, offset);
            });
        }
        return Optional.ofNullable(hit[0]).map(r -> span(a, r));
    }

    private static TextRange nameAt(Analysis a, Object n, int offset) {
        if (n instanceof Decl.NamedAttributeDecl attr && at(a, attr.nameRange(), offset)) return attr.nameRange().textRange();
        if (n instanceof Decl.VariableDecl v && "_".equals(v.name()) && at(a, v.nameRange(), offset)
                && v.nameRange().end() - v.nameRange().start() == 1) {
            return v.nameRange().textRange(); // written `_: Constraint` (an implicit one spans its whole operation)
        }
        if (n instanceof Expr.OperationExpr o && o.range() != null && hasImplicit(o)) {
            int start = o.range().start();
            TextRange keyword = new TextRange(start, start + 2);
            if (SemanticSpans.inDocument(a, o.range()) && keyword.touches(offset) && a.snapshot().text().startsWith("op", start)) return keyword;
        }
        return null;
    }

    private static boolean at(Analysis a, SourceRange r, int offset) {
        return r != null && SemanticSpans.inDocument(a, r) && r.contains(offset);
    }

    /** Whether the operation has the implicit operands or results a match without them declares (at the whole operation). */
    private static boolean hasImplicit(Expr.OperationExpr o) {
        for (Expr e : o.operands()) if (implicit(e, o)) return true;
        for (Expr e : o.resultTypes()) if (implicit(e, o)) return true;
        return false;
    }

    private static boolean implicit(Expr e, Expr.OperationExpr o) {
        return e instanceof Expr.DeclRefExpr ref && ref.decl() instanceof Decl.VariableDecl v && "_".equals(v.name())
                && o.range().equals(v.nameRange());
    }

    private static FileSpan span(Analysis a, TextRange r) {
        return new FileSpan(a.snapshot().spanPath(), a.snapshot().lines(), r);
    }
}
