package pdll.ide.inlay;

import java.util.ArrayList;
import java.util.List;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.SemanticSpans;
import pdll.ide.answer.InlayHint;
import pdll.sema.ast.AstWalk;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.Stmt;
import pdll.sema.query.SemanticModel;
import pdll.sema.types.PdllType;

/**
 * The reference's semantic inlay hints: {@code : Type} after a {@code let} name without
 * constraints whose initializer is not an operation, and {@code param:} before each argument of a
 * Constraint or Rewrite call (unless the argument is a reference to a name equal to the parameter).
 * Unlike the reference, also for declarations of a file with errors elsewhere.
 */
public final class SemanticInlayHints {
    private SemanticInlayHints() {}

    public static List<InlayHint> compute(Analysis a, TextRange range) {
        List<InlayHint> out = new ArrayList<>();
        if (a.semantic() == null) return out;
        for (Decl top : a.semantic().module().children()) {
            if (top.range() == null || !SemanticSpans.inDocument(a, top.range())) continue;
            if (top.range().end() < range.start() || top.range().start() > range.end()) continue;
            AstWalk.walk(top, n -> {
                if (n instanceof Stmt.LetStmt l) {
                    Decl.VariableDecl v = l.variable();
                    if (v.constraints().isEmpty() && v.init() != null && !(v.init() instanceof Expr.OperationExpr)
                            && v.type() != PdllType.ERROR && in(range, v.nameRange().end())) {
                        out.add(new InlayHint(v.nameRange().end(), ": " + v.type(), InlayHint.Kind.TYPE));
                    }
                } else if (n instanceof Expr.CallExpr c && c.callee() instanceof Expr.DeclRefExpr ref
                        && ref.decl() instanceof Decl.CallableDecl cd && !cd.name().startsWith("<")) {
                    for (int i = 0; i < Math.min(c.arguments().size(), cd.inputs().size()); i++) {
                        Expr arg = c.arguments().get(i);
                        String param = cd.inputs().get(i).name();
                        Expr written = arg instanceof Expr.MemberAccessExpr m && m.member().equals("$results") ? m.parent() : arg;
                        if (written instanceof Expr.DeclRefExpr r && SemanticModel.nameOf(r.decl()) != null
                                && param.equals(SemanticModel.nameOf(r.decl()))) continue;
                        if (written.range() != null && in(range, written.range().start())) {
                            out.add(new InlayHint(written.range().start(), param + ":", InlayHint.Kind.PARAMETER));
                        }
                    }
                }
            });
        }
        return out;
    }

    private static boolean in(TextRange r, int offset) {
        return offset >= r.start() && offset <= r.end();
    }
}
