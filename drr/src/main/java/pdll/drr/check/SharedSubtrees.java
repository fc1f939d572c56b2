package pdll.drr.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * The source subtrees DRR matches in functions of their own: a dag that occurs more than once
 * among the source patterns of all Pattern records (TableGen makes equal dags one value),
 * except {@code either} and {@code variadic}. DRR generates those functions before any pattern,
 * children before parents, each for the first pattern (by name) that has it, so their errors
 * come first and are that pattern's.
 */
final class SharedSubtrees {
    /** each shared dag, children before parents, with the pattern that has it first */
    final Map<Value.Dag, Record> owners = new java.util.LinkedHashMap<>();

    private final Map<Value.Dag, Integer> counts = new HashMap<>();
    private final List<Value.Dag> order = new ArrayList<>();
    private final Map<Value.Dag, Record> firstSeen = new IdentityHashMap<>();

    /** The shared subtrees of the given source patterns (in DRR's order: by record name). */
    static SharedSubtrees of(Map<Record, Value.Dag> sources) {
        SharedSubtrees s = new SharedSubtrees();
        for (Map.Entry<Record, Value.Dag> e : sources.entrySet()) s.visit(e.getValue(), e.getKey(), 0);
        Set<Value.Dag> done = new LinkedHashSet<>();
        for (Value.Dag d : s.order) {
            if (s.counts.get(d) > 1 && !isEitherOrVariadic(d) && done.add(d)) s.owners.put(d, s.firstSeen.get(d));
        }
        return s;
    }

    Set<Value.Dag> dags() {
        return owners.keySet();
    }

    /** Counts every visit; goes into a dag only the first time (post-order: children first). */
    private void visit(Value.Dag d, Record pattern, int depth) {
        int n = counts.merge(d, 1, Integer::sum);
        if (n != 1 || depth > MAX_DEPTH) return;
        for (Value a : d.args()) {
            if (a instanceof Value.Dag sub) visit(sub, pattern, depth + 1);
        }
        order.add(d);
        firstSeen.put(d, pattern);
    }

    /** Deeper than this, a dag is not walked (a pathological file; the reference would run out of stack too). */
    private static final int MAX_DEPTH = 2000;

    private static boolean isEitherOrVariadic(Value.Dag d) {
        return d.operator() instanceof Value.DefRef r && (r.record().name().equals("either") || r.record().name().equals("variadic"));
    }

    /**
     * The first leaf of a source pattern DRR cannot read as a constraint (it reads every leaf
     * that is not a bare {@code $x} as one, before generating any pattern), or null: a def that
     * is not a constraint (the reference aborts with "Expected a constraint"), anything else
     * (it crashes).
     */
    static Value badLeaf(Value.Dag d, int depth) {
        if (depth > MAX_DEPTH) return null;
        for (Value a : d.args()) {
            if (a instanceof Value.Dag sub) {
                Value bad = badLeaf(sub, depth + 1);
                if (bad != null) return bad;
            } else if (!(a instanceof Value.Unset) && !PatternLeaf.of(a).isConstraint()) {
                return a;
            }
        }
        return null;
    }
}
