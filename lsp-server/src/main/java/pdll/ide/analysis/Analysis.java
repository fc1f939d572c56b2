package pdll.ide.analysis;

import java.util.List;
import pdll.ide.config.IncludeConfig;
import pdll.ide.workspace.Snapshot;
import pdll.sema.ods.OdsContext;

/**
 * Everything known about one document version without semantic analysis: the snapshot, its
 * include search path, its resolved includes and the ODS context of every {@code .td} it reaches
 * (directly or through included {@code .pdll} files). Immutable once built; features read it from
 * any thread. A semantic model of the document (scopes, types) belongs beside these fields when
 * the analyzer lands; features that need it take it from here.
 */
public record Analysis(Snapshot snapshot, IncludeConfig.SearchPath searchPath, List<Include> includes, OdsContext ods) {

    public Analysis {
        includes = List.copyOf(includes);
    }
}
