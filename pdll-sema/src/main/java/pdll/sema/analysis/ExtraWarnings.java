package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.sema.ast.Stmt;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.diag.Severity;
import pdll.sema.diag.Where;
import pdll.sema.ods.OdsOperation;
import pdll.sema.ods.OdsValue;
import pdll.sema.types.PdllType;

/**
 * Our warnings beyond the reference's, each with a stable code (so that editors and flags can
 * name them). They look at finished patterns only and never change the model.
 * <ul>
 * <li>{@code unused-variable}: a {@code let} variable nothing refers to;
 * <li>{@code unbound-variable}: a {@code let} variable without initializer that the match section
 *     never uses, so PDL will reject it ("expected a bindable user");
 * <li>{@code ods-count-mismatch}: a match on an ODS operation with one {@code Value} (or
 *     {@code Type}) for all operands (results) while the operation has a different fixed number.
 * </ul>
 */
final class ExtraWarnings {
    private final Session s;
    private final Set<Decl> used = Collections.newSetFromMap(new IdentityHashMap<>());

    private ExtraWarnings(Session s) {
        this.s = s;
        for (Analysis.Use u : s.uses) if (!u.at().equals(Session.nameRange(u.decl()))) used.add(u.decl());
    }

    static void check(List<Decl> decls, Session s) {
        ExtraWarnings w = new ExtraWarnings(s);
        for (Decl d : decls) if (d instanceof Decl.PatternDecl p && p.range() != null) w.pattern(p);
    }

    private void pattern(Decl.PatternDecl p) {
        SourceRange rewriteStart = null;
        for (Stmt st : p.body().statements()) {
            if (st instanceof Stmt.RewriteStmt r) rewriteStart = r.body().range();
            if (st instanceof Stmt.ReplaceStmt r && !r.values().isEmpty()) rewriteStart = r.values().get(0).range();
        }
        List<Stmt> all = new ArrayList<>();
        collect(p.body(), all);
        for (Stmt st : all) {
            if (st instanceof Stmt.LetStmt l) {
                Decl.VariableDecl v = l.variable();
                if (v.name().startsWith("_")) continue;
                if (!used.contains(v)) {
                    warn(v.nameRange(), "unused-variable", "variable `" + v.name() + "` is never used");
                } else if (v.init() == null && rewriteStart != null && v.range().start() < rewriteStart.start()
                        && !usedBefore(v, rewriteStart.start())) {
                    warn(v.nameRange(), "unbound-variable", "variable `" + v.name()
                            + "` is not used in the match section, so the pattern cannot bind it");
                }
            }
            if (st instanceof Expr.OperationExpr o && o.range().start() < (rewriteStart == null ? Integer.MAX_VALUE
                    : rewriteStart.start())) countMismatch(o);
        }
    }

    private boolean usedBefore(Decl.VariableDecl v, int offset) {
        for (Analysis.Use u : s.uses) {
            if (u.decl() == v && !u.at().equals(v.nameRange()) && u.at().start() < offset) return true;
        }
        return false;
    }

    private void countMismatch(Expr.OperationExpr o) {
        OdsOperation ods = o.name().name() == null ? null : s.ods.lookupOperation(o.name().name());
        if (ods == null) return;
        check(o, o.operands(), ods.operands(), PdllType.VALUE, "operand");
        check(o, o.resultTypes(), ods.results(), PdllType.TYPE, "result");
    }

    private void check(Expr.OperationExpr o, List<Expr> values, List<OdsValue> groups, PdllType single, String what) {
        if (values.size() != 1 || !values.get(0).type().equals(single)) return;
        boolean variable = groups.stream().anyMatch(g -> g.kind() != OdsValue.VariableLength.SINGLE);
        if (variable || groups.size() == 1) return;
        warn(values.get(0).range(), "ods-count-mismatch", "this match can never succeed: `" + o.name().name()
                + "` has " + groups.size() + " " + what + "s, but a single " + single + " stands for all of them");
    }

    private void warn(SourceRange at, String code, String message) {
        s.report(new SemaDiagnostic(Severity.WARNING, Where.of(at), message + " [" + code + "]", List.of(), code));
    }

    /** Every statement and expression of the pattern (inline definitions included), parents first. */
    private static void collect(Stmt st, List<Stmt> out) {
        pdll.sema.ast.AstWalk.walk(st, n -> {
            if (n instanceof Stmt s) out.add(s);
        });
    }
}
