package pdll.ide.config;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import pdll.base.io.FileAccess;

/**
 * The include search path of each document, as the reference computes it: (1) the document's
 * directory (the working directory of {@code #include} resolution), (2) the extra dirs, (3) the
 * includes of the compilation-database entry for the document, or when no database lists it the
 * union of the includes of all loaded databases; then (4) the MLIR include root when configured.
 * Beyond the reference, the nearest {@code build*}/{@code pdll_compile_commands.yml} above the
 * document is loaded too (the search is repeated at most every two seconds per directory), and
 * every database is re-read when its stamp changes. Thread-safe.
 */
public final class IncludeConfig {
    public static final String DATABASE_NAME = "pdll_compile_commands.yml";
    /** What MLIR's build writes for {@code .td} files (the {@code tblgen-lsp-server} reads it; same format). */
    public static final String TD_DATABASE_NAME = "tablegen_compile_commands.yml";

    /** The search path of one document. */
    public record SearchPath(Path workingDir, List<Path> includeDirs, List<Path> databases) {}

    private record Loaded(String stamp, CompilationDatabase db) {}

    private final FileAccess files;
    private final Consumer<String> log;
    private volatile IncludeSettings settings = IncludeSettings.DEFAULT;
    private final Map<Path, Loaded> databases = new ConcurrentHashMap<>();

    /** The name of the databases discovered above a document. */
    private final String databaseName;

    public IncludeConfig(FileAccess files, Consumer<String> log) {
        this(files, log, DATABASE_NAME);
    }

    /** A configuration discovering {@code databaseName} ({@link #TD_DATABASE_NAME} for {@code .td} documents). */
    public IncludeConfig(FileAccess files, Consumer<String> log, String databaseName) {
        this.files = files;
        this.log = log;
        this.databaseName = databaseName;
    }

    public IncludeSettings settings() {
        return settings;
    }

    public void update(IncludeSettings s) {
        settings = Objects.requireNonNull(s);
    }

    /** The search path of a document at {@code file} (null for a buffer without a file: the server's directory). */
    public SearchPath forDocument(Path file) {
        IncludeSettings s = settings;
        Path abs = file == null ? null : file.toAbsolutePath().normalize();
        Path dir = abs == null || abs.getParent() == null ? Path.of("").toAbsolutePath() : abs.getParent();
        LinkedHashSet<Path> dbFiles = new LinkedHashSet<>();
        for (Path p : s.databases()) dbFiles.add(p.toAbsolutePath().normalize());
        if (s.discoverDatabases() && abs != null) discoverCached(dir).ifPresent(dbFiles::add);
        List<CompilationDatabase> dbs = new ArrayList<>();
        for (Path p : dbFiles) dbs.add(database(p));

        LinkedHashSet<Path> dirs = new LinkedHashSet<>();
        for (Path d : s.extraDirs()) dirs.add(dir.resolve(d).normalize());
        List<Path> listed = null;
        if (abs != null) {
            for (CompilationDatabase db : dbs) {
                Optional<List<Path>> inc = db.includesOf(abs);
                if (inc.isPresent()) {
                    listed = inc.get();
                    break;
                }
            }
        }
        if (listed != null) dirs.addAll(listed);
        else for (CompilationDatabase db : dbs) dirs.addAll(db.allIncludes());
        if (s.mlirIncludeRoot() != null) dirs.add(s.mlirIncludeRoot().toAbsolutePath().normalize());
        dirs.remove(dir);
        return new SearchPath(dir, List.copyOf(dirs), List.copyOf(dbFiles));
    }

    /** A database, re-read when its file changed since the last load. */
    public CompilationDatabase database(Path file) {
        String stamp = files.stamp(file);
        Loaded l = databases.get(file);
        if (l != null && Objects.equals(l.stamp(), stamp)) return l.db();
        CompilationDatabase db = CompilationDatabase.load(file, files);
        databases.put(file, new Loaded(stamp, db));
        for (String p : db.problems()) log.accept(p);
        return db;
    }

    private record Discovered(long atNanos, Optional<Path> database) {}

    /** Discovery results per directory, trusted for this long (a keystroke must not list every parent). */
    static final long DISCOVERY_TTL_NANOS = 2_000_000_000L;
    private final Map<Path, Discovered> discovered = new ConcurrentHashMap<>();

    private Optional<Path> discoverCached(Path dir) {
        long now = System.nanoTime();
        Discovered d = discovered.get(dir);
        if (d != null && now - d.atNanos() < DISCOVERY_TTL_NANOS) return d.database();
        Optional<Path> found = discover(dir, databaseName);
        discovered.put(dir, new Discovered(now, found));
        return found;
    }

    /**
     * The nearest {@code build*}/{@code pdll_compile_commands.yml} in the directory of the document
     * or one of its ancestors; among several build directories of one level the first by name.
     */
    public static Optional<Path> discover(Path dir) {
        return discover(dir, DATABASE_NAME);
    }

    /** The nearest {@code build*}/{@code name} above {@code dir}, as {@link #discover(Path)}. */
    public static Optional<Path> discover(Path dir, String name) {
        for (Path d = dir; d != null; d = d.getParent()) {
            List<Path> found = new ArrayList<>();
            try (Stream<Path> s = Files.list(d)) {
                s.filter(p -> p.getFileName().toString().startsWith("build"))
                        .map(p -> p.resolve(name))
                        .filter(Files::isRegularFile)
                        .forEach(found::add);
            } catch (IOException | SecurityException | UncheckedIOException e) {
                continue;
            }
            if (!found.isEmpty()) {
                found.sort(null);
                return Optional.of(found.get(0).toAbsolutePath().normalize());
            }
        }
        return Optional.empty();
    }
}
