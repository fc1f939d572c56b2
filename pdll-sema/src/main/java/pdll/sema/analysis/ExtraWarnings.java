package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.base.diag.Severity;
import pdll.sema.ast.AstWalk;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.RangeIndex;
import pdll.sema.ast.SourceRange;
import pdll.sema.ast.Stmt;
import pdll.sema.diag.SemaDiagnostic;
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
    /** Where each variable is referred to (its name included): {@link #usedBefore} looks at one variable's uses only. */
    private final Map<Decl, List<SourceRange>> usesOf = new IdentityHashMap<>();

    /**
     * Collects the uses inside the given patterns only: their variables are used nowhere else. One
     * pass over the file's uses, each placed among the patterns by binary search: a scan of every
     * pattern per use, as before, made a cold server's first analysis of 1,000 patterns spend most
     * of its time here.
     */
    private ExtraWarnings(Session s, List<Decl.PatternDecl> patterns) {
        this.s = s;
        PatternSpans spans = new PatternSpans(patterns);
        for (Analysis.Use u : s.uses) {
            if (!(u.decl() instanceof Decl.VariableDecl)) continue;
            usesOf.computeIfAbsent(u.decl(), k -> new ArrayList<>()).add(u.at());
            if (spans.holds(u.at()) && !u.at().equals(Session.nameRange(u.decl()))) used.add(u.decl());
        }
    }

    /** The ranges of the patterns checked: whether a use lies in one of them ({@link RangeIndex}). */
    private static final class PatternSpans {
        private final RangeIndex ranges;

        PatternSpans(List<Decl.PatternDecl> patterns) {
            List<SourceRange> rs = new ArrayList<>(patterns.size());
            for (Decl.PatternDecl p : patterns) rs.add(p.range());
            ranges = RangeIndex.of(rs);
        }

        /** Whether {@code at} starts inside one of the patterns (their ends included). */
        boolean holds(SourceRange at) {
            return ranges.holds(at.file(), at.start());
        }
    }

    /**
     * The warnings of every pattern, reusing the previous run's for a pattern whose chunk was
     * reused or relocated: they depend only on the pattern (its variables are used only inside it)
     * and on the ODS operations it looked up, which reuse guarantees unchanged, so they are the
     * previous ones, shifted when the chunk moved. Re-analysing a 1,000-pattern file after a
     * keystroke then checks one pattern instead of all of them.
     *
     * @param previous the previous run's warnings by pattern
     * @param moved the previous run's module declarations → this run's (see {@code Reuse.moved})
     * @param out receives this run's warnings by pattern (for the next run)
     */
    static void check(List<Decl> decls, Session s, Map<Decl, List<SemaDiagnostic>> previous, Map<Decl, Decl> moved,
                      Map<Decl, List<SemaDiagnostic>> out) {
        Map<Decl, Decl> back = new IdentityHashMap<>(moved.size());
        if (!previous.isEmpty()) moved.forEach((old, now) -> back.put(now, old));
        Map<Decl, List<SemaDiagnostic>> kept = new IdentityHashMap<>();
        List<Decl.PatternDecl> fresh = new ArrayList<>();
        for (Decl d : decls) {
            if (!(d instanceof Decl.PatternDecl p) || p.range() == null) continue;
            Decl old = back.get(p);
            List<SemaDiagnostic> was = old == null ? null : previous.get(old);
            if (was != null && old instanceof Decl.PatternDecl op && op.range() != null && op.range().file().equals(p.range().file())) {
                kept.put(p, shifted(was, p.range().start() - op.range().start()));
            } else {
                fresh.add(p);
            }
        }
        ExtraWarnings w = fresh.isEmpty() ? null : new ExtraWarnings(s, fresh);
        for (Decl d : decls) {
            if (!(d instanceof Decl.PatternDecl p) || p.range() == null) continue;
            List<SemaDiagnostic> now = kept.get(p);
            if (now == null) {
                int mark = s.diagnostics.size();
                w.pattern(p);
                now = List.copyOf(s.diagnostics.subList(mark, s.diagnostics.size()));
                s.diagnostics.subList(mark, s.diagnostics.size()).clear();
            }
            for (SemaDiagnostic x : now) s.report(x);
            out.put(p, now);
        }
    }

    private static List<SemaDiagnostic> shifted(List<SemaDiagnostic> ds, int delta) {
        if (delta == 0) return ds;
        return ds.stream().map(d -> d.withRanges(r -> r.shifted(delta))).toList();
    }

    private void pattern(Decl.PatternDecl p) {
        SourceRange rewriteStart = null;
        for (Stmt st : p.body().statements()) {
            if (st instanceof Stmt.RewriteStmt r) rewriteStart = r.body().range();
            if (st instanceof Stmt.ReplaceStmt r && !r.values().isEmpty()) rewriteStart = r.values().get(0).range();
        }
        // every statement and expression of the pattern (inline definitions included), parents first
        List<Stmt> all = new ArrayList<>();
        AstWalk.walk(p.body(), n -> {
            if (n instanceof Stmt st) all.add(st);
        });
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
        for (SourceRange at : usesOf.getOrDefault(v, List.of())) {
            if (!at.equals(v.nameRange()) && at.start() < offset) return true;
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
}
