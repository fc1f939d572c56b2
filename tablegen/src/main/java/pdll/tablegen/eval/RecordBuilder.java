package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.TableGenError;

/**
 * Builds records: inheriting a class with its template arguments bound, setting and declaring
 * fields, completing a def (late binding of field references, checks, asserts) and creating the
 * uniqued anonymous records of {@code Class<args>}.
 */
final class RecordBuilder implements Folder.Instantiator {
    /** The reserved reference an anonymous prototype's NAME points at until its number is known. */
    static final String PENDING_NAME = "!NAME";

    private final RecordKeeper keeper;
    Folder folder;
    /**
     * Errors after which the reference goes on (failed asserts, unresolved initializers): they are
     * collected here and evaluation continues, so that all of them are reported.
     */
    final List<Diagnostic> recoveredErrors;
    private final PutLog<AnonKey, Record> anonymous;
    /** Anonymous instantiations may nest this deep; deeper is runaway recursion (R<n> using R<n+1>). */
    static final int MAX_INSTANTIATION_DEPTH = 1000;
    private int instantiationDepth;

    /**
     * A class and its arguments. The hash is computed once: it walks the argument values, and a
     * resumed evaluation re-inserts every key into a new table ({@link PutLog#prefix}).
     */
    private record AnonKey(Record cls, List<Value.ClassArg> args, int hash) {
        AnonKey(Record cls, List<Value.ClassArg> args) {
            this(cls, args, 31 * System.identityHashCode(cls) + args.hashCode());
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof AnonKey k && hash == k.hash && cls == k.cls && args.equals(k.args);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    RecordBuilder(RecordKeeper keeper) {
        this(keeper, new ArrayList<>(), new PutLog<>());
    }

    private RecordBuilder(RecordKeeper keeper, List<Diagnostic> recoveredErrors, PutLog<AnonKey, Record> anonymous) {
        this.keeper = keeper;
        this.recoveredErrors = recoveredErrors;
        this.anonymous = anonymous;
    }

    PutLog<?, Record> anonymousTable() {
        return anonymous;
    }

    /** What a checkpoint records of the builder: how many errors it had recovered from, how many anonymous records. */
    record Mark(int recoveredErrors, int anonymous) {}

    Mark mark() {
        return new Mark(recoveredErrors.size(), anonymous.puts());
    }

    /** A new builder for {@code keeper} holding what this one held at {@code m} (this one is left as it is). */
    RecordBuilder prefix(Mark m, RecordKeeper keeper) {
        return new RecordBuilder(keeper, new ArrayList<>(recoveredErrors.subList(0, m.recoveredErrors())),
                anonymous.prefix(m.anonymous()));
    }

    /**
     * Makes {@code rec} inherit {@code cls}: binds template arguments (given, then defaults in order),
     * adds the superclasses and copies the fields and asserts with the arguments substituted.
     * nameValue binds the class's implicit NAME (null leaves it unbound, as for anonymous
     * instantiations).
     */
    void inherit(Record rec, Record cls, List<Value.ClassArg> args, Value nameValue, Loc loc) {
        if (rec.isSubclassOf(cls) && rec != cls) throw new TableGenError(loc, "Already subclass of '" + cls.name() + "'!\n");
        Loc saved = folder.loc;
        folder.loc = loc;
        try {
            Resolver.MapResolver map = bind(cls.name(), cls.templateParams(), args, loc);
            if (nameValue != null) map.set(cls.name() + ":NAME", nameValue);
            for (Record s : cls.superclasses()) {
                if (rec.isSubclassOf(s)) throw new TableGenError(loc, "Already subclass of '" + s.name() + "'!\n");
                rec.addSuperclass(s);
            }
            rec.addSuperclass(cls);
            rec.addDirectSuperclass(cls);
            Map<String, RecordField> fields = rec.mutableFields();
            for (RecordField f : cls.fields()) {
                Value v = map.isEmpty() ? f.value() : folder.resolve(f.value(), map);
                RecordField existing = fields.get(f.name());
                if (existing != null) {
                    setValue(rec, existing, v, loc);
                    existing.setOrigin(f.setAt(), f.setIn()); // the class's declaration or let wrote it, not the instantiation
                } else {
                    RecordField nf = new RecordField(f.name(), f.type(), conform(v, f.type()), f.loc(), f.nonconcreteOk());
                    nf.setOrigin(f.setAt(), f.setIn());
                    fields.put(f.name(), nf);
                }
            }
            for (Record.Assertion a : cls.assertions()) {
                rec.mutableAssertions().add(new Record.Assertion(a.loc(), folder.resolve(a.condition(), map),
                        folder.resolve(a.message(), map)));
            }
        } finally {
            folder.loc = saved;
        }
    }

    /** A substituted value converted to the field's type when it now can be (e.g. bits<1> into bit). */
    static Value conform(Value v, RecTy type) {
        if (v instanceof Value.Op || v instanceof Value.Var || v instanceof Value.Field) return v;
        Value c = Types.convert(v, type);
        return c == null ? v : c;
    }

    /**
     * Binds a class's or multiclass's template arguments: the given ones (positional by index,
     * named by qualified name), then defaults in order, each resolved against the arguments
     * before it. A missing required argument is the reference's error, at {@code loc}.
     */
    Resolver.MapResolver bind(String owner, List<TemplateParam> params, List<Value.ClassArg> args, Loc loc) {
        Resolver.MapResolver map = new Resolver.MapResolver();
        Value[] bound = new Value[params.size()];
        for (Value.ClassArg a : args) {
            int idx = a.index();
            if (a.name() != null) {
                for (int i = 0; i < params.size(); i++) if (params.get(i).name().equals(a.name())) idx = i;
            }
            bound[idx] = a.value();
        }
        for (int i = 0; i < params.size(); i++) {
            TemplateParam p = params.get(i);
            Value v = bound[i];
            if (v == null) {
                if (!p.hasDefault()) {
                    throw new TableGenError(loc, "value not specified for template argument '" + p.name() + "'",
                            List.of(Diagnostic.note(p.loc(), "declared in '" + owner + "'")));
                }
                v = folder.resolve(p.defaultValue(), map);
                Value c = Types.convert(v, p.type());
                if (c != null) v = c;
            }
            map.set(p.name(), v);
        }
        return map;
    }

    /** Stores a value into a field, converting it to the field's type. */
    void setValue(Record rec, RecordField f, Value v, Loc loc) {
        Value c = Types.convert(v, f.type());
        if (c == null) {
            throw new TableGenError(loc, "Field '" + f.name() + "' of type '" + f.type().print()
                    + "' is incompatible with value '" + ValueText.of(v) + "' of type "
                    + typeInMessage(v));
        }
        f.setValue(c);
        f.setOrigin(loc, rec);
    }

    /** A value's type as the reference names it in a type error: a bits literal by its length. */
    private static String typeInMessage(Value v) {
        if (v instanceof Value.Bits b) return "bit initializer with length " + b.bits().size();
        return "'" + (v.type() == null ? "?" : v.type().print()) + "'";
    }

    /** {@code let name = value} (or a bit range of it) on an existing field. */
    void let(Record rec, String name, List<Long> bits, Value v, Loc loc) {
        RecordField f = rec.field(name);
        if (f == null) throw new TableGenError(loc, "Value '" + name + "' unknown!");
        if (bits == null) {
            setValue(rec, f, v, loc);
            return;
        }
        Value cur = Types.convert(f.value(), f.type());
        if (!(cur instanceof Value.Bits cb)) throw new TableGenError(loc, "Value '" + name + "' is not a bits type");
        Value nv = Types.convert(v, new RecTy.BitsTy(bits.size()));
        if (!(nv instanceof Value.Bits vb)) throw new TableGenError(loc, "Initializer is not compatible with bit range");
        List<Value> out = new ArrayList<>(cb.bits());
        // bits are listed most significant first, like a bits literal
        for (int i = 0; i < bits.size(); i++) {
            int target = bits.get(i).intValue();
            if (target < 0 || target >= out.size()) throw new TableGenError(loc, "Invalid bit range for value");
            out.set(target, vb.bits().get(bits.size() - 1 - i));
        }
        f.setValue(new Value.Bits(out));
        f.setOrigin(loc, rec);
    }

    // ---- completing defs ---------------------------------------------------------------------

    /** Resolves every field against the record's own fields (late binding), in field order. */
    void resolveFields(Record rec, boolean isFinal, String resolvedName) {
        RecordResolver rr = new RecordResolver(rec, isFinal, resolvedName);
        Record savedRec = folder.currentRecord;
        boolean savedFinal = folder.ops.finalPass;
        folder.currentRecord = rec;
        folder.ops.finalPass = isFinal;
        try {
            for (RecordField f : rec.fields()) {
                Value v = folder.resolve(f.value(), rr);
                if (v != f.value()) f.setValue(conform(v, f.type()));
            }
            List<Record.Assertion> as = rec.mutableAssertions();
            for (int i = 0; i < as.size(); i++) {
                Record.Assertion a = as.get(i);
                as.set(i, new Record.Assertion(a.loc(), folder.resolve(a.condition(), rr), folder.resolve(a.message(), rr)));
            }
        } finally {
            folder.currentRecord = savedRec;
            folder.ops.finalPass = savedFinal;
        }
    }

    /** Late binding: a field reference means the (resolved) value of that field of this record. */
    private final class RecordResolver implements Resolver {
        private final Record rec;
        private final boolean isFinal;
        private final String name;
        private final Map<String, Value> cache = new HashMap<>();
        private final Set<String> stack = new HashSet<>();

        RecordResolver(Record rec, boolean isFinal, String name) {
            this.rec = rec;
            this.isFinal = isFinal;
            this.name = name;
        }

        @Override
        public boolean keepUnsetBits() {
            return true;
        }

        @Override
        public Value lookup(String n) {
            Value c = cache.get(n);
            if (c != null) return c;
            if (n.equals(PENDING_NAME)) return name == null ? null : new Value.Str(name, false);
            if (stack.contains(n)) return null;
            RecordField f = rec.field(n);
            if (f == null || f.value() instanceof Value.Unset) return null;
            stack.add(n);
            Value v;
            try {
                v = folder.resolve(f.value(), this);
            } finally {
                stack.remove(n);
            }
            cache.put(n, v);
            return v;
        }

        @Override
        public boolean isFinal() {
            return isFinal;
        }
    }

    /** Final steps of a def: late binding, concreteness, asserts; then it joins the keeper. */
    void completeDef(Record rec) {
        if (rec.isAnonymous() && keeper.hasDef(rec.name())) rec.rename(keeper.newAnonymousName());
        Record previous = keeper.getDef(rec.name());
        if (previous != null) {
            throw new TableGenError(rec.loc(), "def already exists: " + rec.name(),
                    List.of(Diagnostic.note(previous.loc(), "location of previous definition")));
        }
        resolveFields(rec, true, rec.name());
        for (RecordField f : rec.fields()) {
            if (!f.nonconcreteOk() && !Concrete.isResolvedField(f.value())) {
                recoveredErrors.add(Diagnostic.error(rec.loc(), "Initializer of '" + f.name() + "' in '" + rec.name()
                        + "' could not be fully resolved: " + ValueText.of(f.value())));
            }
        }
        checkAssertions(rec);
        keeper.addDef(rec);
    }

    void checkAssertions(Record rec) {
        for (Record.Assertion a : rec.assertions()) {
            checkAssertion(a.loc(), a.condition(), a.message(), rec);
        }
    }

    void checkAssertion(Loc loc, Value cond, Value message, Record rec) {
        Long c = Types.asLong(cond);
        if (c == null) {
            recoveredErrors.add(Diagnostic.error(loc, "assert condition must of type bit, bits, or int."));
            return;
        }
        if (c == 0) {
            String msg = message instanceof Value.Str s ? s.value() : ValueText.of(message);
            recoveredErrors.add(Diagnostic.error(loc, "assertion failed: " + msg));
            if (rec != null) recoveredErrors.add(Diagnostic.error(rec.loc(), "assertion failed in this record"));
        }
    }

    // ---- anonymous instantiation -------------------------------------------------------------

    @Override
    public Value instantiate(Record cls, List<Value.ClassArg> args, Loc loc) {
        AnonKey key = new AnonKey(cls, args);
        Record existing = anonymous.get(key);
        if (existing != null) return new Value.DefRef(existing);
        if (instantiationDepth >= MAX_INSTANTIATION_DEPTH) {
            throw new TableGenError(loc, "anonymous instantiations of '" + cls.name() + "' nested more than "
                    + MAX_INSTANTIATION_DEPTH + " levels deep (runaway recursion?): "
                    + ValueText.of(new Value.AnonInst(cls, args)));
        }
        Record rec = new Record(keeper.newAnonymousName(), loc, false, true);
        instantiationDepth++;
        try {
            inherit(rec, cls, args, null, loc);
            resolveFields(rec, false, rec.name());
        } finally {
            instantiationDepth--;
        }
        checkAssertions(rec);
        keeper.addDef(rec);
        anonymous.put(key, rec);
        return new Value.DefRef(rec);
    }

    // ---- prototypes ---------------------------------------------------------------------------

    /** A copy of a prototype def with loop variables / multiclass arguments substituted. */
    Record instantiatePrototype(Record proto, String newName, boolean anonymous, Resolver r, Loc loc) {
        Record rec = new Record(newName, proto.loc(), false, anonymous);
        for (Record s : proto.superclasses()) rec.addSuperclass(s);
        for (Record s : proto.directSuperclasses()) rec.addDirectSuperclass(s);
        Loc saved = folder.loc;
        folder.loc = loc;
        try {
            for (RecordField f : proto.fields()) {
                RecordField nf = new RecordField(f.name(), f.type(), conform(folder.resolve(f.value(), r), f.type()), f.loc(), f.nonconcreteOk());
                nf.setOrigin(f.setAt(), f.setIn() == proto ? rec : f.setIn());
                rec.mutableFields().put(f.name(), nf);
            }
            for (Record.Assertion a : proto.assertions()) {
                rec.mutableAssertions().add(new Record.Assertion(a.loc(), folder.resolve(a.condition(), r), folder.resolve(a.message(), r)));
            }
        } finally {
            folder.loc = saved;
        }
        return rec;
    }
}
