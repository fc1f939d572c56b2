package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import pdll.base.io.FileAccess;
import pdll.tablegen.Evaluation;
import pdll.tablegen.ParseCache;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;

/**
 * Evaluated closures of main {@code .td} files, shared by every document and thread of one owner
 * (a server's {@link TdCaches}, or the command-line tools' {@link TdCaches#CLI}). An entry is
 * keyed by the main file, working directory, include dirs, defines and file access, and is valid
 * while every file of its closure has the stamp it had when it was read: re-importing an unchanged
 * closure costs one stamp per file and no parsing or evaluation. Concurrent requests for the same
 * closure share one evaluation.
 */
public final class ClosureCache {
    private record Key(Path main, Path workingDir, List<Path> includeDirs, List<String> defines, FileAccess files) {}

    private record Entry(Evaluation evaluation, List<Path> files, List<String> stamps) {}

    private final ConcurrentHashMap<Key, CompletableFuture<Entry>> entries = new ConcurrentHashMap<>();
    /** Keys by recency of use, most recent last. */
    private final LinkedHashMap<Key, Boolean> recency = new LinkedHashMap<>(16, 0.75f, true);
    private final int capacity;
    /** Where the closures' files are parsed (files shared by several closures are parsed once). */
    private final ParseCache parses;

    public ClosureCache(int capacity, ParseCache parses) {
        this.capacity = Math.max(1, capacity);
        this.parses = parses;
    }

    private void touch(Key key) {
        Key evict = null;
        synchronized (recency) {
            recency.put(key, Boolean.TRUE);
            if (recency.size() > capacity) {
                evict = recency.keySet().iterator().next();
                recency.remove(evict);
            }
        }
        if (evict != null) entries.remove(evict);
    }

    public Evaluation evaluate(Path mainFile, TableGenOptions options) {
        Path main = canonical(mainFile.isAbsolute() ? mainFile : options.workingDir().resolve(mainFile));
        Key key = new Key(main, options.workingDir(), options.includeDirs(), options.defines(), options.files());
        touch(key);
        while (true) {
            CompletableFuture<Entry> f = entries.get(key);
            if (f == null) {
                CompletableFuture<Entry> mine = new CompletableFuture<>();
                f = entries.putIfAbsent(key, mine);
                if (f == null) {
                    try {
                        mine.complete(compute(mainFile, options));
                    } catch (RuntimeException | Error e) {
                        entries.remove(key, mine);
                        mine.completeExceptionally(e);
                        throw e;
                    }
                    return mine.join().evaluation();
                }
            }
            Entry e = f.join();
            if (isFresh(e, options.files())) return e.evaluation();
            entries.remove(key, f);
        }
    }

    /** The real path (symlinks resolved) when the file is on disk, else the normalized path. */
    private static Path canonical(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException | SecurityException e) {
            return p.toAbsolutePath().normalize();
        }
    }

    /** Drops every entry (tests, memory pressure). */
    public void clear() {
        entries.clear();
        synchronized (recency) {
            recency.clear();
        }
    }

    public int size() {
        return entries.size();
    }

    private Entry compute(Path mainFile, TableGenOptions options) {
        Evaluation ev = TableGen.evaluate(mainFile, options, parses);
        List<Path> files = ev.resolvedFiles();
        List<String> stamps = files.stream().map(options.files()::stamp).toList();
        return new Entry(ev, files, stamps);
    }

    private static boolean isFresh(Entry e, FileAccess files) {
        for (int i = 0; i < e.files().size(); i++) {
            if (!Objects.equals(files.stamp(e.files().get(i)), e.stamps().get(i))) return false;
        }
        return true;
    }
}
