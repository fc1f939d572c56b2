package pdll.tablegen.eval;

import pdll.tablegen.source.Loc;

/**
 * One field of a record: its declared type, current value and where it was declared. Mutable only
 * while its record is being built; frozen afterwards.
 */
public final class RecordField {
    private final String name;
    private final RecTy type;
    private final Loc loc;
    private final boolean nonconcreteOk;
    private Value value;
    private Loc setAt = Loc.NONE;
    private Record setIn;

    /** nonconcreteOk: declared with the {@code field} keyword, which lets a def keep it unresolved. */
    public RecordField(String name, RecTy type, Value value, Loc loc, boolean nonconcreteOk) {
        this.name = name;
        this.type = type;
        this.value = value;
        this.loc = loc;
        this.nonconcreteOk = nonconcreteOk;
    }

    /** Declared with {@code field}: printed with that keyword, first, and allowed to stay unresolved. */
    public boolean nonconcreteOk() {
        return nonconcreteOk;
    }

    public String name() {
        return name;
    }

    /** The declared type. */
    public RecTy type() {
        return type;
    }

    public Value value() {
        return value;
    }

    /** Where the field was first declared. */
    public Loc loc() {
        return loc;
    }

    void setValue(Value value) {
        this.value = value;
    }

    /**
     * Where the field's current value was written: the declaration or {@code let} whose value it
     * is (after template arguments and late binding resolved it), {@link Loc#NONE} when unknown.
     * Editors show it next to the value; the evaluation itself never reads it.
     */
    public Loc setAt() {
        return setAt;
    }

    /** The class or def whose declaration or {@code let} wrote the value (null when unknown). */
    public Record setIn() {
        return setIn;
    }

    void setOrigin(Loc at, Record in) {
        this.setAt = at;
        this.setIn = in;
    }

    /** The type as the reference prints it: {@code code} for a string field holding a code string. */
    public String printType() {
        if (type instanceof RecTy.StringTy) {
            return value instanceof Value.Str s && s.code() ? "code" : "string";
        }
        return type.print();
    }
}
