package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import pdll.base.io.FileAccess;
import pdll.tablegen.Evaluation;
import pdll.tablegen.ParseCache;
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
    private record Key(Path main, Path workingDir, List<Path> includeDirs, List<String> defines, FileAccess files) {}

    private final Memo<Key, Evaluation> memo;
    /** Where the closures' files are parsed (files shared by several closures are parsed once). */
    private final ParseCache parses;

    public ClosureCache(int capacity, ParseCache parses) {
        this.memo = new Memo<>(capacity, Evaluation::inputs);
        this.parses = parses;
    }

    public Evaluation evaluate(Path mainFile, TableGenOptions options) {
        Path main = mainPath(mainFile, options);
        Key key = new Key(main, options.workingDir(), options.includeDirs(), options.defines(), options.files());
        return memo.get(key, options.files(), () -> TableGen.evaluate(mainFile, options, parses));
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
    }

    public int size() {
        return memo.size();
    }
}
