package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import pdll.tablegen.ast.BangOp;
import pdll.tablegen.source.TableGenError;

/**
 * The semantics of the bang operators: each folds when its operands are known enough and is left
 * symbolic otherwise. N-ary operators arrive already nested to the right ({@code !add(a, !add(b, c))}),
 * which is how the reference builds them. The operators are folded by family (integers, strings,
 * lists, dags); the ones on types and records are folded here.
 */
final class BangOps {
    private final Folder folder;
    /** Set while a def is completed: unresolvable lookups are then final. */
    boolean finalPass;

    private final ArithmeticOps arithmetic;
    private final StringOps strings;
    private final ListOps lists;
    private final DagOps dags;

    BangOps(Folder folder) {
        this.folder = folder;
        this.arithmetic = new ArithmeticOps(folder);
        this.strings = new StringOps(folder);
        this.lists = new ListOps(folder);
        this.dags = new DagOps(folder);
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
                return fold(new Value.Op(op.op(), op.typeArg(), na, op.resultType()));
            }
        }
    }

    Value fold(Value.Op op) {
        Value r = tryFold(op);
        return r == null ? op : r;
    }

    /** The folded value, or null when the operands are not known enough yet. */
    private Value tryFold(Value.Op op) {
        return switch (op.op()) {
            case ADD, SUB, MUL, DIV, AND, OR, XOR, SHL, SRA, SRL, NOT, LOGTWO, EQ, NE, LT, LE, GT, GE -> arithmetic.fold(op);
            case STRCONCAT, INTERLEAVE, TOLOWER, TOUPPER, SUBSTR, FIND, SUBST, MATCH -> strings.fold(op);
            case LISTCONCAT, HEAD, TAIL, RANGE, LISTSPLAT, LISTREMOVE, LISTELEM, RANGEC, LISTSLICE, LISTFLATTEN,
                    FOREACH, FILTER, FOLDL -> lists.fold(op);
            case CON, DAG, GETDAGOP, SETDAGOP, GETDAGARG, GETDAGNAME, SETDAGARG, SETDAGNAME, GETDAGOPNAME, SETDAGOPNAME -> dags.fold(op);
            case CAST -> cast(op.typeArg(), op.operands().get(0));
            case SIZE, EMPTY, ISA, EXISTS, INITIALIZED, REPR, IF, INSTANCES -> foldOther(op);
        };
    }

    /** The operators on types and records, {@code !if} and the size of any list, string or dag. */
    private Value foldOther(Value.Op op) {
        List<Value> a = op.operands();
        switch (op.op()) {
            case SIZE, EMPTY -> {
                int n;
                if (a.get(0) instanceof Value.ListV l) n = l.elements().size();
                else if (a.get(0) instanceof Value.Str s) n = s.value().length();
                else if (a.get(0) instanceof Value.Dag d) n = d.args().size();
                else return null;
                return op.op() == BangOp.SIZE ? new Value.Int(n) : Value.bit(n == 0);
            }
            case ISA -> {
                Value x = a.get(0);
                RecTy t = x instanceof Value.DefRef d ? d.record().recordType() : x.type();
                if (t == null) return null;
                if (Types.convertible(t, op.typeArg()) && t != RecTy.ANY_RECORD) return Value.TRUE;
                if (op.typeArg() instanceof RecTy.RecordTy) {
                    // a def is final; otherwise only a type that cannot narrow to the target decides
                    if (x instanceof Value.DefRef || (!Types.convertible(op.typeArg(), t) && Concrete.is(x))) return Value.FALSE;
                    return null;
                }
                return Value.FALSE;
            }
            case EXISTS -> {
                if (!(a.get(0) instanceof Value.Str s)) return null;
                Record d = folder.keeper.getDef(s.value());
                if (d != null) return Value.bit(Types.convertible(d.recordType(), op.typeArg()));
                if (folder.currentRecord != null && folder.currentRecord.name().equals(s.value())) {
                    return Value.bit(Types.convertible(folder.currentRecord.recordType(), op.typeArg()));
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
            case INSTANCES -> {
                // all defs of the class known so far; decided only when a def is completed
                if (!finalPass) return null;
                Pattern filter = null;
                if (!a.isEmpty()) {
                    if (!(a.get(0) instanceof Value.Str re)) return null;
                    filter = strings.regex(re.value());
                }
                List<Value> out = new ArrayList<>();
                List<Record> defs = new ArrayList<>(folder.keeper.defsInOrder());
                defs.sort((x, y) -> NumericOrder.compare(x.name(), y.name()));
                for (Record d : defs) {
                    if (!Types.convertible(d.recordType(), op.typeArg())) continue;
                    if (filter != null && !filter.matcher(d.name()).find()) continue;
                    out.add(new Value.DefRef(d));
                }
                return new Value.ListV(out, op.typeArg());
            }
            default -> throw new IllegalArgumentException("!" + op.op().spelling + " has a family of its own");
        }
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

    Value foldCond(Value.Cond c) {
        for (int i = 0; i < c.conditions().size(); i++) {
            Long x = Types.asLong(c.conditions().get(i));
            if (x == null) return c;
            if (x != 0) return c.values().get(i);
        }
        if (finalPass && folder.currentRecord != null && Concrete.all(c.conditions())) {
            throw new TableGenError(folder.currentRecord.loc(), folder.currentRecord.name()
                    + " does not have any true condition in:" + ValueText.of(c));
        }
        return c;
    }
}
