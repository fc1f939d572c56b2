package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.sema.ast.Stmt;
import pdll.sema.diag.SemaDiagnostic;

/**
 * Copies what one chunk produced into the coordinates and the declarations of a new run: every
 * node of the chunk is copied once (a node referenced twice stays one node) with its ranges
 * shifted by the distance the chunk moved; a declaration of another chunk (reached through a
 * reference) becomes the declaration the new run has for it ({@code moved}, shared by the whole
 * run); a diagnostic range outside the chunk (a note at another declaration) is mapped through
 * that file's {@link Reuse.Alignment}. Anything it cannot place throws {@link Unplaceable}, and
 * the chunk is analysed again instead.
 */
final class Relocator {
    /** Thrown when something cannot be relocated with certainty. */
    static final class Unplaceable extends RuntimeException {
        Unplaceable() {
            super(null, null, false, false);
        }
    }

    private static final Unplaceable UNPLACEABLE = new Unplaceable();

    private final String file;
    private final int start;
    private final int end;
    private final int delta;
    /** Old declaration of an earlier chunk → the new run's declaration for it. */
    private final Map<Decl, Decl> moved;
    private final Map<String, Reuse.Alignment> alignments;
    private final Map<Object, Object> copies;

    /** @param copies a scratch map (cleared here), shared by the chunks of a run to spare allocations */
    Relocator(String file, int start, int end, int delta, Map<Decl, Decl> moved, Map<String, Reuse.Alignment> alignments,
              IdentityHashMap<Object, Object> copies) {
        copies.clear();
        this.copies = copies;
        this.file = file;
        this.start = start;
        this.end = end;
        this.delta = delta;
        this.moved = moved;
        this.alignments = alignments;
    }

    // ---- ranges ---------------------------------------------------------------------------------

    private boolean inside(SourceRange r) {
        return r.start() >= start && r.end() <= end && r.file().equals(file);
    }

    /** A range of the chunk's own nodes. */
    SourceRange own(SourceRange r) {
        if (r == null || !inside(r)) throw UNPLACEABLE;
        return r.shifted(delta);
    }

    /** A range a diagnostic points at: the chunk's own, or one of another chunk's declarations. */
    SourceRange anywhere(SourceRange r) {
        if (r == null) return null;
        if (inside(r)) return own(r);
        Reuse.Alignment a = alignments.get(r.file());
        Integer shift = a == null ? null : a.shift(r.start(), r.end());
        if (shift == null) throw UNPLACEABLE;
        return r.shifted(shift);
    }

    private SemaDiagnostic diagnostic(SemaDiagnostic d) {
        return d.withRanges(this::anywhere);
    }

    private Analysis.Use use(Analysis.Use u) {
        return new Analysis.Use(own(u.at()), decl(u.decl()));
    }

    // ---- nodes ----------------------------------------------------------------------------------

    /** What the chunk produced, in the new run's coordinates and declarations. */
    ChunkRecord.Writes writes(ChunkRecord.Writes w) {
        return new ChunkRecord.Writes(each(w.decls(), this::decl), w.defNames(), each(w.defDecls(), this::decl),
                each(w.diagnostics(), this::diagnostic), each(w.uses(), this::use), w.anonUsed());
    }

    private static <T> List<T> each(List<T> xs, UnaryOperator<T> copy) {
        if (xs.isEmpty()) return List.of();
        List<T> out = new ArrayList<>(xs.size());
        for (T x : xs) out.add(copy.apply(x));
        return out;
    }

    private List<Expr> exprs(List<Expr> xs) {
        return each(xs, this::expr);
    }

    private ConstraintRef ref(ConstraintRef r) {
        return new ConstraintRef(decl(r.constraint()), r.range() == null ? null : own(r.range()));
    }

    private Decl.VariableDecl var(Decl.VariableDecl v) {
        return (Decl.VariableDecl) decl(v);
    }

    private Decl.NamedAttributeDecl attr(Decl.NamedAttributeDecl a) {
        return (Decl.NamedAttributeDecl) decl(a);
    }

    Decl decl(Decl d) {
        if (d == null) return null;
        SourceRange r = d.range();
        if (r == null || !inside(r)) {
            // another chunk's declaration (or an ODS one): the run has its counterpart, or the chunk cannot be reused
            Decl m = moved.get(d);
            if (m == null) throw UNPLACEABLE;
            return m;
        }
        Object c = copies.get(d);
        if (c != null) return (Decl) c;
        Decl out = copyDecl(d);
        copies.put(d, out);
        return out;
    }

    private Decl copyDecl(Decl d) {
        SourceRange range = own(d.range());
        if (d instanceof Decl.VariableDecl v) {
            return new Decl.VariableDecl(v.name(), own(v.nameRange()), v.type(), v.init() == null ? null : expr(v.init()),
                    each(v.constraints(), this::ref), range);
        }
        if (d instanceof Decl.CallableDecl c) {
            if (c.ods() != null) throw UNPLACEABLE;
            return new Decl.CallableDecl(c.rewrite(), c.name(), own(c.nameRange()), each(c.inputs(), this::var), each(c.results(), this::var),
                    c.resultType(), c.code(), c.body() == null ? null : (Stmt.CompoundStmt) stmt(c.body()), null, range);
        }
        if (d instanceof Decl.PatternDecl p) {
            return new Decl.PatternDecl(p.name(), p.nameRange() == null ? null : own(p.nameRange()), p.benefit(),
                    p.recursion(), (Stmt.CompoundStmt) stmt(p.body()), range);
        }
        if (d instanceof Decl.NamedAttributeDecl a) return new Decl.NamedAttributeDecl(a.name(), own(a.nameRange()), expr(a.value()), range);
        if (d instanceof Decl.OpNameDecl o) return new Decl.OpNameDecl(o.name(), range);
        if (d instanceof Decl.AttrConstraintDecl a) return new Decl.AttrConstraintDecl(a.typeExpr() == null ? null : expr(a.typeExpr()), range);
        if (d instanceof Decl.OpConstraintDecl o) return new Decl.OpConstraintDecl((Decl.OpNameDecl) decl(o.opName()), range);
        if (d instanceof Decl.TypeConstraintDecl) return new Decl.TypeConstraintDecl(range);
        if (d instanceof Decl.TypeRangeConstraintDecl) return new Decl.TypeRangeConstraintDecl(range);
        if (d instanceof Decl.ValueConstraintDecl v) return new Decl.ValueConstraintDecl(v.typeExpr() == null ? null : expr(v.typeExpr()), range);
        if (d instanceof Decl.ValueRangeConstraintDecl v) {
            return new Decl.ValueRangeConstraintDecl(v.typeExpr() == null ? null : expr(v.typeExpr()), range);
        }
        throw UNPLACEABLE;
    }

    Stmt stmt(Stmt st) {
        if (st == null) return null;
        if (st instanceof Expr e) return expr(e);
        Object c = copies.get(st);
        if (c != null) return (Stmt) c;
        SourceRange range = own(st.range());
        Stmt out;
        if (st instanceof Stmt.CompoundStmt s) out = new Stmt.CompoundStmt(each(s.statements(), this::stmt), range);
        else if (st instanceof Stmt.LetStmt s) out = new Stmt.LetStmt((Decl.VariableDecl) decl(s.variable()), range);
        else if (st instanceof Stmt.EraseStmt s) out = new Stmt.EraseStmt(expr(s.root()), range);
        else if (st instanceof Stmt.ReplaceStmt s) out = new Stmt.ReplaceStmt(expr(s.root()), exprs(s.values()), range);
        else if (st instanceof Stmt.RewriteStmt s) {
            out = new Stmt.RewriteStmt(expr(s.root()), (Stmt.CompoundStmt) stmt(s.body()), range);
        } else if (st instanceof Stmt.ReturnStmt s) out = new Stmt.ReturnStmt(expr(s.value()), range);
        else throw UNPLACEABLE;
        copies.put(st, out);
        return out;
    }

    Expr expr(Expr e) {
        if (e == null) return null;
        Object c = copies.get(e);
        if (c != null) return (Expr) c;
        SourceRange range = own(e.range());
        Expr out;
        if (e instanceof Expr.AttributeExpr a) out = new Expr.AttributeExpr(a.value(), range);
        else if (e instanceof Expr.TypeExpr t) out = new Expr.TypeExpr(t.value(), range);
        else if (e instanceof Expr.CallExpr x) {
            out = new Expr.CallExpr(expr(x.callee()), exprs(x.arguments()), x.type(), x.negated(), range);
        } else if (e instanceof Expr.DeclRefExpr x) out = new Expr.DeclRefExpr(decl(x.decl()), x.type(), range);
        else if (e instanceof Expr.MemberAccessExpr x) out = new Expr.MemberAccessExpr(expr(x.parent()), x.member(), x.type(), range);
        else if (e instanceof Expr.OperationExpr x) {
            out = new Expr.OperationExpr((Decl.OpNameDecl) decl(x.name()), each(x.operands(), this::expr),
                    each(x.resultTypes(), this::expr), each(x.attributes(), this::attr), x.type(), range);
        } else if (e instanceof Expr.RangeExpr x) out = new Expr.RangeExpr(exprs(x.elements()), x.type(), range);
        else if (e instanceof Expr.TupleExpr x) out = new Expr.TupleExpr(exprs(x.elements()), x.names(), x.type(), range);
        else if (e instanceof Expr.ErrorExpr) out = new Expr.ErrorExpr(range);
        else throw UNPLACEABLE;
        copies.put(e, out);
        return out;
    }
}
