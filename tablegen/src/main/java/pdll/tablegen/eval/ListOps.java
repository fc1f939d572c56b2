package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * The list operators: {@code !listconcat}, {@code !range}, {@code !foreach}, {@code !foldl}, ...,
 * and the element and slice access the evaluator makes of {@code x[i]} and {@code x[i, j...k]}.
 */
final class ListOps {
    /** Lists larger than this are refused rather than exhausting memory. */
    static final long MAX_LIST = 10_000_000L;
    private final Folder folder;

    ListOps(Folder folder) {
        this.folder = folder;
    }

    /** The folded value, or null when the operands are not known enough yet. */
    Value fold(Value.Op op) {
        List<Value> a = op.operands();
        switch (op.op()) {
            case LISTCONCAT -> {
                if (!(a.get(0) instanceof Value.ListV x) || !(a.get(1) instanceof Value.ListV y)) return null;
                List<Value> out = new ArrayList<>(x.elements().size() + y.elements().size());
                out.addAll(x.elements());
                out.addAll(y.elements());
                return new Value.ListV(out, x.elementType());
            }
            case HEAD -> {
                if (!(a.get(0) instanceof Value.ListV l)) return null;
                if (l.elements().isEmpty()) throw folder.recordError("Illegal operation: !head of empty list");
                return l.elements().get(0);
            }
            case TAIL -> {
                if (!(a.get(0) instanceof Value.ListV l)) return null;
                if (l.elements().isEmpty()) throw folder.recordError("Illegal operation: !tail of empty list");
                return new Value.ListV(l.elements().subList(1, l.elements().size()), l.elementType());
            }
            case RANGE -> {
                return range(a);
            }
            case LISTSPLAT -> {
                Long n = Types.asLong(a.get(1));
                if (n == null) return null;
                if (n < 0) throw folder.recordError("!listsplat count " + n + " is negative");
                if (n > MAX_LIST) throw folder.error("!listsplat would produce " + n + " elements (at most " + MAX_LIST + " are allowed)");
                List<Value> out = new ArrayList<>();
                for (long i = 0; i < n; i++) out.add(a.get(0));
                return new Value.ListV(out, a.get(0).type());
            }
            case LISTREMOVE -> {
                if (!(a.get(0) instanceof Value.ListV l) || !(a.get(1) instanceof Value.ListV rm)) return null;
                if (!Concrete.all(l.elements()) || !Concrete.all(rm.elements())) return null;
                List<Value> out = new ArrayList<>();
                for (Value e : l.elements()) if (!rm.elements().contains(e)) out.add(e);
                return new Value.ListV(out, l.elementType());
            }
            case LISTELEM -> {
                if (!(a.get(0) instanceof Value.ListV l)) return null;
                Long i = Types.asLong(a.get(1));
                // out of range stays unfolded, as in the reference: an error only if it is still there at the end
                if (i == null || i < 0 || i >= l.elements().size()) return null;
                return l.elements().get(i.intValue());
            }
            case RANGEC -> {
                // a slice range a...b with a symbolic end: every int from a to b, either way
                Long from = Types.asLong(a.get(0));
                Long to = Types.asLong(a.get(1));
                if (from == null || to == null) return null;
                List<Value> out = new ArrayList<>();
                if (from <= to) for (long i = from; i <= to; i++) out.add(new Value.Int(i));
                else for (long i = from; i >= to; i--) out.add(new Value.Int(i));
                return new Value.ListV(out, RecTy.INT);
            }
            case LISTSLICE -> {
                if (!(a.get(0) instanceof Value.ListV l) || !(a.get(1) instanceof Value.ListV idx)) return null;
                List<Value> out = new ArrayList<>();
                for (Value iv : idx.elements()) {
                    Long i = Types.asLong(iv);
                    if (i == null || i < 0 || i >= l.elements().size()) return null;
                    out.add(l.elements().get(i.intValue()));
                }
                return new Value.ListV(out, l.elementType());
            }
            case LISTFLATTEN -> {
                if (!(a.get(0) instanceof Value.ListV l)) return null;
                List<Value> out = new ArrayList<>();
                RecTy et = null;
                for (Value e : l.elements()) {
                    if (e instanceof Value.ListV inner) {
                        out.addAll(inner.elements());
                        et = inner.elementType();
                    } else if (Concrete.is(e)) {
                        out.add(e);
                    } else {
                        return null;
                    }
                }
                RecTy rt = op.resultType() instanceof RecTy.ListTy lt ? lt.element() : et;
                return new Value.ListV(out, rt);
            }
            case FOREACH -> {
                return foreach(op);
            }
            case FILTER -> {
                return filter(op);
            }
            case FOLDL -> {
                return foldl(op);
            }
            default -> throw new IllegalArgumentException("not a list operator: !" + op.op().spelling);
        }
    }

    private Value range(List<Value> a) {
        long start, end, step = 1;
        if (a.size() == 1) {
            if (a.get(0) instanceof Value.ListV l) {
                start = 0;
                end = l.elements().size();
            } else {
                Long n = Types.asLong(a.get(0));
                if (n == null) return null;
                start = 0;
                end = n;
            }
        } else {
            Long s = Types.asLong(a.get(0)), e = Types.asLong(a.get(1));
            if (s == null || e == null) return null;
            start = s;
            end = e;
            if (a.size() > 2) {
                Long st = Types.asLong(a.get(2));
                if (st == null) return null;
                if (st == 0) throw folder.error("Step of !range can't be 0");
                step = st;
            }
        }
        long count = step > 0 ? Math.max(0, (end - start + step - 1) / step) : Math.max(0, (start - end - step - 1) / -step);
        if (count > MAX_LIST) throw folder.error("!range would produce " + count + " elements (at most " + MAX_LIST + " are allowed)");
        List<Value> out = new ArrayList<>();
        if (step > 0) for (long i = start; i < end; i += step) out.add(new Value.Int(i));
        else for (long i = start; i > end; i += step) out.add(new Value.Int(i));
        return new Value.ListV(out, RecTy.INT);
    }

    private Value foreach(Value.Op op) {
        String var = ((Value.Var) op.operands().get(0)).name();
        Value list = op.operands().get(1);
        Value body = op.operands().get(2);
        if (list instanceof Value.ListV l) {
            List<Value> out = new ArrayList<>(l.elements().size());
            for (Value e : l.elements()) {
                out.add(folder.resolve(body, new Resolver.MapResolver().set(var, e)));
            }
            RecTy et = op.resultType() instanceof RecTy.ListTy lt ? lt.element() : body.type();
            return new Value.ListV(out, et);
        }
        if (list instanceof Value.Dag d) return foreachDag(d, var, body);
        return null;
    }

    /** !foreach over a dag maps its operator and its leaves; nested dags are walked, not passed whole. */
    private Value.Dag foreachDag(Value.Dag d, String var, Value body) {
        Value operator = folder.resolve(body, new Resolver.MapResolver().set(var, d.operator()));
        List<Value> out = new ArrayList<>(d.args().size());
        for (Value e : d.args()) {
            out.add(e instanceof Value.Dag inner ? foreachDag(inner, var, body)
                    : folder.resolve(body, new Resolver.MapResolver().set(var, e)));
        }
        return new Value.Dag(operator, d.opName(), out, d.argNames());
    }

    private Value filter(Value.Op op) {
        String var = ((Value.Var) op.operands().get(0)).name();
        if (!(op.operands().get(1) instanceof Value.ListV l)) return null;
        Value pred = op.operands().get(2);
        List<Value> out = new ArrayList<>();
        for (Value e : l.elements()) {
            Value p = folder.resolve(pred, new Resolver.MapResolver().set(var, e));
            Long keep = Types.asLong(p);
            if (keep == null) return null;
            if (keep != 0) out.add(e);
        }
        return new Value.ListV(out, l.elementType());
    }

    private Value foldl(Value.Op op) {
        List<Value> a = op.operands();
        if (!(a.get(1) instanceof Value.ListV l)) return null;
        String acc = ((Value.Var) a.get(2)).name();
        String var = ((Value.Var) a.get(3)).name();
        Value accv = a.get(0);
        for (Value e : l.elements()) {
            accv = folder.resolve(a.get(4), new Resolver.MapResolver().set(acc, accv).set(var, e));
        }
        return accv;
    }
}
