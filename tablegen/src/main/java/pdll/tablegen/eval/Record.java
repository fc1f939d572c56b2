package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.tablegen.source.Loc;

/**
 * A class or a def. Built by the evaluator and frozen when complete; later stages only read it.
 * Identity matters: two records are equal only if they are the same object.
 */
public final class Record {
    private String name;
    private final Loc loc;
    private final boolean isClass;
    private final boolean anonymous;
    private final List<TemplateParam> templateParams = new ArrayList<>();
    private final LinkedHashMap<String, RecordField> fields = new LinkedHashMap<>();
    /** All superclasses in the reference's order (each parent's own superclasses, then the parent). */
    private final List<Record> superclasses = new ArrayList<>();
    private final Set<Record> superclassSet = new HashSet<>();
    /** The parents written after ':' (classes only), for the record type. */
    private final List<Record> directSuperclasses = new ArrayList<>();
    private final List<Assertion> assertions = new ArrayList<>();
    private RecTy.RecordTy recordType;

    /** An {@code assert cond, message;} waiting for the record to be complete. */
    public record Assertion(Loc loc, Value condition, Value message) {}

    public Record(String name, Loc loc, boolean isClass, boolean anonymous) {
        this.name = name;
        this.loc = loc;
        this.isClass = isClass;
        this.anonymous = anonymous;
    }

    public String name() {
        return name;
    }

    void rename(String newName) {
        this.name = newName;
    }

    /** Location of the record's name (or of its {@code def} keyword when anonymous). */
    public Loc loc() {
        return loc;
    }

    public boolean isClass() {
        return isClass;
    }

    public boolean isAnonymous() {
        return anonymous;
    }

    public List<TemplateParam> templateParams() {
        return Collections.unmodifiableList(templateParams);
    }

    void addTemplateParam(TemplateParam p) {
        templateParams.add(p);
    }

    public TemplateParam templateParam(String qualifiedName) {
        for (TemplateParam p : templateParams) if (p.name().equals(qualifiedName)) return p;
        return null;
    }

    public Collection<RecordField> fields() {
        return Collections.unmodifiableCollection(fields.values());
    }

    public RecordField field(String fieldName) {
        return fields.get(fieldName);
    }

    Map<String, RecordField> mutableFields() {
        return fields;
    }

    /** The value of a field, or null when the record has no such field. */
    public Value value(String fieldName) {
        RecordField f = fields.get(fieldName);
        return f == null ? null : f.value();
    }

    public List<Record> superclasses() {
        return Collections.unmodifiableList(superclasses);
    }

    public boolean isSubclassOf(Record cls) {
        return cls == this || superclassSet.contains(cls);
    }

    /** True when this record derives (directly or not) from a class named {@code className}. */
    public boolean isSubclassOf(String className) {
        for (Record r : superclasses) if (r.name.equals(className)) return true;
        return false;
    }

    void addSuperclass(Record cls) {
        superclasses.add(cls);
        superclassSet.add(cls);
    }

    List<Record> directSuperclasses() {
        return directSuperclasses;
    }

    void addDirectSuperclass(Record cls) {
        directSuperclasses.add(cls);
        recordType = null;
    }

    public List<Assertion> assertions() {
        return Collections.unmodifiableList(assertions);
    }

    List<Assertion> mutableAssertions() {
        return assertions;
    }

    /** The type of a reference to this record: the record type of its direct superclasses. */
    public RecTy.RecordTy recordType() {
        RecTy.RecordTy t = recordType;
        if (t == null) {
            if (isClass) t = new RecTy.RecordTy(List.of(this));
            else t = Types.recordType(directSuperclasses);
            recordType = t;
        }
        return t;
    }

    // --- typed access for later stages -------------------------------------------------------

    public String stringValue(String fieldName) {
        return value(fieldName) instanceof Value.Str s ? s.value() : null;
    }

    public Long intValue(String fieldName) {
        Value v = value(fieldName);
        if (v instanceof Value.Int i) return i.value();
        if (v instanceof Value.Bit b) return b.value() ? 1L : 0L;
        return null;
    }

    public boolean bitValue(String fieldName) {
        Long v = intValue(fieldName);
        return v != null && v != 0;
    }

    public Record defValue(String fieldName) {
        return value(fieldName) instanceof Value.DefRef d ? d.record() : null;
    }

    public List<Value> listValue(String fieldName) {
        return value(fieldName) instanceof Value.ListV l ? l.elements() : null;
    }

    public Value.Dag dagValue(String fieldName) {
        return value(fieldName) instanceof Value.Dag d ? d : null;
    }

    @Override
    public String toString() {
        return (isClass ? "class " : "def ") + name;
    }
}
