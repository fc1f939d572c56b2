package pdll.tablegen.eval;

import java.util.AbstractList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The elements of a {@code !listconcat} of two long lists, kept as the two lists and copied into
 * one array when an element is first read. TableGen flattens nested lists with
 * {@code !foldl([], lists, acc, el, !listconcat(acc, el))}, which copying at every step makes
 * quadratic (NVVMOps.td's MMA classes allocated a seventh of their evaluation there); a fold now
 * builds a chain of these and the last one is copied once. Read-only, like the lists it joins.
 */
final class ConcatList extends AbstractList<Value> implements RandomAccess {
    /** Shorter concatenations are copied at once. */
    private static final int JOIN_BELOW = 64;

    private final List<Value> left;
    private final List<Value> right;
    private final int size;
    /** The elements once copied; volatile as records are read by other threads, any of which may copy first. */
    private volatile Value[] joined;

    private ConcatList(List<Value> left, List<Value> right) {
        this.left = left;
        this.right = right;
        this.size = left.size() + right.size();
    }

    /** {@code a} followed by {@code b}. */
    static List<Value> of(List<Value> a, List<Value> b) {
        if (a.size() + b.size() < JOIN_BELOW) {
            List<Value> out = new ArrayList<>(a.size() + b.size());
            out.addAll(a);
            out.addAll(b);
            return out;
        }
        return new ConcatList(a, b);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Value get(int index) {
        return joined()[index];
    }

    private Value[] joined() {
        Value[] j = joined;
        if (j == null) joined = j = join();
        return j;
    }

    /** The leaves left to right, without recursion (a fold makes a left-leaning chain as long as its list). */
    private Value[] join() {
        Value[] out = new Value[size];
        int n = 0;
        ArrayDeque<List<Value>> todo = new ArrayDeque<>();
        todo.push(this);
        while (!todo.isEmpty()) {
            List<Value> l = todo.pop();
            if (l instanceof ConcatList c && c.joined == null) {
                todo.push(c.right);
                todo.push(c.left);
            } else if (l instanceof ConcatList c) {
                Value[] j = c.joined;
                System.arraycopy(j, 0, out, n, j.length);
                n += j.length;
            } else {
                for (Value v : l) out[n++] = v;
            }
        }
        return out;
    }
}
