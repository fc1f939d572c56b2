package pdll.ide.files;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import pdll.tablegen.source.FileAccess;

/** An in-memory file system (tests, and buffers that have no file on disk). */
public final class MemoryFiles implements FileAccess {
    private final Map<Path, String> files = new ConcurrentHashMap<>();

    public MemoryFiles put(Path path, String text) {
        files.put(path.toAbsolutePath().normalize(), text);
        return this;
    }

    public MemoryFiles put(String path, String text) {
        return put(Path.of(path), text);
    }

    @Override
    public Optional<String> read(Path path) {
        return Optional.ofNullable(files.get(path.toAbsolutePath().normalize()));
    }

    /** The files under a directory (direct children only): names of files and sub-directories. */
    public java.util.Set<Path> paths() {
        return java.util.Set.copyOf(files.keySet());
    }
}
