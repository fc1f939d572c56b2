package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.TableGenError;

/**
 * Substitutes references through a {@link Resolver} and folds whatever became computable:
 * field access on defs, bit access, pending anonymous instantiations and bang operators (the
 * operators themselves live in {@link BangOps}). Unchanged subtrees are returned as the same
 * object so that resolving concrete values costs a walk and no allocation.
 */
public final class Folder {

    /** Creates (or reuses) the anonymous record of {@code Class<args>} once the arguments are concrete. */
    public interface Instantiator {
        Value instantiate(Record cls, List<Value.ClassArg> args, Loc loc);
    }

    final RecordKeeper keeper;
    private final Instantiator instantiator;
    final BangOps ops;
    /** Where errors found while folding are reported (the statement being evaluated). */
    Loc loc = Loc.NONE;
    /** The record whose def is being completed, for {@code !cast} of its own name. */
    Record currentRecord;
    /**
     * The name of the class, def or multiclass def being built: the reference reports an
     * operator that cannot fold (division by zero, a failed {@code !cast}) there, not at the
     * operator, and without a location outside any record.
     */
    Loc recordLoc = Loc.NONE;

    public Folder(RecordKeeper keeper, Instantiator instantiator) {
        this.keeper = keeper;
        this.instantiator = instantiator;
        this.ops = new BangOps(this);
    }

    TableGenError error(String message) {
        return new TableGenError(loc, message);
    }

    /** An error of an operator's fold, at the record being built (see recordLoc). */
    TableGenError recordError(String message) {
        return new TableGenError(currentRecord != null ? currentRecord.loc() : recordLoc, message);
    }

    /** Runs f with recordLoc set to the record being built at l. */
    <T> T inRecord(Loc l, Supplier<T> f) {
        Loc saved = recordLoc;
        recordLoc = l;
        try {
            return f.get();
        } finally {
            recordLoc = saved;
        }
    }

    /** Resolve and fold. */
    public Value resolve(Value v, Resolver r) {
        if (v instanceof Value.Unset || v instanceof Value.Bit || v instanceof Value.Int
                || v instanceof Value.Str || v instanceof Value.DefRef) return v;
        if (v instanceof Value.Var var) {
            Value x = r.lookup(var.name());
            return x == null ? v : x;
        }
        if (v instanceof Value.ListV l) {
            List<Value> out = resolveAll(l.elements(), r);
            return out == l.elements() ? v : new Value.ListV(out, l.elementType());
        }
        if (v instanceof Value.Dag d) {
            Value op = resolve(d.operator(), r);
            List<Value> args = resolveAll(d.args(), r);
            if (op == d.operator() && args == d.args()) return v;
            return new Value.Dag(op, d.opName(), args, d.argNames());
        }
        if (v instanceof Value.Bits b) {
            List<Value> out = resolveAll(b.bits(), r);
            if (out == b.bits()) return v;
            if (r.keepUnsetBits()) {
                out = new ArrayList<>(out);
                for (int i = 0; i < out.size(); i++) {
                    if (out.get(i) instanceof Value.Unset) out.set(i, b.bits().get(i));
                }
                if (out.equals(b.bits())) return v;
            }
            return new Value.Bits(out);
        }
        if (v instanceof Value.Field f) {
            Value base = resolve(f.base(), r);
            return foldField(base, f.field(), f.fieldType(), base == f.base() ? f : null);
        }
        if (v instanceof Value.VarBit vb) {
            Value base = resolve(vb.base(), r);
            if (base == vb.base()) return v;
            return foldVarBit(base, vb.bit());
        }
        if (v instanceof Value.AnonInst ai) {
            boolean changed = false;
            List<Value.ClassArg> args = new ArrayList<>(ai.args().size());
            for (Value.ClassArg a : ai.args()) {
                Value nv = resolve(a.value(), r);
                if (nv != a.value()) changed = true;
                args.add(new Value.ClassArg(a.index(), a.name(), nv));
            }
            Value.AnonInst res = changed ? new Value.AnonInst(ai.cls(), args) : ai;
            return foldAnon(res);
        }
        if (v instanceof Value.Op op) return ops.resolveOp(op, r);
        if (v instanceof Value.Cond c) {
            List<Value> cs = resolveAll(c.conditions(), r);
            List<Value> vs = resolveAll(c.values(), r);
            Value.Cond nc = cs == c.conditions() && vs == c.values() ? c : new Value.Cond(cs, vs, c.resultType());
            return ops.foldCond(nc);
        }
        throw new IllegalStateException("unknown value " + v);
    }

    List<Value> resolveAll(List<Value> in, Resolver r) {
        List<Value> out = null;
        for (int i = 0; i < in.size(); i++) {
            Value x = in.get(i);
            Value y = resolve(x, r);
            if (y != x && out == null) {
                out = new ArrayList<>(in.size());
                for (int k = 0; k < i; k++) out.add(in.get(k));
            }
            if (out != null) out.add(y);
        }
        return out == null ? in : out;
    }

    /** Fold a value built by the expression evaluator (no substitution). */
    public Value fold(Value v) {
        if (v instanceof Value.Op op) return ops.fold(op);
        if (v instanceof Value.Cond c) return ops.foldCond(c);
        if (v instanceof Value.AnonInst ai) return foldAnon(ai);
        if (v instanceof Value.Field f) return foldField(f.base(), f.field(), f.fieldType(), f);
        if (v instanceof Value.VarBit vb) return foldVarBit(vb.base(), vb.bit());
        return v;
    }

    Value foldAnon(Value.AnonInst ai) {
        for (Value.ClassArg a : ai.args()) if (!Concrete.is(a.value())) return ai;
        return instantiator.instantiate(ai.cls(), ai.args(), loc);
    }

    Value foldField(Value base, String field, RecTy type, Value.Field unchanged) {
        if (base instanceof Value.DefRef d) {
            Record rec = d.record();
            if (rec == currentRecord) {
                throw recordError("Attempting to access field '" + field + "' of '" + rec.name() + "' is a forbidden self-reference");
            }
            RecordField f = rec.field(field);
            if (f == null) {
                throw error("Cannot access field '" + field + "' of value '" + rec.name() + "'");
            }
            Value fv = f.value();
            if (Concrete.is(fv)) return fv;
        }
        if (base instanceof Value.Dag || base instanceof Value.ListV || base instanceof Value.Str
                || base instanceof Value.Int || base instanceof Value.Bit) {
            throw error("Cannot access field '" + field + "' of value '" + ValueText.of(base) + "'");
        }
        return unchanged != null ? unchanged : new Value.Field(base, field, type);
    }

    Value foldVarBit(Value base, int bit) {
        // a bit of a bits value is its element, concrete or not
        if (base instanceof Value.Bits bits && bit < bits.bits().size()) return bits.bits().get(bit);
        Value b = Types.convert(base, new RecTy.BitsTy(Math.max(bit + 1, widthOf(base))));
        if (b instanceof Value.Bits bits && bit < bits.bits().size()) {
            Value x = bits.bits().get(bit);
            if (Concrete.is(x)) return x;
        }
        return new Value.VarBit(base, bit);
    }

    private static int widthOf(Value v) {
        return v.type() instanceof RecTy.BitsTy bt ? bt.width() : 64;
    }
}
