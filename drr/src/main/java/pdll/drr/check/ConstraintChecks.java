package pdll.drr.check;

import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * The pattern's additional constraints ({@code Pat<src, res, [(C $a, $b), ...]>}), checked after
 * the source is matched: each a dag whose arguments are all symbols, its operator a constraint; a
 * type constraint on exactly one symbol, no attribute constraint, at most four symbols; each
 * symbol (and the one bound to the dag, {@code (C:$self ...)}) bound by the source pattern.
 */
final class ConstraintChecks {
    private ConstraintChecks() {}

    private record Applied(Record constraint, String self, List<String> entities) {}

    static void check(PatternContext cx, List<Value> constraints) {
        List<Applied> applied = new ArrayList<>();
        for (Value v : constraints) {
            if (!(v instanceof Value.Dag d)) throw cx.fail("all elements in Pattern multi-entity constraints should be DAG nodes");
            List<String> entities = new ArrayList<>();
            for (String n : d.argNames()) {
                if (n == null) throw cx.fail("operands to additional constraints can only be symbol references");
                entities.add(n);
            }
            if (!(d.operator() instanceof Value.DefRef op)) throw Halt.silently();
            Record c = PatternLeaf.of(op).constraint();
            if (!c.isSubclassOf("Constraint")) {
                throw cx.fail("Expected a constraint but got: " + c.name(), DrrDiagnostic.Reference.CRASHES);
            }
            applied.add(new Applied(c, d.opName() == null ? "" : d.opName(), entities));
        }
        for (Applied a : applied) {
            if (a.constraint().isSubclassOf("TypeConstraint")) {
                if (a.entities().size() != 1) throw cx.fail("type constraint requires exactly one argument");
                cx.use(a.entities().get(0));
            } else if (a.constraint().isSubclassOf("AttrConstraint")) {
                throw cx.fail("cannot use AttrConstraint in Pattern multi-entity constraints");
            } else {
                if (a.entities().size() > 4) throw cx.fail("only support up to 4-entity constraints now");
                for (String e : a.entities()) cx.use(e);
                if (!a.self().isEmpty()) cx.use(a.self());
            }
        }
    }
}
