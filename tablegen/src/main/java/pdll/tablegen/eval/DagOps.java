package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.ast.BangOp;

/** The dag operators ({@code !con}, {@code !dag}, {@code !getdagarg}, ...): fold when their dags are known. */
final class DagOps {
    private final Folder folder;

    DagOps(Folder folder) {
        this.folder = folder;
    }

    /** The folded value, or null when the operands are not known enough yet. */
    Value fold(Value.Op op) {
        List<Value> a = op.operands();
        BangOp name = op.op();
        switch (name) {
            case CON -> {
                if (!(a.get(0) instanceof Value.Dag x) || !(a.get(1) instanceof Value.Dag y)) return null;
                if (!(x.operator() instanceof Value.DefRef) || !(y.operator() instanceof Value.DefRef)) return null;
                if (!x.operator().equals(y.operator())) {
                    throw folder.error("Concatenated Dag operators do not match: '" + ValueText.of(x) + "' vs. '" + ValueText.of(y) + "'");
                }
                List<Value> args = new ArrayList<>(x.args());
                args.addAll(y.args());
                List<String> names = new ArrayList<>(x.argNames());
                names.addAll(y.argNames());
                return new Value.Dag(x.operator(), null, args, names);
            }
            case DAG -> {
                Value opv = a.get(0);
                if (!Concrete.is(opv)) return null;
                List<Value> args;
                List<String> names;
                if (a.get(1) instanceof Value.ListV l) args = l.elements();
                else if (a.get(1) instanceof Value.Unset) args = null;
                else return null;
                if (a.get(2) instanceof Value.ListV n) {
                    names = new ArrayList<>();
                    for (Value e : n.elements()) {
                        if (e instanceof Value.Str s) names.add(s.value());
                        else if (e instanceof Value.Unset) names.add(null);
                        else return null;
                    }
                } else if (a.get(2) instanceof Value.Unset) names = null;
                else return null;
                if (args == null && names == null) return null;
                if (args == null) {
                    args = new ArrayList<>();
                    for (int i = 0; i < names.size(); i++) args.add(Value.UNSET);
                }
                if (names == null) {
                    names = new ArrayList<>();
                    for (int i = 0; i < args.size(); i++) names.add(null);
                }
                if (args.size() != names.size()) throw folder.error("!dag arguments and names lists have different lengths");
                return new Value.Dag(opv, null, args, names);
            }
            case GETDAGOP -> {
                if (!(a.get(0) instanceof Value.Dag d)) return null;
                Value o = d.operator();
                if (op.typeArg() != null && Types.convert(o, op.typeArg()) == null) {
                    throw folder.error("Expected type '" + op.typeArg().print() + "', got '" + o.type().print() + "' in: " + ValueText.of(op));
                }
                return o;
            }
            case SETDAGOP -> {
                if (!(a.get(0) instanceof Value.Dag d)) return null;
                return new Value.Dag(a.get(1), d.opName(), d.args(), d.argNames());
            }
            case GETDAGARG -> {
                if (!(a.get(0) instanceof Value.Dag d)) return null;
                int i = dagIndex(d, a.get(1));
                if (i == -2) return null;
                if (i < 0) return Value.UNSET;
                Value v = d.args().get(i);
                Value c = op.typeArg() == null ? v : Types.convert(v, op.typeArg());
                return c == null ? Value.UNSET : c;
            }
            case GETDAGNAME -> {
                if (!(a.get(0) instanceof Value.Dag d)) return null;
                Long i = Types.asLong(a.get(1));
                if (i == null) return null;
                if (i < 0 || i >= d.args().size()) throw folder.error("Node index " + i + " out of range");
                String n = d.argNames().get(i.intValue());
                return n == null ? Value.UNSET : new Value.Str(n, false);
            }
            case SETDAGARG, SETDAGNAME -> {
                if (!(a.get(0) instanceof Value.Dag d)) return null;
                int i = dagIndex(d, a.get(1));
                if (i == -2) return null;
                if (i < 0) throw folder.error("Node index out of range");
                List<Value> args = new ArrayList<>(d.args());
                List<String> names = new ArrayList<>(d.argNames());
                if (name == BangOp.SETDAGARG) args.set(i, a.get(2));
                else {
                    if (a.get(2) instanceof Value.Str s) names.set(i, s.value());
                    else if (a.get(2) instanceof Value.Unset) names.set(i, null);
                    else return null;
                }
                return new Value.Dag(d.operator(), d.opName(), args, names);
            }
            case GETDAGOPNAME -> {
                if (!(a.get(0) instanceof Value.Dag d)) return null;
                return d.opName() == null ? Value.UNSET : new Value.Str(d.opName(), false);
            }
            case SETDAGOPNAME -> {
                if (!(a.get(0) instanceof Value.Dag d) || !(a.get(1) instanceof Value.Str n)) return null;
                return new Value.Dag(d.operator(), n.value(), d.args(), d.argNames());
            }
            default -> {
                return null;
            }
        }
    }

    /** Index of a dag argument by number or name; -1 when absent, -2 when not yet known. */
    private int dagIndex(Value.Dag d, Value key) {
        if (key instanceof Value.Str s) {
            return d.argNames().indexOf(s.value());
        }
        Long i = Types.asLong(key);
        if (i == null) return -2;
        if (i < 0 || i >= d.args().size()) throw folder.error("Node index " + i + " out of range");
        return i.intValue();
    }

}
