package pdll.drr.convert;

import java.util.ArrayDeque;
import java.util.List;
import pdll.drr.read.DrrPattern;
import pdll.tablegen.eval.Value;

/**
 * How deep a record's dags nest, measured without recursion, so that a pattern nested deeper
 * than the converter's recursive walks can go is reported instead of overflowing the stack.
 * mlir-tblgen-22 -gen-rewriters itself crashes on a source nested 5,000 levels deep.
 */
final class Nesting {
    private Nesting() {}

    /** Deeper than this is reported: 1,000 levels converted in a few milliseconds on a 4 MB stack. */
    static final int MAX = 1000;

    /** Throws {@link Unsupported} when a dag of {@code p} nests deeper than {@link #MAX}. */
    static void check(DrrPattern p) {
        check(p.source());
        for (List<Value> l : List.of(p.results(), p.constraints(), p.supplemental())) for (Value v : l) check(v);
    }

    private static void check(Value root) {
        record At(Value value, int depth) {}
        ArrayDeque<At> todo = new ArrayDeque<>();
        if (root != null) todo.push(new At(root, 1));
        while (!todo.isEmpty()) {
            At at = todo.pop();
            if (at.depth > MAX) {
                throw new Unsupported("nesting", "the pattern nests more than " + MAX + " levels deep");
            }
            if (at.value instanceof Value.Dag d) {
                if (d.operator() != null) todo.push(new At(d.operator(), at.depth + 1));
                for (Value a : d.args()) if (a != null) todo.push(new At(a, at.depth + 1));
            } else if (at.value instanceof Value.ListV l) {
                for (Value e : l.elements()) if (e != null) todo.push(new At(e, at.depth + 1));
            }
        }
    }
}
