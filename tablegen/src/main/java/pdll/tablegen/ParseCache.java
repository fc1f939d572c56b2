package pdll.tablegen;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.syntax.TdSyntax;

/**
 * Parsed files keyed by name, text and the macros defined on entry, so that the ~20 files every
 * dialect includes (OpBase.td and friends) are lexed and parsed once per process. The result of a
 * hit is the same tree, re-applied to the caller's macro set. Bounded, least recently used first out.
 */
final class ParseCache {
    static final ParseCache SHARED = new ParseCache(4096);

    private record Key(String name, String text, Set<String> definesOnEntry) {}

    private record Entry(ParsedFile file, Set<String> definesAdded) {}

    private final Map<Key, Entry> map;

    ParseCache(int capacity) {
        this.map = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Entry> eldest) {
                return size() > capacity;
            }
        };
    }

    ParsedFile parse(SourceFile source, Set<String> defines) {
        Key key = new Key(source.displayName(), source.text(), Set.copyOf(defines));
        Entry e;
        synchronized (this) {
            e = map.get(key);
        }
        if (e != null) {
            defines.addAll(e.definesAdded());
            return e.file();
        }
        Set<String> before = new HashSet<>(defines);
        ParsedFile pf = TdSyntax.parse(source, defines);
        Set<String> added = new HashSet<>(defines);
        added.removeAll(before);
        synchronized (this) {
            map.put(key, new Entry(pf, Set.copyOf(added)));
        }
        return pf;
    }
}
