package pdll.sema.analysis;

import java.nio.file.Path;
import java.util.List;
import pdll.base.io.FileAccess;

/**
 * How to find includes: relative to {@code workingDir} first, then each include directory, read
 * through {@code files} (the disk in the compiler, open buffers first in the language server).
 * {@code extraWarnings} turns on our warnings beyond the reference's.
 */
public record AnalysisOptions(Path workingDir, List<Path> includeDirs, FileAccess files, boolean extraWarnings) {
    public AnalysisOptions {
        includeDirs = List.copyOf(includeDirs);
    }

    public AnalysisOptions withExtraWarnings(boolean on) {
        return new AnalysisOptions(workingDir, includeDirs, files, on);
    }
}
