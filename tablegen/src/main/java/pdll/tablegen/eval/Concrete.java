package pdll.tablegen.eval;

import java.util.List;

/** Whether a value is fully known: no references, no pending operators or instantiations. */
final class Concrete {
    private Concrete() {}

    static boolean is(Value v) {
        if (v instanceof Value.Unset || v instanceof Value.Bit || v instanceof Value.Int
                || v instanceof Value.Str || v instanceof Value.DefRef) return true;
        if (v instanceof Value.Bits b) return all(b.bits());
        if (v instanceof Value.ListV l) return all(l.elements());
        if (v instanceof Value.Dag d) {
            return is(d.operator()) && all(d.args());
        }
        return false;
    }

    /**
     * Whether a def's field is resolved enough to keep: concrete, or bits whose unknown bits are
     * references to the def's own fields (kept by the reference when they resolve to {@code ?}).
     */
    static boolean isResolvedField(Value v) {
        if (is(v)) return true;
        if (!(v instanceof Value.Bits b)) return false;
        for (Value x : b.bits()) {
            boolean fieldRef = x instanceof Value.Var || x instanceof Value.VarBit vb && vb.base() instanceof Value.Var;
            if (!fieldRef && !is(x)) return false;
        }
        return true;
    }

    static boolean all(List<Value> vs) {
        for (Value v : vs) if (!is(v)) return false;
        return true;
    }
}
