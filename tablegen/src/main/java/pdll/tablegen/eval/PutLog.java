package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A hash map that also remembers its puts in order, so that the map as it stood after any number
 * of puts can be rebuilt ({@link #prefix}). The evaluator's name tables only grow while it runs,
 * so a checkpoint between two statements is a count of puts, taken for free; resuming there
 * replays that many puts into a new map and leaves this one (read by finished evaluations)
 * untouched.
 */
final class PutLog<K, V> {
    private final Map<K, V> map;
    private final List<K> keys;
    private final List<V> values;

    PutLog() {
        this(0);
    }

    private PutLog(int capacity) {
        map = new HashMap<>(Math.max(16, (int) (capacity / 0.75f) + 1));
        keys = new ArrayList<>(capacity);
        values = new ArrayList<>(capacity);
    }

    V get(K key) {
        return map.get(key);
    }

    boolean containsKey(K key) {
        return map.containsKey(key);
    }

    void put(K key, V value) {
        map.put(key, value);
        keys.add(key);
        values.add(value);
    }

    /** How many puts there have been (what a checkpoint records). */
    int puts() {
        return keys.size();
    }

    /** A new log holding the first {@code n} puts of this one. */
    PutLog<K, V> prefix(int n) {
        PutLog<K, V> out = new PutLog<>(n);
        for (int i = 0; i < n; i++) out.put(keys.get(i), values.get(i));
        return out;
    }

    /** The values in the order they were put (one per put), read-only. */
    List<V> valuesInOrder() {
        return Collections.unmodifiableList(values);
    }

    /** The map as it stands, read-only. */
    Map<K, V> view() {
        return Collections.unmodifiableMap(map);
    }
}
