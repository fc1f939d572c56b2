package pdll.tablegen;

import java.nio.file.Path;
import java.util.List;
import pdll.base.diag.Severity;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.source.Diagnostic;

/**
 * The outcome of evaluating a main {@code .td} file and its includes.
 *
 * @param records the evaluated records; null when evaluation stopped at an error
 * @param diagnostics every message, in order (the first error is the reference's first error)
 * @param dependencies every file read (the main file first, then includes in the order they were
 *     opened), as the paths they were opened by
 * @param inputs the files read with their stamps and texts, and the paths looked for in vain (for
 *     cache validation)
 */
public record Evaluation(RecordKeeper records, List<Diagnostic> diagnostics, List<Path> dependencies,
                         Inputs inputs) {

    public boolean succeeded() {
        return records != null && diagnostics.stream().noneMatch(d -> d.severity() == Severity.ERROR);
    }
}
