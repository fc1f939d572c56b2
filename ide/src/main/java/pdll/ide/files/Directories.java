package pdll.ide.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pdll.base.io.FileAccess;
import java.util.stream.Stream;

/** Listing a directory, the one file-system query {@code FileAccess} lacks (include-path completion needs it). */
public interface Directories {
    /** An entry of a directory: its name and whether it is a directory (symlinks followed). */
    record Entry(String name, boolean directory) {}

    /** The entries of a directory, empty when it does not exist or cannot be read. */
    List<Entry> list(Path dir);

    Directories DISK = dir -> {
        List<Entry> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.forEach(p -> out.add(new Entry(p.getFileName().toString(), Files.isDirectory(p))));
        } catch (IOException | SecurityException | UncheckedIOException e) {
            return List.of();
        }
        return out;
    };

    /** The listing of a file access that also lists (an overlay of open buffers), else the disk's. */
    static Directories of(FileAccess files) {
        return files instanceof Directories d ? d : DISK;
    }
}
