package pdll.tablegen.cache;

import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import pdll.tablegen.ParseCache;
import pdll.tablegen.eval.RecordKeeper;

/**
 * Everything one owner keeps of the {@code .td} files it evaluated: parsed files, evaluated
 * closures, and what higher layers built from a closure's records (the ODS import). A language
 * server makes one and passes it down, so two servers in one JVM share nothing; the command-line
 * tools, one run per process, use {@link #CLI}. Thread-safe.
 */
public final class TdCaches {
    /** The command-line tools' caches, one per process (the public static entry points use it). */
    public static final TdCaches CLI = new TdCaches(ParseCache.CLI);

    private final ClosureCache closures;
    /** Per closure's records (weakly: gone with the closure), one value per kind. */
    private final Map<RecordKeeper, Map<Class<?>, Object>> derived = new WeakHashMap<>();

    public TdCaches() {
        this(new ParseCache());
    }

    private TdCaches(ParseCache parses) {
        this.closures = new ClosureCache(64, parses);
    }

    public ClosureCache closures() {
        return closures;
    }

    /**
     * The value of {@code kind} built from a closure's records, built once per record keeper:
     * re-importing an unchanged closure then costs no rebuilding either.
     */
    public <T> T derived(RecordKeeper records, Class<T> kind, Function<RecordKeeper, T> build) {
        Map<Class<?>, Object> values;
        synchronized (derived) {
            values = derived.computeIfAbsent(records, r -> new ConcurrentHashMap<>());
        }
        return kind.cast(values.computeIfAbsent(kind, k -> build.apply(records)));
    }
}
