package pdll.drr.check;

import java.util.ArrayList;
import java.util.List;
import pdll.drr.check.PatternNode.Kind;
import pdll.tablegen.eval.Value;

/**
 * One pattern record, in the order {@code mlir-tblgen -gen-rewriters} generates its rewrite: its
 * root op, the ops its result patterns build, its benefit, the symbols of its source pattern,
 * the source match, the additional constraints, then the result and supplemental patterns.
 */
final class PatternChecks {
    private PatternChecks() {}

    static void check(PatternContext cx, Value.Dag sourceDag) {
        PatternNode source = PatternNode.of(sourceDag);
        OpSignature root = cx.op(source);
        List<PatternNode> results = new ArrayList<>();
        int i = 0;
        for (Value v : list(cx, "resultPatterns")) {
            if (!(v instanceof Value.Dag d)) throw notADag("result pattern", i, v, cx);
            PatternNode r = PatternNode.of(d);
            opsOf(cx, r, 0);
            results.add(r);
            i++;
        }
        benefit(cx);
        SymbolCollection.source(cx, source);
        MatchChecks.match(cx, source, 0);
        ConstraintChecks.check(cx, list(cx, "constraints"));
        ResultChecks.check(cx, root, results, () -> {
            List<PatternNode> out = new ArrayList<>();
            int k = 0;
            for (Value v : list(cx, "supplementalPatterns")) {
                if (!(v instanceof Value.Dag d)) throw notADag("supplemental pattern", k, v, cx);
                out.add(PatternNode.of(d));
                k++;
            }
            return out;
        });
    }

    /** Every op a result pattern builds must be an op record, checked before anything else of the results. */
    private static void opsOf(PatternContext cx, PatternNode node, int depth) {
        if (depth > 2000) throw Halt.silently();
        if (node.is(Kind.OPERATION)) cx.op(node);
        for (int i = 0; i < node.numArgs(); i++) {
            PatternNode sub = node.nested(i);
            if (sub != null) opsOf(cx, sub, depth + 1);
        }
    }

    /** {@code (addBenefit N)}, one integer. */
    private static void benefit(PatternContext cx) {
        Value v = cx.pattern.value("benefitDelta");
        if (!(v instanceof Value.Dag d)) throw new Halt(DrrDiagnostic.error(cx.loc, DrrChecker.noDag(cx.pattern, "benefitDelta")));
        if (d.args().size() != 1 || !(d.args().get(0) instanceof Value.Int)) {
            throw cx.fail("The 'addBenefit' takes and only takes one integer value");
        }
    }

    private static List<Value> list(PatternContext cx, String field) {
        Value v = cx.pattern.value(field);
        if (v instanceof Value.ListV l) return l.elements();
        throw cx.fail("Record `" + cx.pattern.name() + "', field `" + field + "' does not have a list initializer!");
    }

    private static Halt notADag(String what, int index, Value v, PatternContext cx) {
        return cx.fail(what + " #" + index + " is " + PatternLeaf.of(v).text() + ", not a dag", DrrDiagnostic.Reference.CRASHES);
    }
}
