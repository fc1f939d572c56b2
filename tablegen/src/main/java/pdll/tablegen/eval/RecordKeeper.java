package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * All classes and defs of one evaluation, with the counter that names anonymous records. After the
 * evaluation finishes it is only read (and may be shared between threads).
 */
public final class RecordKeeper {
    private final PutLog<String, Record> classes;
    private final PutLog<String, Record> defs;
    private int anonymousCounter;
    private final Map<String, List<Record>> derivedCache = new ConcurrentHashMap<>();

    public RecordKeeper() {
        this(new PutLog<>(), new PutLog<>(), 0);
    }

    private RecordKeeper(PutLog<String, Record> classes, PutLog<String, Record> defs, int anonymousCounter) {
        this.classes = classes;
        this.defs = defs;
        this.anonymousCounter = anonymousCounter;
    }

    /** What a checkpoint records of the keeper: how many classes and defs it had, and the counter. */
    record Mark(int classes, int defs, int anonymousCounter) {}

    Mark mark() {
        return new Mark(classes.puts(), defs.puts(), anonymousCounter);
    }

    /** A new keeper holding what this one held at {@code m} (this one is left as it is). */
    RecordKeeper prefix(Mark m) {
        return new RecordKeeper(classes.prefix(m.classes()), defs.prefix(m.defs()), m.anonymousCounter());
    }

    public Record getClass(String name) {
        return classes.get(name);
    }

    public Record getDef(String name) {
        return defs.get(name);
    }

    /** Classes sorted by name bytewise, as the reference prints them. */
    public Map<String, Record> classesByName() {
        return Collections.unmodifiableMap(classes.copyInto(new TreeMap<>()));
    }

    /** Defs sorted by name bytewise, as the reference prints them. */
    public Map<String, Record> defsByName() {
        return Collections.unmodifiableMap(defs.copyInto(new TreeMap<>()));
    }

    /** Defs in the order they were completed. */
    public List<Record> defsInOrder() {
        return defs.valuesInOrder();
    }

    /**
     * Every def deriving from the named class, in numeric-aware name order (the reference's
     * {@code getAllDerivedDefinitions}); empty when the class does not exist.
     */
    public List<Record> derivedDefinitions(String className) {
        return derivedCache.computeIfAbsent(className, n -> {
            Record cls = classes.get(n);
            if (cls == null) return List.of();
            List<Record> out = new ArrayList<>();
            for (Record d : defs.valuesInOrder()) if (d.isSubclassOf(cls)) out.add(d);
            out.sort((a, b) -> NumericOrder.compare(a.name(), b.name()));
            return List.copyOf(out);
        });
    }

    void addClass(Record r) {
        classes.put(r.name(), r);
    }

    void addDef(Record r) {
        defs.put(r.name(), r);
    }

    boolean hasDef(String name) {
        return defs.containsKey(name);
    }

    PutLog<String, Record> classTable() {
        return classes;
    }

    PutLog<String, Record> defTable() {
        return defs;
    }

    int anonymousCounter() {
        return anonymousCounter;
    }

    void setAnonymousCounter(int n) {
        anonymousCounter = n;
    }

    String newAnonymousName() {
        return "anonymous_" + anonymousCounter++;
    }
}
