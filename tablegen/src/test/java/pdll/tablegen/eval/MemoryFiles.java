package pdll.tablegen.eval;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import pdll.base.io.FileAccess;

/** An in-memory file system for tests; counts reads so tests can see what a cache avoided. */
public final class MemoryFiles implements FileAccess {
    private final Map<Path, String> files = new HashMap<>();
    public final AtomicInteger reads = new AtomicInteger();

    public MemoryFiles put(String path, String text) {
        files.put(Path.of(path).toAbsolutePath().normalize(), text);
        return this;
    }

    public MemoryFiles remove(String path) {
        files.remove(Path.of(path).toAbsolutePath().normalize());
        return this;
    }

    @Override
    public synchronized Optional<String> read(Path path) {
        reads.incrementAndGet();
        return Optional.ofNullable(files.get(path.toAbsolutePath().normalize()));
    }

    @Override
    public synchronized String stamp(Path path) {
        String t = files.get(path.toAbsolutePath().normalize());
        return t == null ? null : t.length() + ":" + t.hashCode();
    }
}
