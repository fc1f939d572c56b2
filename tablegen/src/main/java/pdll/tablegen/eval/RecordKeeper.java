package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * All classes and defs of one evaluation, with the counter that names anonymous records. After the
 * evaluation finishes it is only read (and may be shared between threads).
 */
public final class RecordKeeper {
    private final Map<String, Record> classes = new HashMap<>();
    private final Map<String, Record> defs = new HashMap<>();
    private final List<Record> defsInOrder = new ArrayList<>();
    private int anonymousCounter;
    private final Map<String, List<Record>> derivedCache = new ConcurrentHashMap<>();

    public Record getClass(String name) {
        return classes.get(name);
    }

    public Record getDef(String name) {
        return defs.get(name);
    }

    /** Classes sorted by name bytewise, as the reference prints them. */
    public Map<String, Record> classesByName() {
        return Collections.unmodifiableMap(new TreeMap<>(classes));
    }

    /** Defs sorted by name bytewise, as the reference prints them. */
    public Map<String, Record> defsByName() {
        return Collections.unmodifiableMap(new TreeMap<>(defs));
    }

    /** Defs in the order they were completed. */
    public List<Record> defsInOrder() {
        return Collections.unmodifiableList(defsInOrder);
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
            for (Record d : defsInOrder) if (d.isSubclassOf(cls)) out.add(d);
            out.sort((a, b) -> NumericOrder.compare(a.name(), b.name()));
            return List.copyOf(out);
        });
    }

    void addClass(Record r) {
        classes.put(r.name(), r);
    }

    void addDef(Record r) {
        defs.put(r.name(), r);
        defsInOrder.add(r);
    }

    boolean hasDef(String name) {
        return defs.containsKey(name);
    }

    String newAnonymousName() {
        return "anonymous_" + anonymousCounter++;
    }
}
