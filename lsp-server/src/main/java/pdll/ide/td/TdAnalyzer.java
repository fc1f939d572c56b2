package pdll.ide.td;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.workspace.DocumentStore;
import pdll.ide.workspace.Snapshot;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.cache.TdCaches;

/**
 * Builds the {@link TdAnalysis} of an open {@code .td} document: its search path (the document's
 * directory, then {@code --tablegen-extra-dir}s, the {@code tablegen_compile_commands.yml} entry,
 * the MLIR include root), then the evaluation of its closure through the server's closure cache,
 * whose files are parsed once per stamp (an edit of the document parses the document only), then
 * the recovery runs for the errors after the first. The document is read from the overlay the
 * store keeps, so it is the editor's text.
 */
public final class TdAnalyzer {
    private final FileAccess files;
    private final IncludeConfig config;
    private final TdCaches caches;
    private final TdIndexCache indexes = new TdIndexCache();

    public TdAnalyzer(FileAccess files, IncludeConfig config, TdCaches caches) {
        this.files = files;
        this.config = config;
        this.caches = caches;
    }

    /** The name indexes of the files analyses read (the server empties them when idle). */
    public TdIndexCache indexes() {
        return indexes;
    }

    /** Whether a document is TableGen (served by this analyzer, not the PDLL one). */
    public static boolean isTd(Snapshot s) {
        return DocumentStore.isTd(s.file());
    }

    public TdAnalysis analyze(Snapshot s, BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) throw new CancellationException("stale analysis of " + s.uri());
        Path file = s.file().toAbsolutePath().normalize();
        IncludeConfig.SearchPath sp = config.forDocument(file);
        TableGenOptions options = new TableGenOptions(sp.workingDir(), sp.includeDirs(), List.of(), files);
        Evaluation first = caches.closures().evaluate(file, options);
        TdDiagnostics.Found found = TdDiagnostics.all(file, options, first, caches.parses(), cancelled);
        return new TdAnalysis(s, file, options, first, found.errors(), found.last(), indexes);
    }
}
