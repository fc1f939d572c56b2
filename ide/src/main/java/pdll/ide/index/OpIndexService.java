package pdll.ide.index;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.function.Consumer;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.files.Directories;
import pdll.tablegen.cache.TdCaches;

/**
 * The op indexes of the server, one per distinct list of include dirs, shared by every document.
 * The first request for a list starts its build on the server's single low-priority, big-stack
 * {@code pdll-op-index} thread ({@code Scheduler.opIndex}) and answers {@link OpIndex#EMPTY}
 * until it is done, so a request never waits for a build; the build itself imports a file only
 * after a pause in the typing (the {@code pace} hook).
 * A built index is checked again at most every {@code recheckMillis} (a directory walk and a stat per
 * {@code .td} file, on the same thread) when it is asked for, and rebuilt in the background when a
 * {@code .td} file was added, removed or changed; the old one answers until the new one is ready.
 * Keeps at most {@link #MAX_INDEXES} lists; must never keep TableGen records (see {@link OpIndexBuilder}).
 */
public final class OpIndexService implements OpIndexes {
    static final int MAX_INDEXES = 4;

    /** Whose disk cache the builds import through (never its memory). */
    private final TdCaches caches;
    private final FileAccess files;
    private final Directories dirs;
    private final Consumer<String> log;
    private final Map<List<Path>, CompletableFuture<OpIndex>> indexes = new ConcurrentHashMap<>();
    /** Where builds and checks run: one thread with a big stack (TableGen recursion is deep on real ODS). */
    private final ExecutorService worker;
    /** Runs before each file the build imports (the server: wait for a pause in the typing). */
    private final Runnable pace;
    /** The server's default interval between two checks of a built index against the files. */
    public static final long RECHECK_MILLIS = 10_000;
    private final long recheckNanos;
    private final Map<List<Path>, Long> lastCheck = new ConcurrentHashMap<>();
    private final Set<List<Path>> checking = ConcurrentHashMap.newKeySet();

    public OpIndexService(TdCaches caches, FileAccess files, Directories dirs, Consumer<String> log, Runnable pace,
                          long recheckMillis, ExecutorService worker) {
        this.caches = caches;
        this.files = files;
        this.dirs = dirs;
        this.log = log;
        this.pace = pace;
        this.recheckNanos = recheckMillis * 1_000_000;
        this.worker = worker;
    }

    @Override
    public OpIndex forSearchPath(IncludeConfig.SearchPath sp) {
        CompletableFuture<OpIndex> f = future(sp);
        if (f == null || !f.isDone() || f.isCompletedExceptionally()) return OpIndex.EMPTY;
        OpIndex idx = f.join();
        recheck(List.copyOf(sp.includeDirs()), idx);
        return idx;
    }

    /** Checks a built index against its files now and then, and rebuilds it when they changed. */
    private void recheck(List<Path> key, OpIndex idx) {
        long now = System.nanoTime();
        Long last = lastCheck.putIfAbsent(key, now);
        if (last == null || now - last < recheckNanos || !checking.add(key)) return;
        lastCheck.put(key, now);
        worker.execute(() -> {
            try {
                if (OpIndexBuilder.fingerprint(key, dirs, files).equals(idx.fingerprint())) return;
                log.accept("op index: .td files changed under " + key + ", rebuilding");
                indexes.put(key, CompletableFuture.completedFuture(build(key)));
            } catch (RuntimeException e) {
                log.accept("op index check failed: " + e);
            } finally {
                lastCheck.put(key, System.nanoTime());
                checking.remove(key);
            }
        });
    }

    private CompletableFuture<OpIndex> future(IncludeConfig.SearchPath sp) {
        if (sp == null || sp.includeDirs().isEmpty()) return null;
        List<Path> key = List.copyOf(sp.includeDirs());
        CompletableFuture<OpIndex> f = indexes.get(key);
        if (f != null) return f;
        if (indexes.size() >= MAX_INDEXES) {
            // settings changed several times: forget built indexes of older lists
            indexes.entrySet().removeIf(e -> e.getValue().isDone());
        }
        return indexes.computeIfAbsent(key, k -> CompletableFuture.supplyAsync(() -> build(k), worker));
    }

    private OpIndex build(List<Path> includeDirs) {
        try {
            OpIndex idx = OpIndexBuilder.build(caches, includeDirs, includeDirs, files, dirs, () -> Thread.currentThread().isInterrupted(), pace);
            log.accept("op index: " + idx.size() + " operations of " + idx.dialects().size() + " dialects from "
                    + idx.filesImported() + " of " + idx.filesScanned() + " .td files in " + idx.buildMillis() + " ms");
            return idx;
        } catch (RuntimeException | Error e) {
            log.accept("op index failed: " + e);
            return OpIndex.EMPTY;
        }
    }
}
