package pdll.ide.files;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import pdll.tablegen.source.FileAccess;

/**
 * An in-memory file system for tests, optionally over another one (the disk, so that fixtures can
 * include the installed MLIR {@code .td} files).
 */
public final class MemoryFiles implements FileAccess {
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

    public void remove(Path path) {
        files.remove(path.toAbsolutePath().normalize());
    }
}
