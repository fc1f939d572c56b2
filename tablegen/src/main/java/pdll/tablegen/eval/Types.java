package pdll.tablegen.eval;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pdll.tablegen.ast.BangOp;

/** Type compatibility and the implicit conversions of values to declared types. */
public final class Types {
    private Types() {}

    /** Whether a value of type {@code from} may be stored where {@code to} is expected. */
    public static boolean convertible(RecTy from, RecTy to) {
        if (from == null || to == null) return true;
        if (to instanceof RecTy.BitTy) {
            return from instanceof RecTy.BitTy || from instanceof RecTy.IntTy
                    || (from instanceof RecTy.BitsTy b && b.width() == 1);
        }
        if (to instanceof RecTy.BitsTy bt) {
            return from instanceof RecTy.IntTy || (from instanceof RecTy.BitsTy b && b.width() == bt.width())
                    || (from instanceof RecTy.BitTy && bt.width() == 1);
        }
        if (to instanceof RecTy.IntTy) {
            return from instanceof RecTy.IntTy || from instanceof RecTy.BitTy || from instanceof RecTy.BitsTy;
        }
        if (to instanceof RecTy.StringTy) return from instanceof RecTy.StringTy;
        if (to instanceof RecTy.DagTy) return from instanceof RecTy.DagTy;
        if (to instanceof RecTy.ListTy lt) {
            return from instanceof RecTy.ListTy lf && convertible(lf.element(), lt.element());
        }
        if (to instanceof RecTy.RecordTy rt) {
            if (!(from instanceof RecTy.RecordTy rf)) return false;
            if (from == RecTy.ANY_RECORD) return true;
            for (Record target : rt.classes()) {
                boolean found = false;
                for (Record c : rf.classes()) if (c.isSubclassOf(target)) { found = true; break; }
                if (!found) return false;
            }
            return true;
        }
        return false;
    }

    /**
     * The value converted to {@code to}, or null when it cannot be. Symbolic values of a compatible
     * type are returned unchanged.
     */
    public static Value convert(Value v, RecTy to) {
        if (to == null) return v;
        if (v instanceof Value.Unset) {
            if (to instanceof RecTy.BitsTy bt) {
                List<Value> bits = new ArrayList<>(bt.width());
                for (int i = 0; i < bt.width(); i++) bits.add(Value.UNSET);
                return new Value.Bits(bits);
            }
            return v;
        }
        if (to instanceof RecTy.BitTy) {
            if (v instanceof Value.Bit) return v;
            if (v instanceof Value.Int i) {
                if (i.value() == 0 || i.value() == 1) return Value.bit(i.value() == 1);
                // like the reference: a cast that never folds, reported if it is still there at the end
                return new Value.Op(BangOp.CAST, RecTy.BIT, List.of(v), RecTy.BIT);
            }
            if (v instanceof Value.Bits b) return b.bits().size() == 1 ? b.bits().get(0) : null;
            if (v.type() instanceof RecTy.IntTy || v.type() instanceof RecTy.BitsTy) {
                // the reference keeps a symbolic int stored in a bit as an explicit cast
                return new Value.Op(BangOp.CAST, RecTy.BIT, List.of(v), RecTy.BIT);
            }
        }
        if (to instanceof RecTy.BitsTy bt) {
            if (v instanceof Value.Bits b) return b.bits().size() == bt.width() ? v : null;
            if (v instanceof Value.Int i) {
                long x = i.value();
                int w = bt.width();
                if (!fits(x, w)) {
                    // like the reference: bits of a cast that never folds, reported at the end
                    Value cast = new Value.Op(BangOp.CAST, bt, List.of(v), bt);
                    List<Value> bits = new ArrayList<>(w);
                    for (int k = 0; k < w; k++) bits.add(new Value.VarBit(cast, k));
                    return new Value.Bits(bits);
                }
                List<Value> bits = new ArrayList<>(w);
                for (int k = 0; k < w; k++) bits.add(Value.bit(k < 64 && ((x >> k) & 1) != 0));
                return new Value.Bits(bits);
            }
            if (bt.width() == 1 && (v instanceof Value.Bit || v.type() instanceof RecTy.BitTy)) return new Value.Bits(List.of(v));
            if (v.type() instanceof RecTy.IntTy || (v.type() instanceof RecTy.BitsTy b && b.width() == bt.width())) {
                // a symbolic value stored in bits<n> becomes n bit references; the reference
                // reaches the bits of a symbolic int through an explicit !cast<bits<n>>
                Value whole = v.type() instanceof RecTy.IntTy ? new Value.Op(BangOp.CAST, bt, List.of(v), bt) : v;
                List<Value> bits = new ArrayList<>(bt.width());
                for (int k = 0; k < bt.width(); k++) bits.add(new Value.VarBit(whole, k));
                return new Value.Bits(bits);
            }
        }
        if (to instanceof RecTy.IntTy) {
            if (v instanceof Value.Int) return v;
            if (v instanceof Value.Bit b) return new Value.Int(b.value() ? 1 : 0);
            if (v instanceof Value.Bits b) {
                Long x = bitsToLong(b);
                return x == null ? v : new Value.Int(x);
            }
            if (v.type() instanceof RecTy.BitTy || v.type() instanceof RecTy.BitsTy) {
                // like the reference, a symbolic bit or bits read as an int is an explicit cast
                return new Value.Op(BangOp.CAST, RecTy.INT, List.of(v), RecTy.INT);
            }
        }
        if (to instanceof RecTy.ListTy lt && v instanceof Value.ListV l) {
            if (l.elementType() != null && l.elementType().equals(lt.element())) return v;
            for (Value e : l.elements()) {
                // like the reference: a symbolic element of another type makes the whole list a
                // cast, which folds element by element once the list is concrete
                if (!Concrete.is(e) && !sameForList(e.type(), lt.element())) return new Value.Op(BangOp.CAST, to, List.of(v), to);
            }
            List<Value> out = new ArrayList<>(l.elements().size());
            boolean changed = false;
            for (Value e : l.elements()) {
                Value c = convert(e, lt.element());
                if (c == null) return null;
                changed |= c != e;
                out.add(c);
            }
            // like the reference, a list whose elements convert to themselves keeps its own type
            if (!changed && l.elementType() != null) return v;
            return new Value.ListV(out, lt.element());
        }
        // anything else of a convertible type is kept as it is (strings, dags, records, symbolic values)
        return convertible(v.type(), to) ? v : null;
    }

    /** Whether a symbolic list element of type t stays itself in a list of element type e. */
    private static boolean sameForList(RecTy t, RecTy e) {
        if (t == null || t.equals(e)) return true;
        if (t instanceof RecTy.StringTy && e instanceof RecTy.StringTy) return true;
        return t instanceof RecTy.RecordTy && e instanceof RecTy.RecordTy && convertible(t, e);
    }

    /** Whether x fits in w bits, as a signed or an unsigned number. */
    static boolean fits(long x, int w) {
        return w >= 64 || (x >= -(1L << (w - 1)) && x <= (1L << w) - 1);
    }

    /** The integer value of fully known bits, or null. */
    static Long bitsToLong(Value.Bits b) {
        long x = 0;
        List<Value> bits = b.bits();
        for (int k = 0; k < bits.size(); k++) {
            if (!(bits.get(k) instanceof Value.Bit bit)) return null;
            if (bit.value() && k < 64) x |= 1L << k;
        }
        return x;
    }

    /** An integer view of a concrete int, bit or bits value, or null. */
    static Long asLong(Value v) {
        if (v instanceof Value.Int i) return i.value();
        if (v instanceof Value.Bit b) return b.value() ? 1L : 0L;
        if (v instanceof Value.Bits b) return bitsToLong(b);
        return null;
    }

    /** The type both values fit (list elements, !if branches): the reference's type resolution. */
    public static RecTy common(RecTy a, RecTy b) {
        if (a == null) return b;
        if (b == null) return a;
        if (a.equals(b)) return a;
        if (a instanceof RecTy.RecordTy ra && b instanceof RecTy.RecordTy rb) return commonRecord(ra, rb);
        if (convertible(a, b)) return b;
        if (convertible(b, a)) return a;
        if (a instanceof RecTy.ListTy la && b instanceof RecTy.ListTy lb) {
            RecTy e = common(la.element(), lb.element());
            return e == null ? null : new RecTy.ListTy(e);
        }
        return null;
    }

    /** The classes of a that b derives from, searching a's ancestry upwards from its classes. */
    private static RecTy commonRecord(RecTy.RecordTy a, RecTy.RecordTy b) {
        List<Record> shared = new ArrayList<>();
        ArrayDeque<Record> stack = new ArrayDeque<>(a.classes());
        while (!stack.isEmpty()) {
            Record c = stack.removeLast();
            boolean bDerives = false;
            for (Record x : b.classes()) if (x.isSubclassOf(c)) { bDerives = true; break; }
            if (bDerives) shared.add(c);
            else stack.addAll(c.directSuperclasses());
        }
        return recordType(shared);
    }

    /** A record type: classes sorted by name, without any class another one already derives from. */
    public static RecTy.RecordTy recordType(List<Record> classes) {
        List<Record> kept = new ArrayList<>();
        for (Record c : classes) {
            boolean redundant = false;
            for (Record d : classes) if (d != c && d.isSubclassOf(c)) { redundant = true; break; }
            if (!redundant && !kept.contains(c)) kept.add(c);
        }
        kept.sort(Comparator.comparing(Record::name));
        return new RecTy.RecordTy(List.copyOf(kept));
    }
}
