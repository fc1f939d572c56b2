package pdll.base.io;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The only way the front ends (TableGen, PDLL includes) read files. The compilers read the disk;
 * the language server overlays open buffers; tests use an in-memory map.
 */
public interface FileAccess {

    /** The text of a regular file, or empty when it does not exist or cannot be read. */
    Optional<String> read(Path path);

    /**
     * A cheap fingerprint that changes whenever the file's content may have changed (null when the
     * file is absent). Caches compare stamps instead of re-reading whole closures.
     */
    default String stamp(Path path) {
        return read(path).map(s -> s.length() + ":" + s.hashCode()).orElse(null);
    }

    /**
     * Whether what this access reads at {@code path} is the file on disk, as another process would
     * read it (false for an editor's buffer, an in-memory test file): only such files may feed a
     * cache that outlives the process.
     */
    default boolean onDisk(Path path) {
        return false;
    }

    /**
     * Why {@code path} cannot be opened for reading, in the strerror words the reference prints
     * ("No such file or directory", "Is a directory", "Permission denied"); null when it can.
     */
    static String whyUnreadable(Path path) {
        if (!Files.exists(path)) return "No such file or directory";
        if (Files.isDirectory(path)) return "Is a directory";
        if (!Files.isReadable(path)) return "Permission denied";
        return null;
    }

    /** The file system as it is on disk, decoding UTF-8 (malformed bytes are replaced, never fatal). */
    FileAccess DISK = new DiskFiles();
}
