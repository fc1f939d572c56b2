package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pdll.tablegen.ast.BangOp;

/**
 * The semantics of the bang operators: each folds when its operands are known enough and is left
 * symbolic otherwise. N-ary operators arrive already nested to the right ({@code !add(a, !add(b, c))}),
 * which is how the reference builds them.
 */
final class BangOps {
    private final Folder folder;
    /** Lists larger than this are refused rather than exhausting memory. */
    static final long MAX_LIST = 10_000_000L;
    /** Set while a def is completed: unresolvable lookups are then final. */
    boolean finalPass;

    private final DagOps dagOps;

    BangOps(Folder folder) {
        this.folder = folder;
        this.dagOps = new DagOps(folder);
    }

    Value resolveOp(Value.Op op, Resolver r) {
        List<Value> a = op.operands();
        switch (op.op()) {
            case FOREACH, FILTER -> {
                Value list = folder.resolve(a.get(1), r);
                String var = ((Value.Var) a.get(0)).name();
                Value body = folder.resolve(a.get(2), new Resolver.Shadow(r, var, null));
                if (list == a.get(1) && body == a.get(2)) return fold(op);
                return fold(new Value.Op(op.op(), op.typeArg(), List.of(a.get(0), list, body), op.resultType()));
            }
            case FOLDL -> {
                Value init = folder.resolve(a.get(0), r);
                Value list = folder.resolve(a.get(1), r);
                String acc = ((Value.Var) a.get(2)).name();
                String var = ((Value.Var) a.get(3)).name();
                Value body = folder.resolve(a.get(4), new Resolver.Shadow(r, acc, var));
                if (init == a.get(0) && list == a.get(1) && body == a.get(4)) return fold(op);
                return fold(new Value.Op(BangOp.FOLDL, null, List.of(init, list, a.get(2), a.get(3), body), op.resultType()));
            }
            case IF -> {
                Value c = folder.resolve(a.get(0), r);
                if (c != a.get(0)) {
                    Long cv = Types.asLong(c);
                    if (cv != null) return folder.resolve(cv != 0 ? a.get(1) : a.get(2), r);
                }
                Value t = folder.resolve(a.get(1), r);
                Value e = folder.resolve(a.get(2), r);
                if (c == a.get(0) && t == a.get(1) && e == a.get(2)) return fold(op);
                return fold(new Value.Op(BangOp.IF, null, List.of(c, t, e), op.resultType()));
            }
            default -> {
                List<Value> na = folder.resolveAll(a, r);
                if (na == a) return fold(op);
                Value folded = tryFold(op.op(), op.typeArg(), na, op.resultType(), null);
                return folded != null ? folded : new Value.Op(op.op(), op.typeArg(), na, op.resultType());
            }
        }
    }

    Value fold(Value.Op op) {
        Value r = tryFold(op);
        return r == null ? op : r;
    }

    private static Value.Str str(Value v) {
        return v instanceof Value.Str s ? s : null;
    }

    private Value tryFold(Value.Op op) {
        return tryFold(op.op(), op.typeArg(), op.operands(), op.resultType(), op);
    }

    /** The operator as a value: {@code given}, or made now from its parts. */
    private static Value.Op node(Value.Op given, BangOp name, RecTy typeArg, List<Value> a, RecTy resultType) {
        return given != null ? given : new Value.Op(name, typeArg, a, resultType);
    }

    /**
     * Folds operator {@code name} on operands {@code a}, or returns null. {@code given} is the
     * operator as a value when there is one; otherwise it is made only for the operators that
     * need it (resolving makes operands first, and most of them then fold: no node is allocated).
     */
    private Value tryFold(BangOp name, RecTy typeArg, List<Value> a, RecTy resultType, Value.Op given) {
        switch (name) {
            case ADD, SUB, MUL, DIV, AND, OR, XOR, SHL, SRA, SRL -> {
                Long x = Types.asLong(a.get(0)), y = Types.asLong(a.get(1));
                if (x == null || y == null) return null;
                long res = switch (name) {
                    case ADD -> x + y;
                    case SUB -> x - y;
                    case MUL -> x * y;
                    case DIV -> {
                        if (y == 0) throw folder.recordError("Illegal operation: division by zero");
                        if (x == Long.MIN_VALUE && y == -1) throw folder.recordError("Illegal operation: INT64_MIN / -1");
                        yield x / y;
                    }
                    case AND -> x & y;
                    case OR -> x | y;
                    case XOR -> x ^ y;
                    case SHL -> y >= 64 || y < 0 ? 0 : x << y;
                    case SRA -> x >> Math.min(63, Math.max(0, y));
                    default -> y >= 64 || y < 0 ? 0 : x >>> y;
                };
                if (resultType instanceof RecTy.BitTy) return Value.bit(res != 0);
                return new Value.Int(res);
            }
            case EQ, NE, LT, LE, GT, GE -> {
                return compare(name, a.get(0), a.get(1));
            }
            case NOT -> {
                Long x = Types.asLong(a.get(0));
                if (x == null) return null;
                if (resultType instanceof RecTy.BitTy) return Value.bit(x == 0);
                return new Value.Int(x == 0 ? 1 : 0);
            }
            case LOGTWO -> {
                Long x = Types.asLong(a.get(0));
                if (x == null) return null;
                if (x <= 0) throw folder.recordError("Illegal operation: logtwo is undefined on arguments less than or equal to 0");
                return new Value.Int(63 - Long.numberOfLeadingZeros(x));
            }
            case STRCONCAT -> {
                Value.Str x = str(a.get(0)), y = str(a.get(1));
                if (x == null || y == null) return null;
                return Value.Str.concat(x, y, x.code() || y.code());
            }
            case LISTCONCAT -> {
                if (!(a.get(0) instanceof Value.ListV x) || !(a.get(1) instanceof Value.ListV y)) return null;
                return new Value.ListV(ConcatList.of(x.elements(), y.elements()), x.elementType());
            }
            case INTERLEAVE -> {
                if (!(a.get(0) instanceof Value.ListV l) || !(a.get(1) instanceof Value.Str sep)) return null;
                StringBuilder sb = new StringBuilder();
                // as in the reference: code only if an element after the first is code
                boolean code = false;
                for (int i = 0; i < l.elements().size(); i++) {
                    Value e = l.elements().get(i);
                    if (i > 0) sb.append(sep.value());
                    if (e instanceof Value.Str s) {
                        sb.append(s.value());
                        if (i > 0) code |= s.code();
                    } else {
                        Long x = Types.asLong(e);
                        if (x == null) return null;
                        sb.append(x);
                    }
                }
                return new Value.Str(sb.toString(), code);
            }
            case SIZE -> {
                if (a.get(0) instanceof Value.ListV l) return new Value.Int(l.elements().size());
                if (a.get(0) instanceof Value.Str s) return new Value.Int(s.value().length());
                if (a.get(0) instanceof Value.Dag d) return new Value.Int(d.args().size());
                return null;
            }
            case EMPTY -> {
                if (a.get(0) instanceof Value.ListV l) return Value.bit(l.elements().isEmpty());
                if (a.get(0) instanceof Value.Str s) return Value.bit(s.value().isEmpty());
                if (a.get(0) instanceof Value.Dag d) return Value.bit(d.args().isEmpty());
                return null;
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
            case TOLOWER, TOUPPER -> {
                Value.Str s = str(a.get(0));
                if (s == null) return null;
                String t = name == BangOp.TOLOWER ? s.value().toLowerCase(Locale.ROOT) : s.value().toUpperCase(Locale.ROOT);
                return new Value.Str(t, false);
            }
            case CAST -> {
                return cast(typeArg, a.get(0));
            }
            case ISA -> {
                Value x = a.get(0);
                RecTy t = x instanceof Value.DefRef d ? d.record().recordType() : x.type();
                if (t == null) return null;
                if (Types.convertible(t, typeArg) && t != RecTy.ANY_RECORD) return Value.TRUE;
                if (typeArg instanceof RecTy.RecordTy) {
                    // a def is final; otherwise only a type that cannot narrow to the target decides
                    if (x instanceof Value.DefRef || (!Types.convertible(typeArg, t) && Concrete.is(x))) return Value.FALSE;
                    return null;
                }
                return Value.FALSE;
            }
            case EXISTS -> {
                Value.Str s = str(a.get(0));
                if (s == null) return null;
                Record d = folder.keeper.getDef(s.value());
                if (d != null) return Value.bit(Types.convertible(d.recordType(), typeArg));
                if (folder.currentRecord != null && folder.currentRecord.name().equals(s.value())) {
                    return Value.bit(Types.convertible(folder.currentRecord.recordType(), typeArg));
                }
                return finalPass ? Value.FALSE : null;
            }
            case INITIALIZED -> {
                Value x = a.get(0);
                if (x instanceof Value.Unset) return new Value.Int(0);
                if (Concrete.is(x)) return new Value.Int(1);
                return null;
            }
            case REPR -> {
                if (!Concrete.is(a.get(0))) return null;
                // a record is shown whole, as --print-records shows it
                if (a.get(0) instanceof Value.DefRef d) {
                    StringBuilder sb = new StringBuilder();
                    RecordText.append(sb, d.record());
                    return new Value.Str(sb.toString(), false);
                }
                return new Value.Str(ValueText.of(a.get(0)), false);
            }
            case IF -> {
                Long c = Types.asLong(a.get(0));
                if (c == null) return null;
                return c != 0 ? a.get(1) : a.get(2);
            }
            case SUBST -> {
                return subst(a.get(0), a.get(1), a.get(2));
            }
            case SUBSTR -> {
                Value.Str s = str(a.get(0));
                Long start = Types.asLong(a.get(1));
                Long len = a.size() > 2 ? Types.asLong(a.get(2)) : Long.valueOf(Long.MAX_VALUE);
                if (s == null || start == null || len == null) return null;
                if (start < 0 || start > s.value().length()) throw folder.error("!substr start position is out of range 0..." + s.value().length() + ": " + start);
                if (len < 0) throw folder.error("!substr length must be nonnegative");
                int end = (int) Math.min(s.value().length(), start + Math.min(len, Integer.MAX_VALUE));
                return new Value.Str(s.value().substring(start.intValue(), end), s.code());
            }
            case FIND -> {
                Value.Str s = str(a.get(0)), sub = str(a.get(1));
                Long start = a.size() > 2 ? Types.asLong(a.get(2)) : Long.valueOf(0);
                if (s == null || sub == null || start == null) return null;
                if (start < 0 || start > s.value().length()) return new Value.Int(-1);
                return new Value.Int(s.value().indexOf(sub.value(), start.intValue()));
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
            case CON, DAG, GETDAGOP, SETDAGOP, GETDAGARG, GETDAGNAME, SETDAGARG, SETDAGNAME, GETDAGOPNAME, SETDAGOPNAME -> {
                return dagOps.fold(node(given, name, typeArg, a, resultType));
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
                RecTy rt = resultType instanceof RecTy.ListTy lt ? lt.element() : et;
                return new Value.ListV(out, rt);
            }
            case INSTANCES -> {
                // all defs of the class known so far; decided only when a def is completed
                if (!finalPass) return null;
                java.util.regex.Pattern filter = null;
                if (!a.isEmpty()) {
                    if (!(a.get(0) instanceof Value.Str re)) return null;
                    filter = regex(re.value());
                }
                List<Value> out = new ArrayList<>();
                List<Record> defs = new ArrayList<>(folder.keeper.defsInOrder());
                defs.sort((x, y) -> NumericOrder.compare(x.name(), y.name()));
                for (Record d : defs) {
                    if (!Types.convertible(d.recordType(), typeArg)) continue;
                    if (filter != null && !filter.matcher(d.name()).find()) continue;
                    out.add(new Value.DefRef(d));
                }
                return new Value.ListV(out, typeArg);
            }
            case MATCH -> {
                if (!(a.get(0) instanceof Value.Str str) || !(a.get(1) instanceof Value.Str re)) return null;
                return Value.bit(regex(re.value()).matcher(str.value()).find());
            }
            case FOREACH -> {
                return foreach(node(given, name, typeArg, a, resultType));
            }
            case FILTER -> {
                return filter(node(given, name, typeArg, a, resultType));
            }
            case FOLDL -> {
                return foldl(node(given, name, typeArg, a, resultType));
            }
            default -> {
                return null;
            }
        }
    }

    private java.util.regex.Pattern regex(String re) {
        try {
            return java.util.regex.Pattern.compile(re);
        } catch (java.util.regex.PatternSyntaxException e) {
            throw folder.error("invalid regex '" + re + "': " + e.getDescription());
        }
    }

    private Value compare(BangOp name, Value x, Value y) {
        if (x instanceof Value.Str sx && y instanceof Value.Str sy) {
            int c = sx.value().compareTo(sy.value());
            return Value.bit(test(name, c));
        }
        if (x instanceof Value.DefRef || y instanceof Value.DefRef) {
            if (!(name == BangOp.EQ || name == BangOp.NE)) return null;
            if (!Concrete.is(x) || !Concrete.is(y)) return null;
            boolean same = x.equals(y);
            return Value.bit(name == BangOp.EQ == same);
        }
        Long a = Types.asLong(x), b = Types.asLong(y);
        if (a != null && b != null) return Value.bit(test(name, Long.compare(a, b)));
        return null;
    }

    private static boolean test(BangOp name, int c) {
        return switch (name) {
            case EQ -> c == 0;
            case NE -> c != 0;
            case LT -> c < 0;
            case LE -> c <= 0;
            case GT -> c > 0;
            default -> c >= 0;
        };
    }

    private Value cast(RecTy to, Value x) {
        if (to instanceof RecTy.StringTy) {
            if (x instanceof Value.Str || x.type() instanceof RecTy.StringTy) return x;
            if (x instanceof Value.Int i) return new Value.Str(Long.toString(i.value()), false);
            if (x instanceof Value.Bit b) return new Value.Str(b.value() ? "1" : "0", false);
            if (x instanceof Value.Bits b && Types.bitsToLong(b) != null) {
                return new Value.Str(Long.toString(Types.bitsToLong(b)), false);
            }
            if (x instanceof Value.DefRef d) return new Value.Str(d.record().name(), false);
            return null;
        }
        if (to instanceof RecTy.RecordTy rt) {
            if (x instanceof Value.Str s) {
                Record d = folder.keeper.getDef(s.value());
                if (d == null && folder.currentRecord != null && folder.currentRecord.name().equals(s.value())) {
                    d = folder.currentRecord;
                }
                if (d == null) {
                    if (finalPass) throw folder.recordError("Undefined reference to record: '" + s.value() + "'");
                    return null;
                }
                if (!Types.convertible(d.recordType(), rt)) {
                    throw folder.recordError("Expected type '" + rt.print() + "', got '" + d.recordType().print() + "' in: !cast<"
                            + rt.print() + ">(\"" + s.value() + "\")");
                }
                return new Value.DefRef(d);
            }
            if (x instanceof Value.DefRef d) {
                return Types.convertible(d.record().recordType(), rt) ? x : null;
            }
            return null;
        }
        if (to.equals(x.type())) return x;
        if (!Concrete.is(x)) return null;
        if (x instanceof Value.Int i && (to instanceof RecTy.BitTy && i.value() != 0 && i.value() != 1
                || to instanceof RecTy.BitsTy bt && !Types.fits(i.value(), bt.width()))) {
            return null;
        }
        return Types.convert(x, to);
    }

    private Value subst(Value from, Value to, Value target) {
        if (from instanceof Value.Str f && to instanceof Value.Str t && target instanceof Value.Str s) {
            if (f.value().isEmpty()) return s;
            StringBuilder sb = new StringBuilder();
            String in = s.value();
            int idx = 0;
            while (true) {
                int k = in.indexOf(f.value(), idx);
                if (k < 0) break;
                sb.append(in, idx, k).append(t.value());
                idx = k + f.value().length();
            }
            sb.append(in, idx, in.length());
            return new Value.Str(sb.toString(), false);
        }
        if (from instanceof Value.DefRef && Concrete.is(target) && Concrete.is(to)) {
            return target.equals(from) ? to : target;
        }
        return null;
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

    Value foldCond(Value.Cond c) {
        for (int i = 0; i < c.conditions().size(); i++) {
            Long x = Types.asLong(c.conditions().get(i));
            if (x == null) return c;
            if (x != 0) return c.values().get(i);
        }
        if (finalPass && folder.currentRecord != null && Concrete.all(c.conditions())) {
            throw new pdll.tablegen.source.TableGenError(folder.currentRecord.loc(), folder.currentRecord.name()
                    + " does not have any true condition in:" + ValueText.of(c));
        }
        return c;
    }
}
