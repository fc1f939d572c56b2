package pdll.ide.analysis;

import java.util.List;
import pdll.ide.config.IncludeConfig;
import pdll.ide.document.Snapshot;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.ResolvedInclude;
import pdll.sema.ods.OdsContext;
import pdll.sema.query.SemanticModel;

/**
 * Everything known about one document version: the snapshot, its include search path, the options
 * it was analysed with (the server's file access, open buffers first, and its caches), and the
 * semantic analysis with its query model, which is the one source of the document's resolved
 * includes, its ODS context and its diagnostics ({@code semantic} and {@code model} are null only
 * if the analyzer failed unexpectedly: features then answer from the syntax tree alone).
 * Immutable once built; features read it from any thread.
 *
 * <p>A document split at {@code // -----} markers ({@link Snapshot#isSplit}) is analysed part by
 * part, as the reference server analyses it: each {@link Part} has the analysis of its own
 * snapshot, and the document's own {@code semantic} and {@code model} are null. The features reach
 * the parts through {@code pdll.ide.Ide}, never through the document's analysis.
 *
 * @param parts the analyses of a split document's parts, in the order of {@link Snapshot#parts()}
 */
public record Analysis(Snapshot snapshot, IncludeConfig.SearchPath searchPath, AnalysisOptions options,
                       pdll.sema.analysis.Analysis semantic, SemanticModel model, List<Part> parts) {

    public Analysis {
        parts = List.copyOf(parts);
    }

    public Analysis(Snapshot snapshot, IncludeConfig.SearchPath searchPath, AnalysisOptions options,
                    pdll.sema.analysis.Analysis semantic, SemanticModel model) {
        this(snapshot, searchPath, options, semantic, model, List.of());
    }

    /** The analysis of a part of a split document, which starts at {@code start} of the document. */
    public record Part(int start, Analysis analysis) {}

    public boolean isSplit() {
        return !parts.isEmpty();
    }

    /** The part holding an offset of the document (see {@link Snapshot#partAt}), null inside a marker. */
    public Part partAt(int offset) {
        int i = snapshot.partAt(offset);
        return i < 0 ? null : parts.get(i);
    }

    /** What a crashed analysis knows of ODS: nothing (never added to). */
    private static final OdsContext NO_ODS = new OdsContext();

    /** The name the semantic analysis gives the document (its path, else its URI). */
    public String fileName() {
        return isSplit() ? parts.get(0).analysis().fileName() : snapshot.tree().fileName();
    }

    /** The document's own {@code #include}s, as the semantic analysis resolved them. */
    public List<ResolvedInclude> includes() {
        return semantic == null ? List.of() : semantic.includes();
    }

    /** The ODS context of every {@code .td} the document reaches, directly or through included {@code .pdll} files. */
    public OdsContext ods() {
        return semantic == null ? NO_ODS : semantic.ods();
    }
}
