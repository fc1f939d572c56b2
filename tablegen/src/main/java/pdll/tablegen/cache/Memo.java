package pdll.tablegen.cache;

import java.util.LinkedHashMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import pdll.base.io.FileAccess;
import pdll.tablegen.Inputs;

/**
 * A bounded in-memory table of values computed from {@code .td} closures: a value is served while
 * its closure's {@link Inputs} are unchanged, recomputed otherwise. Concurrent requests for one key
 * share one computation; least recently used keys go first. Thread-safe.
 */
final class Memo<K, V> {
    private final ConcurrentHashMap<K, CompletableFuture<V>> entries = new ConcurrentHashMap<>();
    /** Keys by recency of use, most recent last. */
    private final LinkedHashMap<K, Boolean> recency = new LinkedHashMap<>(16, 0.75f, true);
    private final int capacity;
    private final Function<V, Inputs> inputsOf;

    Memo(int capacity, Function<V, Inputs> inputsOf) {
        this.capacity = Math.max(1, capacity);
        this.inputsOf = inputsOf;
    }

    V get(K key, FileAccess files, Supplier<V> compute) {
        touch(key);
        while (true) {
            CompletableFuture<V> f = entries.get(key);
            if (f == null) {
                CompletableFuture<V> mine = new CompletableFuture<>();
                f = entries.putIfAbsent(key, mine);
                if (f == null) {
                    try {
                        mine.complete(compute.get());
                    } catch (RuntimeException | Error e) {
                        entries.remove(key, mine);
                        mine.completeExceptionally(e);
                        throw e;
                    }
                    return mine.join();
                }
            }
            V v = f.join();
            if (inputsOf.apply(v).unchanged(files)) return v;
            entries.remove(key, f);
        }
    }

    private void touch(K key) {
        K evict = null;
        synchronized (recency) {
            recency.put(key, Boolean.TRUE);
            if (recency.size() > capacity) {
                evict = recency.keySet().iterator().next();
                recency.remove(evict);
            }
        }
        if (evict != null) entries.remove(evict);
    }

    void clear() {
        entries.clear();
        synchronized (recency) {
            recency.clear();
        }
    }

    int size() {
        return entries.size();
    }
}
