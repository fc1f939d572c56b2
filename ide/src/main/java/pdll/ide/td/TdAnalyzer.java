package pdll.ide.td;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.tablegen.Evaluation;
import pdll.tablegen.Resumable;
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
    /**
     * The recovery runs of each document with errors (see {@link TdDiagnostics#all}): the next
     * version's resume from them. A few documents, least recently analyzed dropped.
     */
    private final Map<Path, Recovered> recoveries = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Path, Recovered> eldest) {
            return size() > MAX_RECOVERIES;
        }
    };

    /** A document's recovery runs and where the statements of the files with errors were. */
    private record Recovered(List<Resumable> runs, TdDiagnostics.Statements statements) {}
    private static final int MAX_RECOVERIES = 16;

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
        Recovered previous;
        synchronized (recoveries) {
            previous = recoveries.getOrDefault(file, new Recovered(List.of(), TdDiagnostics.Statements.NONE));
        }
        TdDiagnostics.Found found = TdDiagnostics.all(file, options, first, caches.parses(), previous.runs(),
                previous.statements(), caches.closures().last(file, options), cancelled);
        synchronized (recoveries) {
            if (found.recoveries().isEmpty()) recoveries.remove(file);
            else recoveries.put(file, new Recovered(found.recoveries(), found.statements()));
        }
        // the closure's next evaluation resumes from the recovery, which evaluated past the error
        if (found.recovery() != null) caches.closures().keep(file, options, found.recovery());
        return new TdAnalysis(s, file, options, first, found.errors(), found.last(), indexes);
    }
}
