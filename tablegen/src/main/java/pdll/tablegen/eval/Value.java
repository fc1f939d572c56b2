package pdll.tablegen.eval;

import java.util.List;
import java.util.Objects;
import pdll.tablegen.ast.BangOp;

/**
 * An immutable TableGen value ("Init" in the language reference). Symbolic values (references,
 * operators that could not fold yet, pending anonymous instantiations) stay in class bodies and
 * prototypes until a resolver substitutes and folds them. Equality is structural, except records,
 * which are compared by identity; anonymous instantiations are uniqued on it.
 */
public sealed interface Value {

    /** The value's type, or null when it has none ({@code ?}). */
    RecTy type();

    /** {@code ?} */
    record Unset() implements Value {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive: the first use spun method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof Unset;
        }

        @Override
        public int hashCode() {
            return Unset.class.hashCode();
        }

        public RecTy type() {
            return null;
        }
    }

    Unset UNSET = new Unset();

    record Bit(boolean value) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Bit x && value == x.value;
        }

        @Override
        public int hashCode() {
            return Boolean.hashCode(value);
        }

        public RecTy type() {
            return RecTy.BIT;
        }
    }

    Bit TRUE = new Bit(true);
    Bit FALSE = new Bit(false);

    static Bit bit(boolean b) {
        return b ? TRUE : FALSE;
    }

    /** A bits<n> value; bits.get(0) is the least significant bit. Elements are Bit, Unset or symbolic. */
    record Bits(List<Value> bits) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Bits x && Objects.equals(bits, x.bits);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(bits);
        }

        public RecTy type() {
            return new RecTy.BitsTy(bits.size());
        }
    }

    record Int(long value) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Int i && value == i.value;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(value);
        }

        public RecTy type() {
            return RecTy.INT;
        }
    }

    /**
     * A string (or code) value. A long concatenation ({@link #concat}) is kept as its two parts
     * and joined once, when its text is first asked for: TableGen builds long strings with
     * {@code !foldl("", list, acc, el, acc # "\n" # el)}, which copying at every step makes
     * quadratic (NVVMOps.td's {@code MMA_SP_SYNC_INTR} spent most of its evaluation there).
     */
    final class Str implements Value {
        /** Below this length a concatenation is copied at once (a node would cost more than it saves). */
        private static final int JOIN_BELOW = 256;
        /**
         * The text, once joined; null until then for a concatenation. Volatile: records are read
         * by other threads once evaluated, and any of them may join first.
         */
        private volatile String value;
        /**
         * A concatenation's parts until it is joined (then null, so that a long string is not
         * kept twice). Set to null only under this value's lock and after {@link #value} is set.
         */
        private Str left;
        private Str right;
        private final int length;
        private final boolean code;

        public Str(String value, boolean code) {
            this.value = value;
            this.length = value.length();
            this.code = code;
        }

        private Str(Str left, Str right, boolean code) {
            this.left = left;
            this.right = right;
            this.length = left.length + right.length;
            this.code = code;
        }

        /** {@code a} followed by {@code b}. */
        static Str concat(Str a, Str b, boolean code) {
            if (a.length + b.length < JOIN_BELOW) return new Str(a.value() + b.value(), code);
            return new Str(a, b, code);
        }

        public String value() {
            String v = value;
            if (v != null) return v;
            synchronized (this) {
                if (value == null) {
                    value = join();
                    left = null;
                    right = null;
                }
                return value;
            }
        }

        /** The leaves left to right, without recursion (a fold makes a left-leaning chain as long as its list). */
        private String join() {
            StringBuilder sb = new StringBuilder(length);
            java.util.ArrayDeque<Str> todo = new java.util.ArrayDeque<>();
            todo.push(this);
            while (!todo.isEmpty()) {
                Str s = todo.pop();
                String v = s.value;
                Str l = v == null ? s.left : null;
                Str r = v == null ? s.right : null;
                if (v != null) {
                    sb.append(v);
                } else if (l == null || r == null) {
                    sb.append(s.value()); // joined by another thread meanwhile: its lock makes the text visible
                } else {
                    todo.push(r);
                    todo.push(l);
                }
            }
            return sb.toString();
        }

        public boolean code() {
            return code;
        }

        public RecTy type() {
            return RecTy.STRING;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Str s && code == s.code && length == s.length && value().equals(s.value());
        }

        @Override
        public int hashCode() {
            return 31 * value().hashCode() + Boolean.hashCode(code);
        }

        @Override
        public String toString() {
            return "Str[value=" + value() + ", code=" + code + "]";
        }
    }

    record ListV(List<Value> elements, RecTy elementType) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof ListV x && Objects.equals(elements, x.elements) && Objects.equals(elementType, x.elementType);
        }

        @Override
        public int hashCode() {
            return Objects.hash(elements, elementType);
        }

        public RecTy type() {
            return new RecTy.ListTy(elementType);
        }
    }

    /** {@code (op:$opName args...)}; argNames entries and opName may be null. */
    record Dag(Value operator, String opName, List<Value> args, List<String> argNames) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Dag x && Objects.equals(operator, x.operator) && Objects.equals(opName, x.opName) && Objects.equals(args, x.args) && Objects.equals(argNames, x.argNames);
        }

        @Override
        public int hashCode() {
            return Objects.hash(operator, opName, args, argNames);
        }

        public RecTy type() {
            return RecTy.DAG;
        }
    }

    /** A reference to a def (named or anonymous). */
    record DefRef(Record record) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DefRef x && Objects.equals(record, x.record);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(record);
        }

        public RecTy type() {
            return record.recordType();
        }
    }

    /**
     * A reference by name: a template argument ({@code Class:arg}), a field of the record being
     * built, a loop iterator, or a bound variable of {@code !foreach}/{@code !foldl}/{@code !filter}.
     */
    record Var(String name, RecTy varType) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Var x && Objects.equals(name, x.name) && Objects.equals(varType, x.varType);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, varType);
        }

        public RecTy type() {
            return varType;
        }
    }

    /** {@code base.field} where base is not yet a record. */
    record Field(Value base, String field, RecTy fieldType) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Field x && Objects.equals(base, x.base) && Objects.equals(field, x.field) && Objects.equals(fieldType, x.fieldType);
        }

        @Override
        public int hashCode() {
            return Objects.hash(base, field, fieldType);
        }

        public RecTy type() {
            return fieldType;
        }
    }

    /** {@code base{bit}} where base is not yet concrete. */
    record VarBit(Value base, int bit) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof VarBit x && Objects.equals(base, x.base) && bit == x.bit;
        }

        @Override
        public int hashCode() {
            return Objects.hash(base, bit);
        }

        public RecTy type() {
            return RecTy.BIT;
        }
    }

    /** One argument of a pending anonymous instantiation: positional (index) or named. */
    record ClassArg(int index, String name, Value value) {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof ClassArg a && index == a.index && Objects.equals(name, a.name) && Objects.equals(value, a.value);
        }

        @Override
        public int hashCode() {
            return Objects.hash(index, name, value);
        }
    }

    /** {@code Class<args>} whose arguments are not all concrete yet. */
    record AnonInst(Record cls, List<ClassArg> args) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof AnonInst x && Objects.equals(cls, x.cls) && Objects.equals(args, x.args);
        }

        @Override
        public int hashCode() {
            return Objects.hash(cls, args);
        }

        public RecTy type() {
            return new RecTy.RecordTy(List.of(cls));
        }
    }

    /**
     * A bang operator that could not fold yet. op is the name without {@code !}; typeArg is the
     * {@code <T>} of {@code !cast}, {@code !isa}, {@code !exists}; resultType is its result type.
     * For {@code !foreach}/{@code !filter}/{@code !foldl}, the bound variable names are Var operands.
     */
    record Op(BangOp op, RecTy typeArg, List<Value> operands, RecTy resultType) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Op x && Objects.equals(op, x.op) && Objects.equals(typeArg, x.typeArg) && Objects.equals(operands, x.operands) && Objects.equals(resultType, x.resultType);
        }

        @Override
        public int hashCode() {
            return Objects.hash(op, typeArg, operands, resultType);
        }

        public RecTy type() {
            return resultType;
        }
    }

    /** {@code !cond(c1: v1, ...)} not yet folded. */
    record Cond(List<Value> conditions, List<Value> values, RecTy resultType) implements Value {
        // Written out, as Unset's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Cond x && Objects.equals(conditions, x.conditions) && Objects.equals(values, x.values) && Objects.equals(resultType, x.resultType);
        }

        @Override
        public int hashCode() {
            return Objects.hash(conditions, values, resultType);
        }

        public RecTy type() {
            return resultType;
        }
    }
}
