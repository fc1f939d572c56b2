package pdll.run;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import pdll.base.io.FileAccess;

/**
 * The disk, as pdllc reads it, with a record of every path looked at and whether a regular file
 * was there: the {@code .pdll} includes, the {@code .td} closures (also when the {@code .td} disk
 * cache answers, which checks the stored files through this access) and every candidate of an
 * include search that was not found. {@link CompiledPatterns} stores this record so that
 * {@code bin/pdll-run} can tell, without a JVM, that a new compile would read the same files.
 * Thread-safe: pdllc prefetches the first {@code .td} include on another thread.
 */
final class RecordingFiles implements FileAccess {
    private final Map<Path, Boolean> seen = new ConcurrentHashMap<>();
    private volatile boolean inconsistent;

    @Override
    public Optional<String> read(Path path) {
        Optional<String> text = DISK.read(path);
        note(path, text.isPresent());
        return text;
    }

    @Override
    public String stamp(Path path) {
        String stamp = DISK.stamp(path);
        note(path, stamp != null);
        return stamp;
    }

    @Override
    public boolean onDisk(Path path) {
        return DISK.onDisk(path);
    }

    private void note(Path path, boolean found) {
        Boolean before = seen.putIfAbsent(path.toAbsolutePath(), found);
        // A file that came or went during the compile: what was compiled is not one state of the disk.
        if (before != null && before != found) inconsistent = true;
    }

    /** Each path looked at, and whether a regular file was found there. */
    Map<Path, Boolean> seen() {
        return Map.copyOf(seen);
    }

    /** Whether some path was seen both present and absent. */
    boolean inconsistent() {
        return inconsistent;
    }
}
