package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import pdll.base.io.FileAccess;
import pdll.ide.files.Directories;

/**
 * The {@code .td} files under an include directory, for workspace symbols over the include path.
 * Bounded: a tree with more than {@link #MAX_ENTRIES} entries (a home directory or a whole LLVM
 * source tree put on the include path by mistake) is skipped whole, so that a query neither walks
 * it without end nor shows an arbitrary part of it. The MLIR include root (about 2,000 entries,
 * 313 of them {@code .td}) is well inside.
 */
final class TdIncludePathFiles {
    static final int MAX_ENTRIES = 10_000;

    private TdIncludePathFiles() {}

    /** The {@code .td} files under {@code dir} (absolute, normalized), empty when the tree is too large. */
    static List<Path> under(Path dir, FileAccess files) {
        Directories dirs = Directories.of(files);
        List<Path> out = new ArrayList<>();
        Deque<Path> todo = new ArrayDeque<>();
        todo.add(dir.toAbsolutePath().normalize());
        int seen = 0;
        while (!todo.isEmpty()) {
            Path d = todo.poll();
            for (Directories.Entry e : dirs.list(d)) {
                if (++seen > MAX_ENTRIES) return List.of();
                if (e.directory()) {
                    // hidden directories (.git, .cache) hold no include files, only cost
                    if (!e.name().startsWith(".")) todo.add(d.resolve(e.name()));
                } else if (e.name().endsWith(".td")) {
                    out.add(d.resolve(e.name()));
                }
            }
        }
        out.sort(null);
        return out;
    }
}
