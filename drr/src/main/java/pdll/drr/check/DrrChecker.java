package pdll.drr.check;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import pdll.tablegen.Evaluation;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.Value;
import pdll.tablegen.source.SourceFile;

/**
 * Checks the DRR patterns of an evaluated TableGen file as {@code mlir-tblgen -gen-rewriters}
 * does when it compiles them, so that its errors show while the file is edited: the first error
 * returned is the one the reference stops at (same message, same place), when it is in a pattern
 * of the file itself. The reference stops at its first error; this goes on with the next pattern
 * (one error per pattern), and also reports, after the errors, what the reference lets through
 * into C++ that does not compile (warnings) or misbehaves.
 *
 * <p>Order, as the reference goes: every pattern's source must be a dag; then every leaf of every
 * source pattern must be a constraint; then the subtrees several source patterns share, each on
 * its own; then each pattern by name (numbers in names compared as numbers): its root op, the ops
 * of its results, its benefit, its source symbols, its source match, its additional constraints,
 * its result patterns.
 *
 * <p>Only the file's own Pattern records are checked (those of its includes are other files'),
 * so the cost is that of walking its patterns. Never throws: a record it cannot make sense of
 * gives nothing.
 */
public final class DrrChecker {
    private DrrChecker() {}

    /** The diagnostics of the patterns {@code file} defines itself ({@code ev} its evaluation). */
    public static List<DrrDiagnostic> check(Evaluation ev, Path file) {
        if (ev.records() == null) return List.of();
        Path main = file.toAbsolutePath().normalize();
        Map<SourceFile, Path> paths = ev.inputs().pathsBySource();
        Map<SourceFile, Boolean> own = new HashMap<>();
        return check(ev.records(), r -> r.loc().isKnown() && own.computeIfAbsent(r.loc().file(), f -> {
            Path p = paths.get(f);
            return p != null && p.toAbsolutePath().normalize().equals(main);
        }));
    }

    /** The diagnostics of the Pattern records {@code own} accepts. */
    public static List<DrrDiagnostic> check(RecordKeeper records, Predicate<Record> own) {
        try {
            return new Run(records, own).run();
        } catch (RuntimeException | StackOverflowError e) {
            return List.of(); // a record beyond what the checks understand: no guess
        }
    }

    private static final class Run {
        private final RecordKeeper records;
        private final Predicate<Record> own;
        private final Map<Record, OpSignature> ops = new HashMap<>();
        private final List<DrrDiagnostic> errors = new ArrayList<>();
        private final List<DrrDiagnostic> soft = new ArrayList<>();
        private final Set<String> seen = new HashSet<>();
        /** patterns that have their error: one per pattern, as the reference stops at a pattern's first */
        private final Set<Record> failed = new HashSet<>();

        Run(RecordKeeper records, Predicate<Record> own) {
            this.records = records;
            this.own = own;
        }

        List<DrrDiagnostic> run() {
            List<Record> patterns = records.derivedDefinitions("Pattern");
            Map<Record, Value.Dag> sources = new LinkedHashMap<>();
            for (Record p : patterns) {
                Value.Dag source = p.dagValue("sourcePattern");
                if (source != null) sources.put(p, source);
                else if (own.test(p)) add(DrrDiagnostic.error(p.loc(), noDag(p, "sourcePattern")));
            }
            for (Map.Entry<Record, Value.Dag> e : sources.entrySet()) {
                if (!own.test(e.getKey())) continue;
                Value bad = badLeaf(e.getValue());
                if (bad != null) {
                    add(badLeafDiagnostic(e.getKey(), bad));
                    failed.add(e.getKey());
                }
            }
            SharedSubtrees shared = sharedSubtrees(sources);
            for (Map.Entry<Value.Dag, Record> e : shared.owners.entrySet()) {
                if (!own.test(e.getValue()) || failed.contains(e.getValue())) continue;
                PatternContext cx = new PatternContext(e.getValue(), ops, shared.dags());
                checked(cx, () -> {
                    PatternNode tree = PatternNode.of(e.getKey());
                    SymbolCollection.source(cx, tree);
                    MatchChecks.match(cx, tree, 1);
                });
            }
            for (Map.Entry<Record, Value.Dag> e : sources.entrySet()) {
                if (!own.test(e.getKey()) || failed.contains(e.getKey())) continue;
                PatternContext cx = new PatternContext(e.getKey(), ops, shared.dags());
                checked(cx, () -> PatternChecks.check(cx, e.getValue()));
            }
            List<DrrDiagnostic> out = new ArrayList<>(errors);
            out.addAll(soft);
            return List.copyOf(out);
        }

        private static Value badLeaf(Value.Dag source) {
            try {
                return SharedSubtrees.badLeaf(source, 0);
            } catch (StackOverflowError e) {
                return null;
            }
        }

        private SharedSubtrees sharedSubtrees(Map<Record, Value.Dag> sources) {
            try {
                return SharedSubtrees.of(sources);
            } catch (StackOverflowError e) {
                return SharedSubtrees.of(Map.of());
            }
        }

        /** Runs one pattern's checks up to its first error; what they found that does not stop the pattern is kept too. */
        private void checked(PatternContext cx, Runnable checks) {
            try {
                checks.run();
            } catch (Halt h) {
                if (h.diagnostic() != null) {
                    add(h.diagnostic().about(cx.loc));
                    failed.add(cx.pattern);
                }
            } catch (RuntimeException | StackOverflowError e) {
                // a record beyond what the checks understand: nothing is reported for it
            }
            for (DrrDiagnostic d : cx.soft) add(d);
        }

        private void add(DrrDiagnostic d) {
            if (!seen.add(d.loc() + "\0" + d.severity() + "\0" + d.message())) return;
            (d.stops() ? errors : soft).add(d);
        }

        private static DrrDiagnostic badLeafDiagnostic(Record pattern, Value leaf) {
            PatternLeaf l = PatternLeaf.of(leaf);
            if (l.def() != null) {
                return DrrDiagnostic.error(pattern.loc(), "Expected a constraint but got: " + l.def().name(),
                        DrrDiagnostic.Reference.CRASHES);
            }
            return DrrDiagnostic.error(pattern.loc(), "cannot match " + l.text() + " in a source pattern: an argument there is "
                    + "a constraint or a $symbol", DrrDiagnostic.Reference.CRASHES);
        }
    }

    static String noDag(Record r, String field) {
        return "Record `" + r.name() + "', field `" + field + "' does not have a dag initializer!";
    }
}
