package pdll.ide.workspace;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import pdll.ide.Ide;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.diagnostics.IdeDiagnostic;
import pdll.ide.diagnostics.VerifierDiagnostics;

/**
 * Runs analyses off the protocol thread and publishes diagnostics. Each document's analysis is
 * memoised for its latest snapshot (requests and the diagnostics run share it). Diagnostics are
 * debounced per document: a burst of edits produces one run, after the last edit; a run whose
 * snapshot is no longer the latest is abandoned (the analyzer checks between includes) and never
 * published, so published diagnostics always carry the version they were computed for.
 *
 * <p>The PDL verifier's failures ({@link VerifierDiagnostics}, only for documents without errors)
 * come in two phases: the run checks, for at most {@link #VERIFIER_STEP_NANOS}, the patterns not
 * known to verify (after a keystroke: the one edited, and those failing before) and publishes with
 * what it found; when patterns remain (a document just opened, an edit of a Constraint many patterns
 * call), a second task checks them, abandons them for a newer snapshot, and publishes the same
 * version again only if the failures differ.
 */
public final class AnalysisService implements AutoCloseable {
    private record Memo(Snapshot snapshot, CompletableFuture<Analysis> analysis) {}

    private final DocumentStore store;
    private final Analyzer analyzer;
    private final BiConsumer<Snapshot, List<IdeDiagnostic>> publish;
    private final ScheduledExecutorService worker;
    private final Map<String, Memo> memos = new ConcurrentHashMap<>();
    private final Map<String, ScheduledFuture<?>> pending = new ConcurrentHashMap<>();
    /** The snapshot whose diagnostics were published last, per document (never publish one twice). */
    private final Map<String, Snapshot> published = new ConcurrentHashMap<>();
    /** Per document: which patterns verify (carried across edits). */
    private final Map<String, VerifierDiagnostics> verifiers = new ConcurrentHashMap<>();
    /**
     * How long a diagnostics run spends on the PDL verifier before publishing (the rest follows in a
     * second task); system property {@code pdll.lsp.verifierStepMs} overrides it.
     */
    static final long VERIFIER_STEP_NANOS = Long.getLong("pdll.lsp.verifierStepMs", 3L) * 1_000_000L;
    private volatile long debounceMillis;
    private volatile ProgressSink progress = ProgressSink.NONE;
    /**
     * Analyses that run longer than this (a cold {@code .td} closure) are announced as progress;
     * system property {@code pdll.lsp.progressAfterMs} overrides it (tests use 0).
     */
    static final long SLOW_MILLIS = Long.getLong("pdll.lsp.progressAfterMs", 200L);
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "pdll-progress");
        t.setDaemon(true);
        return t;
    });

    /**
     * Indexes the semantic model of a published analysis for queries (hover, definition, ...) off
     * the analysis thread, so that neither the diagnostics nor the next keystroke wait for it;
     * a query that comes first builds it itself. Only the latest snapshot of a document is indexed.
     */
    private final java.util.concurrent.ExecutorService indexer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "pdll-model-index");
        t.setDaemon(true);
        return t;
    });

    public AnalysisService(DocumentStore store, Analyzer analyzer, long debounceMillis,
                           BiConsumer<Snapshot, List<IdeDiagnostic>> publish, Consumer<String> log) {
        this.store = store;
        this.analyzer = analyzer;
        this.debounceMillis = debounceMillis;
        this.publish = publish;
        analyzer.crashes().logTo(log);
        this.worker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "pdll-analysis");
            t.setDaemon(true);
            return t;
        });
    }

    public void setProgress(ProgressSink sink) {
        progress = sink == null ? ProgressSink.NONE : sink;
    }

    public void setDebounceMillis(long ms) {
        debounceMillis = Math.max(0, ms);
    }

    public Analyzer analyzer() {
        return analyzer;
    }

    /** The analysis of a snapshot, computed in the calling thread unless already known or under way. */
    public Analysis analysis(Snapshot s) {
        try {
            return analyzeOnce(s);
        } finally {
            forgetIfClosed(s.uri());
        }
    }

    private Analysis analyzeOnce(Snapshot s) {
        CompletableFuture<Analysis> mine = null;
        Memo hit;
        synchronized (memos) {
            hit = memos.get(s.uri());
            if (hit == null || hit.snapshot() != s) {
                hit = null;
                mine = new CompletableFuture<>();
                memos.put(s.uri(), new Memo(s, mine));
            }
        }
        if (hit != null) {
            try {
                return hit.analysis().join();
            } catch (java.util.concurrent.CompletionException e) {
                // the shared run was abandoned or failed; analyse again without sharing
                return analyzer.analyze(s, () -> store.get(s.uri()) != s);
            }
        }
        final CompletableFuture<Analysis> own = mine;
        try {
            Analysis a = analyzer.analyze(s, () -> store.get(s.uri()) != s);
            own.complete(a);
            return a;
        } catch (RuntimeException | StackOverflowError e) {
            memos.computeIfPresent(s.uri(), (k, m) -> m.analysis() == own ? null : m);
            own.completeExceptionally(e);
            throw e;
        }
    }

    /**
     * Drops what a run kept for a document that was closed while it ran. {@link #forget} runs on
     * the protocol thread right after the close; a run that stored its memo or analysis after that
     * would keep a closed document alive for the server's lifetime. Every run ends here after its
     * last store, so either this sees the close or the close's own forget comes after the store.
     */
    private void forgetIfClosed(String uri) {
        if (store.get(uri) == null) forget(uri);
    }

    /** Schedules the diagnostics of a document after the debounce delay, replacing a pending run. */
    public void scheduleDiagnostics(String uri) {
        schedule(uri, false);
    }

    private void schedule(String uri, boolean republish) {
        ScheduledFuture<?> f = worker.schedule(() -> runDiagnostics(uri, republish), debounceMillis, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> old = pending.put(uri, f);
        if (old != null) old.cancel(false);
    }

    /** Re-runs every open document (settings changed, a file they may include was saved). */
    public void scheduleAll() {
        for (Snapshot s : store.all()) schedule(s.uri(), true);
    }

    /** A closed document: its pending work, memo, published state and previous semantic analysis go. */
    public void forget(String uri) {
        ScheduledFuture<?> old = pending.remove(uri);
        if (old != null) old.cancel(false);
        analyzer.forget(uri);
        memos.remove(uri);
        published.remove(uri);
        verifiers.remove(uri);
    }

    /** Drops memoised analyses (their include configuration changed). */
    public void invalidateAll() {
        memos.clear();
    }

    private void runDiagnostics(String uri, boolean republish) {
        try {
            diagnose(uri, republish);
        } finally {
            forgetIfClosed(uri);
        }
    }

    private void diagnose(String uri, boolean republish) {
        Snapshot s = store.get(uri);
        // An open .td is kept only so that includes read the editor's text; it is no PDLL document.
        if (s == null || (s.file() != null && s.file().toString().endsWith(".td"))) return;
        Object lock = new Object();
        Runnable[] end = {null};
        boolean[] done = {false};
        ScheduledFuture<?> slow = timer.schedule(() -> {
            Runnable e = progress.begin("PDLL", "importing the .td includes of " + uri.substring(uri.lastIndexOf('/') + 1));
            synchronized (lock) {
                if (done[0]) e.run();
                else end[0] = e;
            }
        }, SLOW_MILLIS, TimeUnit.MILLISECONDS);
        try {
            Analysis a;
            try {
                a = analysis(s);
            } finally {
                slow.cancel(false);
                synchronized (lock) {
                    done[0] = true;
                    if (end[0] != null) end[0].run();
                }
            }
            if (store.get(uri) != s) return; // a newer version is on its way
            if (published.put(uri, s) == s && !republish) return;
            VerifierDiagnostics verifier = verifiers.computeIfAbsent(uri, k -> new VerifierDiagnostics());
            Ide.Diagnostics first = Ide.diagnostics(a, verifier, VERIFIER_STEP_NANOS, () -> store.get(uri) != s);
            publish.accept(s, first.all());
            if (a.model() != null) {
                indexer.execute(() -> {
                    if (store.get(uri) == s) a.model().prepare();
                });
            }
            if (!first.complete()) worker.execute(() -> finishVerifier(s, a, verifier, first.all()));
        } catch (CancellationException e) {
            // stale: the run for the newer version publishes
        } catch (RuntimeException | StackOverflowError e) {
            analyzer.crashes().report("diagnostics", s, e);
        }
    }

    /** The second phase: checks the remaining patterns unless a newer snapshot came; re-publishes on a difference. */
    private void finishVerifier(Snapshot s, Analysis a, VerifierDiagnostics verifier, List<IdeDiagnostic> shown) {
        try {
            if (store.get(s.uri()) != s || published.get(s.uri()) != s) return;
            Ide.Diagnostics all = Ide.diagnostics(a, verifier, Long.MAX_VALUE, () -> store.get(s.uri()) != s);
            if (!all.complete() || store.get(s.uri()) != s || all.all().equals(shown)) return;
            publish.accept(s, all.all());
        } catch (CancellationException e) {
            // a newer snapshot came: its run verifies
        } catch (RuntimeException | StackOverflowError e) {
            analyzer.crashes().report("PDL verification", s, e);
        } finally {
            forgetIfClosed(s.uri());
        }
    }

    /**
     * Waits until the diagnostics runs scheduled so far have finished (so an exit does not drop
     * the diagnostics of the last edits), at most {@code timeoutMillis}. The worker is one thread
     * and runs tasks due at the same time in the order they were scheduled, so a no-op scheduled
     * now with the same delay runs after them.
     */
    public boolean awaitScheduled(long timeoutMillis) {
        try {
            worker.schedule(() -> { }, debounceMillis, TimeUnit.MILLISECONDS).get(timeoutMillis, TimeUnit.MILLISECONDS);
            return true;
        } catch (Exception e) {
            return false; // closed, interrupted or too slow: exit anyway
        }
    }

    @Override
    public void close() {
        worker.shutdownNow();
        timer.shutdownNow();
        indexer.shutdownNow();
    }
}
