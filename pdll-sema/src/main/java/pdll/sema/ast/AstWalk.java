package pdll.sema.ast;

import java.util.function.Consumer;

/**
 * Visits the nodes a declaration owns, parents first, each once: not into referenced
 * declarations (a {@code DeclRefExpr} to a variable defined elsewhere), but into inline
 * definitions (an inline variable's constraints, an inline Constraint's body).
 */
public final class AstWalk {
    private AstWalk() {}

    public static void walk(Node n, Consumer<Object> visit) {
        if (n == null) return;
        visit.accept(n);
        if (n instanceof Decl.CallableDecl c) {
            for (Decl.VariableDecl v : c.inputs()) walk(v, visit);
            for (Decl.VariableDecl v : c.results()) walk(v, visit);
            walk(c.body(), visit);
        } else if (n instanceof Decl.PatternDecl p) walk(p.body(), visit);
        else if (n instanceof Decl.VariableDecl v) {
            walk(v.init(), visit);
            for (ConstraintRef r : v.constraints()) {
                visit.accept(r);
                if (!(r.constraint() instanceof Decl.CallableDecl cd) || owns(r, cd)) walk(r.constraint(), visit);
            }
        } else if (n instanceof Decl.NamedAttributeDecl a) walk(a.value(), visit);
        else if (n instanceof Decl.AttrConstraintDecl a) walk(a.typeExpr(), visit);
        else if (n instanceof Decl.ValueConstraintDecl v) walk(v.typeExpr(), visit);
        else if (n instanceof Decl.ValueRangeConstraintDecl v) walk(v.typeExpr(), visit);
        else if (n instanceof Decl.OpConstraintDecl o) walk(o.opName(), visit);
        else if (n instanceof Stmt.CompoundStmt c) for (Stmt s : c.statements()) walk(s, visit);
        else if (n instanceof Stmt.LetStmt l) walk(l.variable(), visit);
        else if (n instanceof Stmt.EraseStmt e) walk(e.root(), visit);
        else if (n instanceof Stmt.ReplaceStmt r) {
            walk(r.root(), visit);
            for (Expr v : r.values()) walk(v, visit);
        } else if (n instanceof Stmt.RewriteStmt r) {
            walk(r.root(), visit);
            walk(r.body(), visit);
        } else if (n instanceof Stmt.ReturnStmt r) walk(r.value(), visit);
        else if (n instanceof Expr.CallExpr c) {
            walk(c.callee(), visit);
            for (Expr a : c.arguments()) walk(a, visit);
        } else if (n instanceof Expr.DeclRefExpr d) {
            if (definedHere(d)) walk(d.decl(), visit);
        } else if (n instanceof Expr.MemberAccessExpr m) walk(m.parent(), visit);
        else if (n instanceof Expr.OperationExpr o) {
            walk(o.name(), visit);
            for (Expr x : o.operands()) walk(x, visit);
            for (Expr x : o.resultTypes()) walk(x, visit);
            for (Decl.NamedAttributeDecl a : o.attributes()) walk(a, visit);
        } else if (n instanceof Expr.TupleExpr t) for (Expr x : t.elements()) walk(x, visit);
        else if (n instanceof Expr.RangeExpr r) for (Expr x : r.elements()) walk(x, visit);
    }

    /** A reference that is also the definition: an inline variable or an inline Constraint/Rewrite. */
    public static boolean definedHere(Expr.DeclRefExpr d) {
        Decl decl = d.decl();
        if (decl.range() == null || d.range() == null) return false;
        return decl.range().file().equals(d.range().file()) && decl.range().start() >= d.range().start()
                && decl.range().end() <= d.range().end();
    }

    private static boolean owns(ConstraintRef r, Decl.CallableDecl cd) {
        return cd.range() != null && r.range() != null && cd.range().start() == r.range().start()
                && cd.range().file().equals(r.range().file());
    }
}
