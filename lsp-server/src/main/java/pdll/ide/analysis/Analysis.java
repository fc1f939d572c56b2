package pdll.ide.analysis;

import java.util.List;
import pdll.ide.config.IncludeConfig;
import pdll.ide.workspace.Snapshot;
import pdll.sema.ods.OdsContext;

/**
 * Everything known about one document version without semantic analysis: the snapshot, its
 * include search path, its resolved includes and the ODS context of every {@code .td} it reaches
 * (directly or through included {@code .pdll} files), and the semantic analysis with its query
 * model ({@code semantic} and {@code model} are null only if the analyzer failed unexpectedly).
 * Immutable once built; features read it from any thread.
 */
public record Analysis(Snapshot snapshot, IncludeConfig.SearchPath searchPath, List<Include> includes, OdsContext ods,
                       pdll.sema.analysis.Analysis semantic, pdll.sema.query.SemanticModel model) {

    public Analysis {
        includes = List.copyOf(includes);
    }

    /** The name the semantic analysis gives the document (its path, else its URI). */
    public String fileName() {
        return snapshot.tree().fileName();
    }
}
