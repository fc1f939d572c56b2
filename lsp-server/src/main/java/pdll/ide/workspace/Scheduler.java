package pdll.ide.workspace;

import java.util.ArrayList;
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
 *                                        second phase
 * pdll-progress      1 (a timer)         announces an analysis running long   the ProgressSink
 * pdll-model-index   1                   indexes a published analysis's       that analysis's semantic model
 *                                        semantic model (a query that comes   (built once, whoever comes first)
 *                                        first builds it itself)
 * pdll-op-index      1, big stack, low   op index builds and rechecks, after  OpIndexService's indexes; .td files
 *                    priority, ended     a pause in the typing                (evaluated without any cache)
 *                    when idle
 * tablegen-eval      one per evaluation  a TableGen evaluation on a big       the TdCaches' parse cache
 *                    (joined)            stack, for pdll-analysis (started
 *                                        by TableGen itself)
 * </pre>
 */
public final class Scheduler implements AutoCloseable {
    /** TableGen recursion is deep on real ODS (the evaluation thread of {@code TableGen} uses the same). */
    private static final long OP_INDEX_STACK_BYTES = 512L << 20;

    private final List<ExecutorService> all = new ArrayList<>();
    private final ExecutorService protocol = own(Executors.newCachedThreadPool(named("pdll-protocol", 0, Thread.NORM_PRIORITY)));
    /**
     * Not the common fork-join pool: on a two-core machine that has one thread, and a long request
     * (symbols of a big file) would hold up every completion behind it.
     */
    private final ExecutorService requests = own(Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()),
            named("pdll-request", 0, Thread.NORM_PRIORITY)));
    private final ScheduledExecutorService analysis = own(Executors.newSingleThreadScheduledExecutor(
            named("pdll-analysis", 0, Thread.NORM_PRIORITY)));
    private final ScheduledExecutorService progress = own(Executors.newSingleThreadScheduledExecutor(
            named("pdll-progress", 0, Thread.NORM_PRIORITY)));
    private final ExecutorService modelIndex = own(Executors.newSingleThreadExecutor(named("pdll-model-index", 0, Thread.NORM_PRIORITY)));
    private final ExecutorService opIndex = own(opIndexExecutor());

    /**
     * One thread, ended when idle: deep TableGen recursion touches many pages of its big stack, and
     * a parked thread would keep them resident.
     */
    private static ThreadPoolExecutor opIndexExecutor() {
        ThreadPoolExecutor e = new ThreadPoolExecutor(1, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                named("pdll-op-index", OP_INDEX_STACK_BYTES, Thread.MIN_PRIORITY));
        e.allowCoreThreadTimeOut(true);
        return e;
    }

    private static ThreadFactory named(String name, long stackBytes, int priority) {
        return r -> {
            Thread t = new Thread(null, r, name, stackBytes);
            t.setDaemon(true);
            t.setPriority(priority);
            return t;
        };
    }

    private <E extends ExecutorService> E own(E e) {
        all.add(e);
        return e;
    }

    /** LSP4J's executor: the message reader (and the end-of-input watcher). */
    public ExecutorService protocol() {
        return protocol;
    }

    public ExecutorService requests() {
        return requests;
    }

    ScheduledExecutorService analysis() {
        return analysis;
    }

    ScheduledExecutorService progress() {
        return progress;
    }

    ExecutorService modelIndex() {
        return modelIndex;
    }

    public ExecutorService opIndex() {
        return opIndex;
    }

    /**
     * Stops every thread: queued work is dropped and running work interrupted (an analysis or a
     * request waiting for one ends at once; a running evaluation at its next check).
     */
    @Override
    public void close() {
        for (ExecutorService e : all) e.shutdownNow();
    }
}
