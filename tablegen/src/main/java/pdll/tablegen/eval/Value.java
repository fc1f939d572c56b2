package pdll.tablegen.eval;

import java.util.List;
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
        public RecTy type() {
            return null;
        }
    }

    Unset UNSET = new Unset();

    record Bit(boolean value) implements Value {
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
        public RecTy type() {
            return new RecTy.BitsTy(bits.size());
        }
    }

    record Int(long value) implements Value {
        public RecTy type() {
            return RecTy.INT;
        }
    }

    record Str(String value, boolean code) implements Value {
        public RecTy type() {
            return RecTy.STRING;
        }
    }

    record ListV(List<Value> elements, RecTy elementType) implements Value {
        public RecTy type() {
            return new RecTy.ListTy(elementType);
        }
    }

    /** {@code (op:$opName args...)}; argNames entries and opName may be null. */
    record Dag(Value operator, String opName, List<Value> args, List<String> argNames) implements Value {
        public RecTy type() {
            return RecTy.DAG;
        }
    }

    /** A reference to a def (named or anonymous). */
    record DefRef(Record record) implements Value {
        public RecTy type() {
            return record.recordType();
        }
    }

    /**
     * A reference by name: a template argument ({@code Class:arg}), a field of the record being
     * built, a loop iterator, or a bound variable of {@code !foreach}/{@code !foldl}/{@code !filter}.
     */
    record Var(String name, RecTy varType) implements Value {
        public RecTy type() {
            return varType;
        }
    }

    /** {@code base.field} where base is not yet a record. */
    record Field(Value base, String field, RecTy fieldType) implements Value {
        public RecTy type() {
            return fieldType;
        }
    }

    /** {@code base{bit}} where base is not yet concrete. */
    record VarBit(Value base, int bit) implements Value {
        public RecTy type() {
            return RecTy.BIT;
        }
    }

    /** One argument of a pending anonymous instantiation: positional (index) or named. */
    record ClassArg(int index, String name, Value value) {}

    /** {@code Class<args>} whose arguments are not all concrete yet. */
    record AnonInst(Record cls, List<ClassArg> args) implements Value {
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
        public RecTy type() {
            return resultType;
        }
    }

    /** {@code !cond(c1: v1, ...)} not yet folded. */
    record Cond(List<Value> conditions, List<Value> values, RecTy resultType) implements Value {
        public RecTy type() {
            return resultType;
        }
    }
}
