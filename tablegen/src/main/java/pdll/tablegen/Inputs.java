package pdll.tablegen;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import pdll.base.io.FileAccess;
import pdll.tablegen.source.SourceFile;

/**
 * The files an evaluation depends on: each file read, with the stamp it was read under and the
 * text the evaluation saw, and each path that was looked for and absent (an include found in a
 * later directory, a missing include: a file created there later changes the result). What caches
 * of evaluations compare to know whether a result still holds.
 *
 * @param read the files read, main file first, as absolute normalized paths
 * @param absent the paths looked for and not found, absolute and normalized
 */
public record Inputs(List<Read> read, List<Path> absent) {

    /** One file read: where, under which {@link FileAccess#stamp}, and its text. */
    public record Read(Path path, String stamp, SourceFile source) {}

    public Inputs {
        read = List.copyOf(read);
        absent = List.copyOf(absent);
    }

    /** Whether every file read still has its stamp and every absent path is still absent. */
    public boolean unchanged(FileAccess files) {
        for (Read r : read) {
            if (!Objects.equals(files.stamp(r.path()), r.stamp())) return false;
        }
        for (Path p : absent) {
            if (files.stamp(p) != null) return false;
        }
        return true;
    }
}
