package pdll.ide.td;

import java.nio.file.Path;
import java.util.List;
import pdll.ide.config.IncludeConfig;
import pdll.ide.workspace.Snapshot;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGenOptions;

/**
 * What the server knows of an open {@code .td} document: its evaluation with its include closure
 * (through the server's caches; {@code records} is null when it stopped at an error), and every
 * error found with recovery ({@link TdDiagnostics}), the first being {@code mlir-tblgen}'s first.
 *
 * @param file the document's file, absolute and normalized (what the evaluation read it as)
 */
public record TdAnalysis(Snapshot snapshot, Path file, IncludeConfig.SearchPath searchPath, TableGenOptions options,
                         Evaluation evaluation, List<TdDiagnostics.Located> errors) {

    public TdAnalysis {
        errors = List.copyOf(errors);
    }
}
