package pdll.tablegen;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.syntax.TdSyntax;

/**
 * Parsed files keyed by name, file stamp and the macros defined on entry, so that the ~20 files
 * every dialect includes (OpBase.td and friends) are read, lexed and parsed once per cache while
 * they do not change. A hit re-applies the macros the file defined to the caller's set. Bounded,
 * least recently used first out; a new stamp of a file drops the entries of its other stamps (an
 * edited file's old versions are dead: without this, each keystroke in an open {@code .td} would
 * keep a parse of that version). A server keeps its own (in its {@code TdCaches}); only the
 * command-line tools share {@link #CLI}.
 */
public final class ParseCache {
    /** The command-line tools' cache, one per process (what {@link TableGen} evaluates with unless given another). */
    public static final ParseCache CLI = new ParseCache();

    private static final int CAPACITY = 4096;

    private record Key(String name, String path, String stamp, Set<String> definesOnEntry) {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive: the first use spun method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && name.equals(k.name) && Objects.equals(path, k.path) && Objects.equals(stamp, k.stamp)
                    && definesOnEntry.equals(k.definesOnEntry);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, path, stamp, definesOnEntry);
        }
    }

    private record Entry(ParsedFile file, Set<String> definesAdded) {}

    private final Map<Key, Entry> map;

    public ParseCache() {
        this.map = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Entry> eldest) {
                return size() > CAPACITY;
            }
        };
    }

    /** How many parsed files are kept. */
    public synchronized int size() {
        return map.size();
    }

    /** Drops every parsed file (an idle server gives the memory back; the next evaluation parses again). */
    public synchronized void clear() {
        map.clear();
    }

    /**
     * The parsed file for a stamp; {@code text} is only called on a miss. Defines are read and
     * updated as preprocessing the file would.
     */
    ParsedFile parse(String displayName, String path, String stamp, Supplier<String> text, Set<String> defines) {
        Key key = new Key(displayName, path, stamp, Set.copyOf(defines));
        Entry e;
        synchronized (this) {
            e = map.get(key);
        }
        if (e != null) {
            defines.addAll(e.definesAdded());
            return e.file();
        }
        Set<String> before = new HashSet<>(defines);
        ParsedFile pf = TdSyntax.parse(SourceFile.of(displayName, text.get()), defines);
        Set<String> added = new HashSet<>(defines);
        added.removeAll(before);
        synchronized (this) {
            map.keySet().removeIf(k -> k.path().equals(path) && !Objects.equals(k.stamp(), stamp));
            map.put(key, new Entry(pf, Set.copyOf(added)));
        }
        return pf;
    }
}
