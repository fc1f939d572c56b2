package pdll.ide.workspace;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Every thread of one language server: created here, ended together by {@link #close} (the
 * server's {@code exit}). A thread touches only the state its row names; everything else reaches
 * it as an immutable snapshot or a future.
 *
 * <pre>
 * thread             count               runs                                 may touch
 * ------------------ ------------------- ------------------------------------ ----------------------------------
 * pdll-protocol      LSP4J's reader, and reads the client's messages in order; writes the DocumentStore and the
 *                    the end-of-input    runs notifications (open, change,    include settings; schedules
 *                    watcher             close, settings), starts requests    analyses
 * pdll-request       max(2, cores)       request handlers                     reads snapshots; awaits analyses
 *                                                                             (never computes one); reads op
 *                                                                             indexes
 * pdll-analysis      1                   every analysis (one memo per         the Analyzer and, through it, the
 *                                        snapshot), diagnostics runs and      server's TdCaches; AnalysisService's
 *                                        their publication, the verifier's    memos, published and verifier state
 *                                        second phase, the .td imports of a
 *                                        document being opened
 * pdll-progress      1 (a timer)         announces an analysis running long;  the ProgressSink; the heap
 *                                        once a second, a full collection
 *                                        when the editor is idle
 *                                        (IdleCollector)
 * pdll-model-index   1                   indexes a published analysis's       that analysis's semantic model
 *                                        semantic model (a query that comes   (built once, whoever comes first)
 *                                        first builds it itself)
 * pdll-op-index      1, big stack, low   op index builds and rechecks, after  OpIndexService's indexes; .td files
 *                    priority, ended     a pause in the typing                (through the disk cache only)
 *                    when idle
 * pdll-run           1                   pdll/runPatterns: the C++ compile of  the pattern plugin cache (on disk),
 *                                        a pass plugin (seconds) and the      its mlir-opt and compiler processes
 *                                        mlir-opt run, off the request pool
 * tablegen-eval      one per evaluation  a TableGen evaluation on a big       the TdCaches' parse cache
 *                    (joined)            stack, for pdll-analysis (started
 *                                        by TableGen itself)
 * </pre>
 */
public final class Scheduler implements AutoCloseable {
    /** LSP4J's executor: the message reader (and the end-of-input watcher). */
    public final ExecutorService protocol = Executors.newCachedThreadPool(named("pdll-protocol", 0, Thread.NORM_PRIORITY));
    /**
     * Not the common fork-join pool: on a two-core machine that has one thread, and a long request
     * (symbols of a big file) would hold up every completion behind it.
     */
    public final ExecutorService requests = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()),
            named("pdll-request", 0, Thread.NORM_PRIORITY));
    final ScheduledExecutorService analysis = Executors.newSingleThreadScheduledExecutor(named("pdll-analysis", 0, Thread.NORM_PRIORITY));
    final ScheduledExecutorService progress = Executors.newSingleThreadScheduledExecutor(named("pdll-progress", 0, Thread.NORM_PRIORITY));
    final ExecutorService modelIndex = Executors.newSingleThreadExecutor(named("pdll-model-index", 0, Thread.NORM_PRIORITY));
    /**
     * One thread with a big stack (TableGen recursion is deep on real ODS), ended when idle: deep
     * recursion touches many pages of the stack, and a parked thread would keep them resident.
     */
    public final ThreadPoolExecutor opIndex = new ThreadPoolExecutor(1, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
            named("pdll-op-index", 512L << 20, Thread.MIN_PRIORITY));

    /**
     * Pattern runs: one at a time, so a second run of the same file finds the plugin the first one
     * built; a plugin compile takes seconds and would otherwise hold a request thread.
     */
    public final ExecutorService patternRuns = Executors.newSingleThreadExecutor(named("pdll-run", 0, Thread.NORM_PRIORITY));

    public Scheduler() {
        opIndex.allowCoreThreadTimeOut(true);
    }

    /** Checks every second, on the progress thread, whether the idle editor lets the heap be collected. */
    public void collectWhenIdle(IdleCollector collector) {
        progress.scheduleWithFixedDelay(collector::check, 1, 1, TimeUnit.SECONDS);
    }

    private static ThreadFactory named(String name, long stackBytes, int priority) {
        return r -> {
            Thread t = new Thread(null, r, name, stackBytes);
            t.setDaemon(true);
            t.setPriority(priority);
            return t;
        };
    }

    /**
     * Stops every thread: queued work is dropped and running work interrupted (an analysis or a
     * request waiting for one ends at once; a running evaluation at its next check).
     */
    @Override
    public void close() {
        for (ExecutorService e : List.of(protocol, requests, analysis, progress, modelIndex, opIndex, patternRuns)) e.shutdownNow();
    }
}
