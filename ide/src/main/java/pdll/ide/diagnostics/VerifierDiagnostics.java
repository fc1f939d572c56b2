package pdll.ide.diagnostics;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import pdll.base.diag.Severity;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.analysis.SemanticSpans;
import pdll.ide.split.Shift;
import pdll.ide.text.FileSpan;
import pdll.sema.ast.Decl;
import pdll.sema.ast.SourceRange;
import pdll.sema.codegen.PdlVerifier;
import pdll.sema.codegen.VerifierFailure;

/**
 * The PDL verifier's failures (what {@code mlir-pdll -x=mlir} reports as {@code 'pdl.x' op …}
 * after lowering) as diagnostics of one open document, code {@value #CODE}, at the PDLL the
 * rejected op was generated from. Like the compiler, only for a document without errors.
 *
 * <p>Incremental, so that a keystroke in a large file does not pay for lowering every pattern:
 * the patterns known to verify are carried from one analysis to the next through the semantic
 * analysis' reuse map (a pattern whose chunk was reused or relocated means what it meant, so it
 * still verifies); only the others are lowered, those that failed before first. A check runs for a
 * time budget and can be resumed ({@link #check}), so the caller can publish after a short first
 * step and finish later, or abandon it for a newer snapshot. Each pattern of the document is
 * checked on its own (a failure in every pattern is shown, the compiler shows the first); patterns
 * of included files are left to those files.
 *
 * <p>A document split at {@code // -----} is checked part by part ({@link Unit}), as the compiler
 * checks each part of a split input: a part with errors has no PDL, the others are verified.
 *
 * <p>Must never throw (a generator failure on an unexpected AST costs that pattern its check) and
 * never report anything for an analysis (a part) with errors. Not thread-safe beyond its own lock:
 * one instance per document, used by the analysis thread.
 */
public final class VerifierDiagnostics {
    public static final String CODE = "pdl-verifier";

    /**
     * A step of a check: whether every pattern has been checked, the failures found so far, and how
     * many patterns this step lowered (the cost; what incrementality saves).
     */
    public record Progress(boolean complete, List<IdeDiagnostic> diagnostics, int lowered) {}

    /**
     * What is checked: the document, or a part of a split one, with how its answers move into the
     * document, and whether it is clean (no errors shown: only then is it verified).
     */
    public record Unit(Analysis analysis, Shift shift, boolean clean) {}

    /** The analysis the state below describes. */
    private Analysis checked;
    /** Its patterns in the document, in order, and the unit of each. */
    private List<Decl.PatternDecl> patterns = List.of();
    private Map<Decl.PatternDecl, Unit> unitOf = new IdentityHashMap<>();
    private Set<Decl.PatternDecl> verified = identitySet();
    private Map<Decl.PatternDecl, VerifierFailure> failed = new IdentityHashMap<>();
    private final Deque<Decl.PatternDecl> todo = new ArrayDeque<>();

    /** {@link #check(Analysis, List, long, BooleanSupplier)} of a document that is not split, verified unless it has errors. */
    public synchronized Progress check(Analysis a, long budgetNanos, BooleanSupplier cancelled) {
        return check(a, a == checked ? null : List.of(new Unit(a, Shift.NONE, true)), budgetNanos, cancelled);
    }

    /**
     * Checks the patterns of {@code a}'s clean units (a unit whose semantic analysis has errors is
     * never verified) not known to verify, until done, {@code budgetNanos} have passed (at least one
     * pattern is checked) or {@code cancelled}; the next call for the same analysis goes on where
     * this one stopped ({@code units} null: those of that call). A negative budget checks none: the
     * state moves to {@code a} and the failures known so far are returned.
     */
    public synchronized Progress check(Analysis a, List<Unit> units, long budgetNanos, BooleanSupplier cancelled) {
        if (a != checked) adopt(a, units == null ? List.of() : units);
        if (budgetNanos < 0) return new Progress(todo.isEmpty(), diagnostics(), 0);
        long start = System.nanoTime();
        boolean first = true;
        int lowered = 0;
        while (!todo.isEmpty()) {
            if (!first && (cancelled.getAsBoolean() || System.nanoTime() - start > budgetNanos)) break;
            first = false;
            Decl.PatternDecl p = todo.poll();
            VerifierFailure f;
            lowered++;
            try {
                f = PdlVerifier.verify(unitOf.get(p).analysis().semantic(), p);
            } catch (RuntimeException | StackOverflowError e) {
                f = null; // the compiler would crash too; nothing to show, and no reason to retry
            }
            if (f == null) verified.add(p);
            else failed.put(p, f);
        }
        return new Progress(todo.isEmpty(), diagnostics(), lowered);
    }

    /**
     * Moves the state to a new analysis: what verified and is reused still does; the rest of the
     * clean units' patterns is to do (those of the others are only carried over).
     */
    private void adopt(Analysis a, List<Unit> units) {
        Map<Decl, Decl> moved = new IdentityHashMap<>();
        List<Decl.PatternDecl> all = new ArrayList<>();
        Map<Decl.PatternDecl, Unit> of = new IdentityHashMap<>();
        for (Unit u : units) {
            pdll.sema.analysis.Analysis sem = u.analysis().semantic();
            if (sem == null) continue;
            if (sem.reuse() != null) moved.putAll(sem.reuse().previousToThis());
            for (Decl.PatternDecl p : patterns(u.analysis(), sem)) {
                all.add(p);
                of.put(p, u);
            }
        }
        Set<Decl.PatternDecl> now = identitySet();
        now.addAll(all);
        Set<Decl.PatternDecl> stillVerified = identitySet();
        for (Decl.PatternDecl p : verified) {
            if (moved.getOrDefault(p, p) instanceof Decl.PatternDecl q && now.contains(q)) stillVerified.add(q);
        }
        Set<Decl.PatternDecl> wasFailing = identitySet();
        for (Decl.PatternDecl p : failed.keySet()) {
            if (moved.getOrDefault(p, p) instanceof Decl.PatternDecl q && now.contains(q)) wasFailing.add(q);
        }
        checked = a;
        patterns = all;
        unitOf = of;
        verified = stillVerified;
        failed = new IdentityHashMap<>();
        todo.clear();
        // what failed before first: a step that ends early then still shows it (no flicker)
        for (Decl.PatternDecl p : patterns) if (checkable(p) && wasFailing.contains(p)) todo.add(p);
        for (Decl.PatternDecl p : patterns) if (checkable(p) && !wasFailing.contains(p) && !verified.contains(p)) todo.add(p);
    }

    /** Whether a pattern's unit is verified: clean, and its semantic analysis without errors. */
    private boolean checkable(Decl.PatternDecl p) {
        Unit u = unitOf.get(p);
        return u.clean() && !u.analysis().semantic().hasErrors();
    }

    private static List<Decl.PatternDecl> patterns(Analysis a, pdll.sema.analysis.Analysis sem) {
        List<Decl.PatternDecl> out = new ArrayList<>();
        for (Decl d : sem.module().children()) {
            if (d instanceof Decl.PatternDecl p && SemanticSpans.inDocument(a, p.range())) out.add(p);
        }
        return out;
    }

    private List<IdeDiagnostic> diagnostics() {
        if (failed.isEmpty()) return List.of();
        List<IdeDiagnostic> out = new ArrayList<>();
        for (Decl.PatternDecl p : patterns) {
            VerifierFailure f = failed.get(p);
            Unit u = unitOf.get(p);
            if (f != null) out.add(u.shift().diagnostic(diagnostic(u.analysis(), p, f)));
        }
        return out;
    }

    /**
     * At the op's PDLL (the whole expression or name); a failure of the pattern itself at its head
     * ({@code Pattern Name}, where the compiler's location points); one generated from an included
     * file at the pattern's head, with the included place as related information.
     */
    private static IdeDiagnostic diagnostic(Analysis a, Decl.PatternDecl p, VerifierFailure f) {
        SourceRange r = f.range();
        List<IdeDiagnostic.Related> related = new ArrayList<>();
        TextRange range;
        if (r != null && !r.equals(p.range()) && SemanticSpans.inDocument(a, r)) {
            range = r.end() > r.start() ? r.textRange() : SyntaxDiagnostics.rangeAt(a.snapshot().tree(), r.start());
        } else {
            TextRange keyword = SyntaxDiagnostics.rangeAt(a.snapshot().tree(), p.range().start());
            range = p.nameRange() != null && SemanticSpans.inDocument(a, p.nameRange())
                    ? new TextRange(keyword.start(), Math.max(keyword.end(), p.nameRange().end())) : keyword;
            FileSpan at = r == null || r.equals(p.range()) ? null : SemanticSpans.of(a, r);
            if (at != null) related.add(new IdeDiagnostic.Related(at, "generated from here"));
        }
        return new IdeDiagnostic(range, Severity.ERROR, f.message(), related, CODE);
    }

    private static <T> Set<T> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }
}
