package pdll.ide.files;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import pdll.base.io.FileAccess;

/**
 * An in-memory file system for tests, optionally over another one (the disk, so that fixtures can
 * include the installed MLIR {@code .td} files).
 */
public final class MemoryFiles implements FileAccess, Directories {
    private final Map<Path, String> files = new ConcurrentHashMap<>();
    private final FileAccess fallback;

    public MemoryFiles() {
        this(null);
    }

    public MemoryFiles(FileAccess fallback) {
        this.fallback = fallback;
    }

    public MemoryFiles put(Path path, String text) {
        files.put(path.toAbsolutePath().normalize(), text);
        return this;
    }

    public MemoryFiles put(String path, String text) {
        return put(Path.of(path), text);
    }

    @Override
    public Optional<String> read(Path path) {
        String s = files.get(path.toAbsolutePath().normalize());
        if (s != null || fallback == null) return Optional.ofNullable(s);
        return fallback.read(path);
    }

    @Override
    public String stamp(Path path) {
        String s = files.get(path.toAbsolutePath().normalize());
        if (s != null) return "mem:" + s.length() + ":" + s.hashCode();
        return fallback == null ? null : fallback.stamp(path);
    }

    @Override
    public List<Entry> list(Path dir) {
        Path d = dir.toAbsolutePath().normalize();
        Map<String, Entry> out = new TreeMap<>();
        for (Path p : files.keySet()) {
            if (!p.startsWith(d) || p.equals(d)) continue;
            Path rel = d.relativize(p);
            String first = rel.getName(0).toString();
            out.putIfAbsent(first, new Entry(first, rel.getNameCount() > 1));
        }
        if (fallback instanceof Directories dirs) for (Entry e : dirs.list(dir)) out.putIfAbsent(e.name(), e);
        else if (fallback != null) for (Entry e : Directories.DISK.list(dir)) out.putIfAbsent(e.name(), e);
        return List.copyOf(out.values());
    }

    public void clear() {
        files.clear();
    }

    public void remove(Path path) {
        files.remove(path.toAbsolutePath().normalize());
    }
}
