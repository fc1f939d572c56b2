package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Map;
import pdll.base.io.FileAccess;
import pdll.tablegen.Evaluation;
import pdll.tablegen.ParseCache;
import pdll.tablegen.Resumable;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;

/**
 * Evaluated closures of main {@code .td} files, for callers that need the records themselves
 * (TableGen's own tools and benches; the ODS import keeps only what it derives, through
 * {@link TdCaches#derived}). An entry is keyed by the main file, working directory, include dirs,
 * defines and file access, and is valid while its {@link pdll.tablegen.Inputs} are unchanged:
 * re-evaluating an unchanged closure costs one stamp per file and no parsing or evaluation.
 */
public final class ClosureCache {
    private record Key(Path main, Path workingDir, List<Path> includeDirs, List<String> defines, FileAccess files) {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive; such a record spun a dozen method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && main.equals(k.main) && workingDir.equals(k.workingDir)
                    && includeDirs.equals(k.includeDirs) && defines.equals(k.defines) && files.equals(k.files);
        }

        @Override
        public int hashCode() {
            return Objects.hash(main, workingDir, includeDirs, defines, files);
        }
    }

    private final Memo<Key, Evaluation> memo;
    /**
     * The last evaluation of each closure with its checkpoints: the next evaluation after an edit
     * of the main file resumes from the last checkpoint before the edit (see {@link Resumable}).
     * As many as the memo holds, least recently evaluated dropped first.
     */
    private final Map<Key, Resumable> last;
    /** Where the closures' files are parsed (files shared by several closures are parsed once). */
    private final ParseCache parses;

    public ClosureCache(int capacity, ParseCache parses) {
        this.memo = new Memo<>(capacity, Evaluation::inputs);
        this.parses = parses;
        this.last = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Resumable> eldest) {
                return size() > capacity;
            }
        };
    }

    public Evaluation evaluate(Path mainFile, TableGenOptions options) {
        Key key = key(mainFile, options);
        return memo.get(key, options.files(), () -> {
            Resumable r = TableGen.evaluateResumable(mainFile, options, parses, lastOf(key), TableGen.CHECKPOINT_SPACING_NANOS);
            synchronized (last) {
                last.put(key, r);
            }
            return r.evaluation();
        });
    }

    /** The evaluation of the closure the next one resumes from (see {@link #keep}), or null. */
    public Resumable last(Path mainFile, TableGenOptions options) {
        return lastOf(key(mainFile, options));
    }

    /**
     * Makes {@code r}, an evaluation of the same main file with other texts (the language server's
     * recovery runs, which blank the statements in error), the one the closure's next evaluation
     * resumes from: it evaluated the statements after an error, which the closure's own
     * evaluation, stopped by the error, did not.
     */
    public void keep(Path mainFile, TableGenOptions options, Resumable r) {
        synchronized (last) {
            last.put(key(mainFile, options), r);
        }
    }

    private static Key key(Path mainFile, TableGenOptions options) {
        return new Key(mainPath(mainFile, options), options.workingDir(), options.includeDirs(), options.defines(), options.files());
    }

    private Resumable lastOf(Key key) {
        synchronized (last) {
            return last.get(key);
        }
    }

    /** The main file as caches key it: resolved against the working directory, then {@link #canonical}. */
    static Path mainPath(Path mainFile, TableGenOptions options) {
        return canonical(mainFile.isAbsolute() ? mainFile : options.workingDir().resolve(mainFile));
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
        memo.clear();
        synchronized (last) {
            last.clear();
        }
    }

    public int size() {
        return memo.size();
    }
}
