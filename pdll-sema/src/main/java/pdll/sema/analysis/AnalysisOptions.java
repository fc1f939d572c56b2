package pdll.sema.analysis;

import java.nio.file.Path;
import java.util.List;
import pdll.base.io.FileAccess;
import pdll.tablegen.cache.TdCaches;

/**
 * How to find includes: relative to {@code workingDir} first, then each include directory, read
 * through {@code files} (the disk in the compiler, open buffers first in the language server).
 * {@code extraWarnings} turns on our warnings beyond the reference's. {@code caches} keeps the
 * evaluated {@code .td} closures (a server's own; the command-line tools' by default).
 */
public record AnalysisOptions(Path workingDir, List<Path> includeDirs, FileAccess files, boolean extraWarnings,
                              TdCaches caches) {
    public AnalysisOptions {
        includeDirs = List.copyOf(includeDirs);
    }

    /** With the command-line tools' caches ({@link TdCaches#CLI}). */
    public AnalysisOptions(Path workingDir, List<Path> includeDirs, FileAccess files, boolean extraWarnings) {
        this(workingDir, includeDirs, files, extraWarnings, TdCaches.CLI);
    }

    public AnalysisOptions withExtraWarnings(boolean on) {
        return new AnalysisOptions(workingDir, includeDirs, files, on, caches);
    }
}
