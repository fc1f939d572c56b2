package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A hash map that also remembers its puts in order, so that the map as it stood after any number
 * of puts can be rebuilt ({@link #prefix}). The evaluator's name tables only grow while it runs,
 * so a checkpoint between two statements is a count of puts, taken for free; resuming there
 * replays that many puts into a new map and leaves this one (read by finished evaluations)
 * untouched. While a {@link StatementTrace.Recorder} watches it, every lookup of an entry that
 * was there before the statement began (or of an absent key) is recorded: what a later
 * evaluation compares to know whether the statement would see the same tables.
 */
final class PutLog<K, V> {
    /** Key to the index of its put. */
    private final Map<K, Integer> map;
    private final List<K> keys;
    private final List<V> values;
    /** Set while a statement is traced: the recorder, this table's number for it, and its size when the statement began. */
    private StatementTrace.Recorder recorder;
    private int table;
    private int tracedFrom;
    private Set<K> traced = new HashSet<>();

    PutLog() {
        this(0);
    }

    private PutLog(int capacity) {
        map = new HashMap<>(Math.max(16, (int) (capacity / 0.75f) + 1));
        keys = new ArrayList<>(capacity);
        values = new ArrayList<>(capacity);
    }

    V get(K key) {
        Integer i = map.get(key);
        if (recorder != null) read(key, i);
        return i == null ? null : values.get(i);
    }

    /** What {@link #get} returns, without recording the lookup. */
    V peek(Object key) {
        Integer i = map.get(key);
        return i == null ? null : values.get(i);
    }

    boolean containsKey(K key) {
        Integer i = map.get(key);
        if (recorder != null) read(key, i);
        return i != null;
    }

    private void read(K key, Integer i) {
        // an entry the statement put itself is the statement's own doing, not what it depends on
        if ((i == null || i < tracedFrom) && traced.add(key)) recorder.read(table, key, i == null ? null : values.get(i));
    }

    void put(K key, V value) {
        map.put(key, keys.size());
        keys.add(key);
        values.add(value);
    }

    /** How many puts there have been (what a checkpoint records). */
    int puts() {
        return keys.size();
    }

    K keyAt(int i) {
        return keys.get(i);
    }

    V valueAt(int i) {
        return values.get(i);
    }

    /** A new log holding the first {@code n} puts of this one. */
    PutLog<K, V> prefix(int n) {
        PutLog<K, V> out = new PutLog<>(n);
        for (int i = 0; i < n; i++) out.put(keys.get(i), values.get(i));
        return out;
    }

    /** Puts what {@code from} put from its {@code start}th put to before its {@code end}th. */
    void replay(PutLog<? extends K, ? extends V> from, int start, int end) {
        for (int i = start; i < end; i++) put(from.keys.get(i), from.values.get(i));
    }

    /** Starts recording lookups for a statement ({@code recorder} null: stops). */
    void trace(StatementTrace.Recorder recorder, int table) {
        this.recorder = recorder;
        this.table = table;
        this.tracedFrom = keys.size();
        // clearing costs the table's capacity, which one big statement may have grown
        if (traced.size() > 256) traced = new HashSet<>();
        else traced.clear();
    }

    /** The values in the order they were put (one per put), read-only. A traced statement reading them all cannot be replayed. */
    List<V> valuesInOrder() {
        if (recorder != null) recorder.readAll();
        return Collections.unmodifiableList(values);
    }

    /** Puts every entry of the map as it stands into {@code out}; returns {@code out}. */
    <M extends Map<K, V>> M copyInto(M out) {
        for (Map.Entry<K, Integer> e : map.entrySet()) out.put(e.getKey(), values.get(e.getValue()));
        return out;
    }
}
