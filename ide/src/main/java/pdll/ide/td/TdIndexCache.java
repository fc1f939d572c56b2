package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import pdll.base.io.FileAccess;
import pdll.tablegen.Inputs;
import pdll.tablegen.source.SourceFile;

/**
 * The {@link TdFileIndex} of each file an analysis read, kept per file and stamp, so that a
 * keystroke in a document indexes that document only: OpBase.td and the other files every dialect
 * includes are indexed once while they do not change. Bounded, least recently used out.
 * Thread-safe.
 */
public final class TdIndexCache {
    private static final int CAPACITY = 1024;

    private record Entry(String stamp, TdFileIndex index) {}

    private final Map<Path, Entry> map = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Path, Entry> eldest) {
            return size() > CAPACITY;
        }
    };

    /** The indexes of the files read, in the order they were read. */
    List<TdFileIndex> indexes(Inputs inputs) {
        List<TdFileIndex> out = new ArrayList<>();
        for (Inputs.Read r : inputs.read()) out.add(index(r));
        return out;
    }

    /**
     * The index of a file no analysis read (workspace symbols over the include path): parsed only
     * when its stamp changed since the last time and {@code parse} allows, null when it cannot be read
     * (or would have to be parsed and may not).
     */
    TdFileIndex index(Path path, FileAccess files, boolean parse) {
        String stamp = files.stamp(path);
        if (stamp == null) return null;
        synchronized (this) {
            Entry e = map.get(path);
            if (e != null && Objects.equals(e.stamp(), stamp)) return e.index();
        }
        String text = parse ? files.read(path).orElse(null) : null;
        if (text == null) return null;
        return index(new Inputs.Read(path, stamp, SourceFile.of(path.toString(), text)));
    }

    private TdFileIndex index(Inputs.Read r) {
        synchronized (this) {
            Entry e = map.get(r.path());
            if (e != null && Objects.equals(e.stamp(), r.stamp())) return e.index();
        }
        TdFileIndex x = TdFileIndex.of(r.path(), r.source());
        synchronized (this) {
            map.put(r.path(), new Entry(r.stamp(), x));
        }
        return x;
    }

    /** Drops every index (an idle server gives the memory back). */
    public synchronized void clear() {
        map.clear();
    }
}
