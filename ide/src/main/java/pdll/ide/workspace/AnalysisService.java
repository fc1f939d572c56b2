package pdll.ide.workspace;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import pdll.base.text.TextRange;
import pdll.base.diag.Severity;
import pdll.ide.Ide;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.diagnostics.VerifierDiagnostics;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.ide.split.Parts;
import pdll.ide.td.TdAnalysis;
import pdll.ide.td.TdAnalyzer;
import pdll.ide.td.TdDocumentDiagnostics;

/**
 * Runs every analysis on the {@link Scheduler}'s analysis thread and publishes diagnostics. Each
 * document's analysis is memoised for its latest snapshot: a request awaits the memo (and queues
 * its computation when nobody has yet), the diagnostics run computes it in place. Diagnostics are
 * debounced per document: a burst of edits produces one run, after the last edit; a run whose
 * snapshot is no longer the latest is abandoned (the analyzer checks before it starts, the
 * verifier between patterns) and never published, so published diagnostics always carry the
 * version they were computed for.
 *
 * <p>The PDL verifier's failures ({@link VerifierDiagnostics}, only for documents without errors)
 * come in two phases: the run checks, for at most {@link #VERIFIER_STEP_NANOS}, the patterns not
 * known to verify (after a keystroke: the one edited, and those failing before) and publishes with
 * what it found; when patterns remain (a document just opened, an edit of a Constraint many patterns
 * call), a second task checks them, abandons them for a newer snapshot, and publishes the same
 * version again only if the failures differ.
 *
 * <p>An open {@code .td} document is TableGen: the {@link TdAnalyzer} evaluates it (memoised per
 * snapshot the same way, on the same thread) and its diagnostics are every error of its closure.
 * It is also kept as an overlay, so that PDLL documents including it read the editor's text.
 */
public final class AnalysisService {
    /** One snapshot's analysis, computed once on the analysis thread by whichever task starts first. */
    private record Memo<T>(Snapshot snapshot, CompletableFuture<T> analysis, AtomicBoolean started) {}

    private final DocumentStore store;
    private final Analyzer analyzer;
    private final Scheduler threads;
    private final BiConsumer<Snapshot, List<IdeDiagnostic>> publish;
    private final Map<String, Memo<Analysis>> memos = new ConcurrentHashMap<>();
    private final Map<String, Memo<TdAnalysis>> tdMemos = new ConcurrentHashMap<>();
    /** Null: open {@code .td} documents are overlays only (no TableGen analysis, no diagnostics). */
    private final TdAnalyzer tdAnalyzer;
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
    /** Whether the editor waits for an answer: the verifier's second phase steps aside meanwhile. */
    private final EditorActivity activity;
    /** The longest the second phase waits for one answer before it goes on anyway. */
    static final long STEP_ASIDE_MILLIS = 200;
    private volatile ProgressSink progress = ProgressSink.NONE;
    /**
     * Analyses that run longer than this (a cold {@code .td} closure) are announced as progress;
     * system property {@code pdll.lsp.progressAfterMs} overrides it (tests use 0).
     */
    static final long SLOW_MILLIS = Long.getLong("pdll.lsp.progressAfterMs", 200L);

    public AnalysisService(DocumentStore store, Analyzer analyzer, Scheduler threads, EditorActivity activity,
                           long debounceMillis, BiConsumer<Snapshot, List<IdeDiagnostic>> publish, Consumer<String> log) {
        this(store, analyzer, null, threads, activity, debounceMillis, publish, log);
    }

    public AnalysisService(DocumentStore store, Analyzer analyzer, TdAnalyzer tdAnalyzer, Scheduler threads,
                           EditorActivity activity, long debounceMillis, BiConsumer<Snapshot, List<IdeDiagnostic>> publish,
                           Consumer<String> log) {
        this.store = store;
        this.tdAnalyzer = tdAnalyzer;
        this.activity = activity;
        this.analyzer = analyzer;
        this.threads = threads;
        this.debounceMillis = debounceMillis;
        this.publish = publish;
        analyzer.crashes().logTo(log);
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

    /**
     * The analysis of a snapshot, computed on the analysis thread (this waits for it). Throws
     * {@link CancellationException} when the snapshot became stale while it was analysed, or when
     * the server is closing.
     */
    public Analysis analysis(Snapshot s) {
        Memo<Analysis> m = memo(memos, s);
        if (!m.started().get()) threads.analysis.execute(() -> compute(memos, m, analyzer::analyze)); // a no-op if it starts first elsewhere
        return await(m);
    }

    /**
     * The TableGen analysis of an open {@code .td} snapshot, as {@link #analysis}; throws
     * {@link IllegalStateException} when this service has no TableGen analyzer.
     */
    public TdAnalysis tdAnalysis(Snapshot s) {
        if (tdAnalyzer == null) throw new IllegalStateException("no TableGen analysis in this server");
        Memo<TdAnalysis> m = memo(tdMemos, s);
        if (!m.started().get()) threads.analysis.execute(() -> compute(tdMemos, m, tdAnalyzer::analyze));
        return await(m);
    }

    /**
     * The TableGen analysis of a {@code .td} file that is not open ({@link DocumentStore#unopened}),
     * computed on the analysis thread (this waits for it) and not memoised: nothing tells when its
     * file changes, and the closure caches make a second analysis cheap.
     */
    public TdAnalysis tdAnalysisOfUnopened(Snapshot s) {
        if (tdAnalyzer == null) throw new IllegalStateException("no TableGen analysis in this server");
        Memo<TdAnalysis> m = new Memo<>(s, CompletableFuture.supplyAsync(() -> tdAnalyzer.analyze(s, () -> false), threads.analysis),
                new AtomicBoolean(true));
        return await(m);
    }

    /** Whether a snapshot is a TableGen document this service analyses (else it is PDLL, or an overlay only). */
    public boolean servesTd(Snapshot s) {
        return tdAnalyzer != null && TdAnalyzer.isTd(s);
    }

    /** The memo of a snapshot, a new one unless it is the document's memoised snapshot. */
    private static <T> Memo<T> memo(Map<String, Memo<T>> in, Snapshot s) {
        return in.compute(s.uri(), (uri, old) ->
                old != null && old.snapshot() == s ? old : new Memo<>(s, new CompletableFuture<>(), new AtomicBoolean()));
    }

    /** What computes one kind of analysis. */
    private interface Analyze<T> {
        T analyze(Snapshot s, BooleanSupplier cancelled);
    }

    private <T> void compute(Map<String, Memo<T>> in, Memo<T> m, Analyze<T> how) {
        if (!m.started().compareAndSet(false, true)) return;
        Snapshot s = m.snapshot();
        try {
            m.analysis().complete(how.analyze(s, () -> store.get(s.uri()) != s));
        } catch (RuntimeException | StackOverflowError e) {
            in.remove(s.uri(), m); // the next request analyses again
            m.analysis().completeExceptionally(e);
        } finally {
            forgetIfClosed(s.uri());
        }
    }

    private static <T> T await(Memo<T> m) {
        try {
            return m.analysis().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("the server is closing");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
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
        ScheduledFuture<?> f = threads.analysis.schedule(() -> runDiagnostics(uri, republish), debounceMillis, TimeUnit.MILLISECONDS);
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
        tdMemos.remove(uri);
        published.remove(uri);
        verifiers.remove(uri);
    }

    /** Drops memoised analyses (their include configuration changed). */
    public void invalidateAll() {
        analyzer.filesChanged();
        memos.clear();
        tdMemos.clear();
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
        if (s == null) return;
        if (store.tooLarge(s)) {
            if (published.put(uri, s) != s || republish) publish.accept(s, List.of(tooLarge(s)));
            return;
        }
        if (TdAnalyzer.isTd(s)) {
            // without a TableGen analyzer an open .td is only an overlay that PDLL includes read
            if (tdAnalyzer != null) diagnoseTd(s, republish);
            return;
        }
        try {
            Memo<Analysis> m = memo(memos, s);
            announcedIfSlow(uri, () -> compute(memos, m, analyzer::analyze));
            Analysis a = await(m);
            if (store.get(uri) != s) return; // a newer version is on its way
            if (published.put(uri, s) == s && !republish) return;
            // A document just opened has nothing verified yet: a first step would lower a handful of
            // its patterns (in a fresh server the first lowering alone takes about 10 ms, its code
            // running for the first time) and hold up the diagnostics the editor waits for. It is
            // all left to the second phase, which follows at once; an edit gets its short step.
            boolean opened = !verifiers.containsKey(uri);
            VerifierDiagnostics verifier = verifiers.computeIfAbsent(uri, k -> new VerifierDiagnostics());
            Ide.Diagnostics first = Ide.diagnostics(a, verifier, opened ? -1 : VERIFIER_STEP_NANOS, () -> store.get(uri) != s);
            publish.accept(s, first.all());
            threads.modelIndex.execute(() -> {
                for (Analysis part : Parts.of(a)) {
                    if (part.model() == null) continue;
                    activity.awaitNoRequest(STEP_ASIDE_MILLIS);
                    if (store.get(uri) != s) return;
                    part.model().prepare();
                }
            });
            if (!first.complete()) threads.analysis.execute(() -> finishVerifier(s, a, verifier, first));
        } catch (CancellationException e) {
            // stale: the run for the newer version publishes
        } catch (RuntimeException | StackOverflowError e) {
            analyzer.crashes().report("diagnostics", s, e);
        }
    }

    /** The one diagnostic of a document over the size limit: what it is, why, and how to raise the limit. */
    private IdeDiagnostic tooLarge(Snapshot s) {
        return new IdeDiagnostic(new TextRange(0, 0), Severity.WARNING, String.format(java.util.Locale.ROOT,
                "this document is %.1f MB, more than the %.1f MB the server analyses: it is kept as text only (no diagnostics,"
                        + " completion or navigation); start the server with --max-document-mb=N to raise the limit (0: none)",
                s.text().length() / 1048576.0, store.maxDocumentChars() / 1048576.0), List.of());
    }

    /** Publishes every error of a {@code .td} document's closure (no verifier: it is no PDLL document). */
    private void diagnoseTd(Snapshot s, boolean republish) {
        String uri = s.uri();
        try {
            Memo<TdAnalysis> m = memo(tdMemos, s);
            announcedIfSlow(uri, () -> compute(tdMemos, m, tdAnalyzer::analyze));
            TdAnalysis a = await(m);
            if (store.get(uri) != s) return; // a newer version is on its way
            if (published.put(uri, s) == s && !republish) return;
            publish.accept(s, TdDocumentDiagnostics.of(a));
        } catch (CancellationException e) {
            // stale: the run for the newer version publishes
        } catch (RuntimeException | StackOverflowError e) {
            analyzer.crashes().report("TableGen diagnostics", s, e);
        }
    }

    /**
     * Starts importing the {@code .td} files a document being opened includes, on the analysis
     * thread, while the protocol thread parses it: its first analysis, which comes next on that
     * thread, then finds them imported. Not for an open {@code .td} file (no PDLL document).
     */
    public void preloadIncludes(String uri, Path file, String text) {
        if (file != null && file.toString().endsWith(".td")) return;
        threads.analysis.execute(() -> announcedIfSlow(uri, () -> analyzer.preload(file, text)));
    }

    /** Runs work for a document, announced as progress once it has run longer than {@link #SLOW_MILLIS}. */
    private void announcedIfSlow(String uri, Runnable work) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        ScheduledFuture<?> slow = threads.progress.schedule(() -> announce(uri, done), SLOW_MILLIS, TimeUnit.MILLISECONDS);
        try {
            work.run();
        } finally {
            slow.cancel(false);
            done.complete(null);
        }
    }

    /** Announces work that has run long; the announcement ends with it (at once if it just ended). */
    private void announce(String uri, CompletableFuture<Void> done) {
        String name = uri.substring(uri.lastIndexOf('/') + 1);
        Runnable end = progress.begin("PDLL", name.endsWith(".td") ? "evaluating " + name + " and its includes"
                : "importing the .td includes of " + name);
        done.whenComplete((v, e) -> end.run());
    }

    /** The second phase: checks the remaining patterns unless a newer snapshot came; re-publishes on a difference. */
    private void finishVerifier(Snapshot s, Analysis a, VerifierDiagnostics verifier, Ide.Diagnostics first) {
        try {
            if (store.get(s.uri()) != s || published.get(s.uri()) != s) return;
            Ide.Diagnostics all = Ide.continued(first, a, verifier, () -> stepsAsideThenStale(s));
            if (!all.complete() || store.get(s.uri()) != s || all.all().equals(first.all())) return;
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
     * Asked between two verified patterns of the second phase: waits while a request is being
     * answered (the answer gets the cores; the phase publishes nothing the user waits for), then
     * says whether a newer snapshot came.
     */
    private boolean stepsAsideThenStale(Snapshot s) {
        if (store.get(s.uri()) != s) return true;
        activity.awaitNoRequest(STEP_ASIDE_MILLIS);
        return store.get(s.uri()) != s;
    }

    /**
     * Waits until the diagnostics runs scheduled so far have finished (so an exit does not drop
     * the diagnostics of the last edits), at most {@code timeoutMillis}. The analysis thread is one
     * thread and runs tasks due at the same time in the order they were scheduled, so a no-op scheduled
     * now with the same delay runs after them.
     */
    public boolean awaitScheduled(long timeoutMillis) {
        try {
            threads.analysis.schedule(() -> { }, debounceMillis, TimeUnit.MILLISECONDS).get(timeoutMillis, TimeUnit.MILLISECONDS);
            return true;
        } catch (Exception e) {
            return false; // closed, interrupted or too slow: exit anyway
        }
    }
}
