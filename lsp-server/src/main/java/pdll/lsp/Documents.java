package pdll.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.eclipse.lsp4j.jsonrpc.CompletableFutures;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import pdll.ide.analysis.Analysis;
import pdll.ide.td.TdAnalysis;
import pdll.ide.td.TdAnalyzer;
import pdll.ide.workspace.AnalysisService;
import pdll.ide.document.ContentChange;
import pdll.ide.document.DocumentStore;
import pdll.ide.workspace.EditorActivity;
import pdll.ide.document.Snapshot;

/**
 * The open documents as the protocol drives them. Notifications update the store and schedule
 * diagnostics; requests run on the request executor against the latest snapshot of their document
 * and honour {@code $/cancelRequest}: a request whose document changed while it ran answers
 * {@code ContentModified}, one for a document that is not open answers its empty value.
 */
final class Documents {
    private final DocumentStore store;
    private final AnalysisService analysis;
    private final EditorActivity activity;
    private final Log log;
    private final Executor requests;

    Documents(DocumentStore store, AnalysisService analysis, EditorActivity activity, Log log, Executor requests) {
        this.store = store;
        this.analysis = analysis;
        this.activity = activity;
        this.log = log;
        this.requests = requests;
    }

    void open(String uri, int version, String text) {
        analysis.preloadIncludes(uri, DocumentStore.pathOf(uri), text); // imported while the text is parsed
        store.open(uri, version, text);
        activity.touch();
        log.verbose("opened " + uri + " v" + version);
        analysis.scheduleDiagnostics(uri);
    }

    void change(String uri, int version, List<ContentChange> changes) {
        activity.touch();
        if (store.change(uri, version, changes, log::error) != null) analysis.scheduleDiagnostics(uri);
    }

    /** The document's last snapshot, null when it was not open. */
    Snapshot close(String uri) {
        Snapshot s = store.close(uri);
        analysis.forget(uri);
        return s;
    }

    /**
     * A file was saved, changed on disk or closed (documents that include it now read the disk):
     * every open document is analysed again.
     */
    void filesChanged() {
        analysis.invalidateAll();
        analysis.scheduleAll();
    }

    /**
     * Runs a feature on the analysis of the document's latest snapshot. From its receipt to its
     * answer, background work steps aside ({@link EditorActivity#awaitNoRequest}), except while the
     * request itself waits for the analysis, which that background thread computes.
     */
    <T> CompletableFuture<T> withAnalysis(String uri, T none, BiFunction<Snapshot, Analysis, T> f) {
        return withAnalysis(uri, none, f, requests);
    }

    /** As {@link #withAnalysis(String, Object, BiFunction)}, on another executor (work that takes seconds: pattern runs). */
    <T> CompletableFuture<T> withAnalysis(String uri, T none, BiFunction<Snapshot, Analysis, T> f, Executor on) {
        return withAnalysisOf(uri, none, false, analysis::analysis, f, on);
    }

    /**
     * Runs {@code f} on the analysis {@code analyse} gives of the document's latest snapshot, when
     * the document is open and of the feature's language ({@code td}: a PDLL feature has nothing to
     * say on TableGen, nor the other way round); the request steps aside while it waits.
     */
    private <A, T> CompletableFuture<T> withAnalysisOf(String uri, T none, boolean td, Function<Snapshot, A> analyse,
            BiFunction<Snapshot, A, T> f, Executor on) {
        return withAnalysisOf(uri, store::get, none, td, analyse, f, on);
    }

    /** As above, on the snapshot {@code find} gives of the URI (the open document's, or a closed file's). */
    private <A, T> CompletableFuture<T> withAnalysisOf(String uri, Function<String, Snapshot> find, T none, boolean td,
            Function<Snapshot, A> analyse, BiFunction<Snapshot, A, T> f, Executor on) {
        return answered(CompletableFutures.computeAsync(on, cancel -> {
            Snapshot s = uri == null ? null : find.apply(uri);
            // a document over the size limit has no analysis: every feature gives its empty answer
            if (s == null || analysis.servesTd(s) != td || store.tooLarge(s)) return none;
            try {
                A a;
                activity.requestEnded();
                try {
                    a = analyse.apply(s);
                } finally {
                    activity.requestStarted();
                }
                cancel.checkCanceled();
                return f.apply(s, a);
            } catch (CancellationException e) {
                if (store.get(s.uri()) != s) {
                    throw new ResponseErrorException(new ResponseError(ResponseErrorCode.ContentModified,
                            "the document changed while the request ran", null));
                }
                throw e;
            }
        }));
    }

    /** Whether the document is open and TableGen (its features are the {@code withTd} ones). */
    boolean isTd(String uri) {
        Snapshot s = uri == null ? null : store.get(uri);
        return s != null && analysis.servesTd(s);
    }

    /** Whether the URI names a {@code .td} file that is not open (the TableGen commands still read it from disk). */
    boolean isUnopenedTd(String uri) {
        return uri != null && store.get(uri) == null && DocumentStore.isTd(DocumentStore.pathOf(uri));
    }

    /** The TableGen analyses of the open {@code .td} documents (on a request thread); one changing meanwhile is left out. */
    List<TdAnalysis> tdAnalyses(String feature) {
        List<TdAnalysis> out = new ArrayList<>();
        for (Snapshot s : store.all()) {
            if (!analysis.servesTd(s) || store.tooLarge(s)) continue;
            try {
                out.add(analysis.tdAnalysis(s));
            } catch (CancellationException e) {
                // a document changing under us: it is searched next time
            } catch (RuntimeException | StackOverflowError e) {
                analysis.analyzer().crashes().report(feature, s, e);
            }
        }
        return out;
    }

    /** The open PDLL documents' latest snapshots (what cross-language references search). */
    List<Snapshot> pdllSnapshots() {
        return store.all().stream().filter(s -> !TdAnalyzer.isTd(s)).toList();
    }

    /** Runs a TableGen feature on the analysis of a {@code .td} document's latest snapshot, as {@link #withAnalysis}. */
    <T> CompletableFuture<T> withTd(String uri, T none, BiFunction<Snapshot, TdAnalysis, T> f) {
        return withAnalysisOf(uri, none, true, analysis::tdAnalysis, f, requests);
    }

    /**
     * As {@link #withTd}, and for a {@code .td} file that is not open, on its text on disk (see
     * {@link DocumentStore#unopened}): LSP4IJ opens only PDLL documents on this server, and its
     * users still convert DRR from a {@code .td}. An open PDLL document, or a URI naming no
     * {@code .td} file, answers {@code none}.
     */
    <T> CompletableFuture<T> withTdFile(String uri, T none, BiFunction<Snapshot, TdAnalysis, T> f) {
        if (uri == null || store.get(uri) != null) return withTd(uri, none, f);
        return withAnalysisOf(uri, store::unopened, none, true, analysis::tdAnalysisOfUnopened, f, requests);
    }

    /** Runs a TableGen feature that needs only the document's text (its syntax). */
    <T> CompletableFuture<T> withTdSnapshot(String uri, T none, Function<Snapshot, T> f) {
        return answered(CompletableFutures.computeAsync(requests, cancel -> {
            Snapshot s = uri == null ? null : store.get(uri);
            return s == null || !analysis.servesTd(s) ? none : f.apply(s);
        }));
    }

    /** Runs a feature that needs only the syntax of the document's latest snapshot (background work steps aside meanwhile). */
    <T> CompletableFuture<T> withSnapshot(String uri, T none, Function<Snapshot, T> f) {
        return answered(CompletableFutures.computeAsync(requests, cancel -> {
            Snapshot s = uri == null ? null : store.get(uri);
            return s == null || analysis.servesTd(s) ? none : f.apply(s);
        }));
    }

    /** Counts a request as being answered from now until its future completes. */
    private <T> CompletableFuture<T> answered(CompletableFuture<T> answer) {
        activity.requestStarted();
        answer.whenComplete((r, e) -> activity.requestEnded());
        return answer;
    }

    /** Runs a feature on the analyses of every open PDLL document; one changing meanwhile is left out (it is searched next time). */
    <T> CompletableFuture<T> withAll(String feature, Function<List<Analysis>, T> f) {
        return CompletableFutures.computeAsync(requests, cancel -> {
            List<Analysis> docs = new ArrayList<>();
            for (Snapshot s : store.all()) {
                if (analysis.servesTd(s)) continue; // TableGen, no PDLL declarations
                try {
                    docs.add(analysis.analysis(s));
                } catch (CancellationException e) {
                    // a document changing under us: it is searched next time
                } catch (RuntimeException | StackOverflowError e) {
                    analysis.analyzer().crashes().report(feature, s, e);
                }
            }
            return f.apply(docs);
        });
    }
}
