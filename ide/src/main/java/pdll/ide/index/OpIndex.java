package pdll.ide.index;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The operations defined by the {@code .td} files of an include search path, each with the one
 * file to include for it (see {@link OpIndexBuilder}). Immutable; read from any thread.
 * Must never hold evaluated TableGen records: only {@link IndexedOp} summaries.
 */
public final class OpIndex {
    public static final OpIndex EMPTY = new OpIndex(List.of(), Map.of(), 0, 0, 0, "");

    private final Map<String, IndexedOp> byName;
    private final Map<String, List<IndexedOp>> byDialect;
    private final Map<String, String> dialectInclude;
    private final int filesScanned, filesImported;
    private final long buildMillis;
    /** The names and stamps of the {@code .td} files it was built from (see {@link OpIndexBuilder#fingerprint}). */
    private final String fingerprint;

    OpIndex(Collection<IndexedOp> ops, Map<String, String> dialectIncludes, int filesScanned, int filesImported,
            long buildMillis, String fingerprint) {
        this.fingerprint = fingerprint;
        Map<String, IndexedOp> names = new HashMap<>();
        Map<String, List<IndexedOp>> dialects = new TreeMap<>();
        List<IndexedOp> sorted = new ArrayList<>(ops);
        sorted.sort(Comparator.comparing(IndexedOp::name));
        for (IndexedOp o : sorted) {
            names.putIfAbsent(o.name(), o);
            dialects.computeIfAbsent(o.dialect(), k -> new ArrayList<>()).add(o);
        }
        Map<String, String> inc = new HashMap<>();
        Map<String, List<IndexedOp>> frozen = new LinkedHashMap<>();
        dialects.forEach((d, list) -> {
            frozen.put(d, List.copyOf(list));
            inc.put(d, dialectIncludes.getOrDefault(d, mainInclude(list)));
        });
        this.byName = Map.copyOf(names);
        this.byDialect = Collections.unmodifiableMap(frozen);
        this.dialectInclude = Map.copyOf(inc);
        this.filesScanned = filesScanned;
        this.filesImported = filesImported;
        this.buildMillis = buildMillis;
    }

    /** Without the builder's answer: the include chosen for most of a dialect's operations. */
    private static String mainInclude(List<IndexedOp> ops) {
        Map<String, Integer> count = new HashMap<>();
        for (IndexedOp o : ops) count.merge(o.include(), 1, Integer::sum);
        return count.entrySet().stream()
                .min(Comparator.<Map.Entry<String, Integer>>comparingInt(e -> -e.getValue())
                        .thenComparingInt(e -> e.getKey().length()).thenComparing(Map.Entry::getKey))
                .map(Map.Entry::getKey).orElse("");
    }

    public IndexedOp lookup(String name) {
        return byName.get(name);
    }

    /** Dialect name to its operations, both sorted by name. */
    public Map<String, List<IndexedOp>> dialects() {
        return byDialect;
    }

    /** The file to include for a dialect as a whole (whose import defines most of its operations), or null. */
    public String dialectInclude(String dialect) {
        return dialectInclude.get(dialect);
    }

    public Collection<IndexedOp> operations() {
        return byName.values();
    }

    /** What the files it was built from looked like; a different fingerprint of the same dirs means it is stale. */
    public String fingerprint() {
        return fingerprint;
    }

    public int size() {
        return byName.size();
    }

    public int filesScanned() {
        return filesScanned;
    }

    public int filesImported() {
        return filesImported;
    }

    public long buildMillis() {
        return buildMillis;
    }
}
