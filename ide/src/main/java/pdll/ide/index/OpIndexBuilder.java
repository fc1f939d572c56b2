package pdll.ide.index;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import pdll.base.io.FileAccess;
import pdll.ide.files.Directories;
import pdll.ide.text.TdLocations;
import pdll.sema.ods.OdsImport;
import pdll.sema.ods.OdsImporter;
import pdll.sema.ods.OdsOperation;
import pdll.tablegen.cache.TdCaches;

/**
 * Builds an {@link OpIndex}: lists the {@code .td} files under each scan root, skips those whose
 * text cannot define an operation (no {@code def} or no {@code Op<}), imports each remaining one on
 * its own with {@link OdsImporter} and keeps a summary per operation. Files that do not import on
 * their own (fragments meant to be included elsewhere) are skipped silently. An operation reachable
 * through several files gets the file its def lives in when that file imports on its own, else the
 * file whose import defines the fewest operations; a dialect as a whole gets the file whose import
 * defines most of its operations. Evaluations go around the in-memory caches and are
 * dropped after each file (the index must never keep TableGen records alive), but go through the
 * disk cache of the given {@link TdCaches} ({@link OdsImporter#importOnce}): a later server builds
 * its index from there in a fraction of the time. Never throws
 * for bad input; checks {@code cancelled} between files. Runs on the calling thread, which should
 * have a big stack (TableGen recursion).
 */
public final class OpIndexBuilder {
    private OpIndexBuilder() {}

    /** Bounds for a misconfigured include dir (a home directory, {@code /}). */
    static final int MAX_DEPTH = 12;
    static final int MAX_FILES = 4000;

    /** A {@code .td} file found under a root, and the include string that reaches it. */
    record TdFile(Path root, Path path, String include) {}

    /**
     * @param caches whose disk cache (if any) the imports are read from and written to
     * @param scanRoots the directories whose {@code .td} files are indexed (the server: the include dirs)
     * @param includeDirs the search path the files are evaluated with
     * @param pace runs before each import; the server's waits for a pause in the typing, so that
     *     the build never slows a keystroke's analysis
     */
    public static OpIndex build(TdCaches caches, List<Path> scanRoots, List<Path> includeDirs, FileAccess files,
                                Directories dirs, BooleanSupplier cancelled, Runnable pace) {
        long t0 = System.nanoTime();
        List<TdFile> found = list(scanRoots, dirs);
        String fingerprint = fingerprint(found, files);
        record Candidate(String include, int opCount, boolean home) {}
        Map<String, List<Candidate>> byOp = new HashMap<>();
        Map<String, IndexedOp> summaries = new HashMap<>();
        record DialectFile(String include, int dialectOps, int opCount) {}
        Map<String, List<DialectFile>> byDialect = new HashMap<>();
        int imported = 0;
        for (TdFile f : found) {
            if (cancelled.getAsBoolean()) throw new CancellationException("op index no longer needed");
            String text;
            try {
                text = files.read(f.path()).orElse(null);
            } catch (RuntimeException e) {
                continue;
            }
            if (text == null || !mayDefineOps(text)) continue;
            pace.run();
            if (cancelled.getAsBoolean()) throw new CancellationException("op index no longer needed");
            List<OdsOperation> ops = importAlone(caches, f, includeDirs, files);
            if (ops.isEmpty()) continue;
            imported++;
            for (OdsOperation op : ops) {
                boolean home = f.path().equals(TdLocations.path(op.loc(), f.root())); // where its def is written
                byOp.computeIfAbsent(op.name(), k -> new ArrayList<>()).add(new Candidate(f.include(), ops.size(), home));
                summaries.putIfAbsent(op.name(), new IndexedOp(op.name(), op.dialect(), op.summary(), ""));
            }
            Map<String, Integer> perDialect = new HashMap<>();
            for (OdsOperation op : ops) perDialect.merge(op.dialect(), 1, Integer::sum);
            perDialect.forEach((d, n) -> byDialect.computeIfAbsent(d, k -> new ArrayList<>())
                    .add(new DialectFile(f.include(), n, ops.size())));
        }
        List<IndexedOp> out = new ArrayList<>();
        Comparator<Candidate> best = Comparator.<Candidate>comparingInt(c -> c.home() ? 0 : 1)
                .thenComparingInt(Candidate::opCount)
                .thenComparingInt(c -> c.include().length())
                .thenComparing(Candidate::include);
        byOp.forEach((name, cands) -> {
            Candidate c = cands.stream().min(best).orElseThrow();
            IndexedOp s = summaries.get(name);
            out.add(new IndexedOp(name, s.dialect(), s.summary(), c.include()));
        });
        // a dialect as a whole: the file whose import defines most of its operations
        Comparator<DialectFile> dialectBest = Comparator.<DialectFile>comparingInt(d -> -d.dialectOps())
                .thenComparingInt(DialectFile::opCount)
                .thenComparingInt(d -> d.include().length())
                .thenComparing(DialectFile::include);
        Map<String, String> dialectIncludes = new HashMap<>();
        byDialect.forEach((d, fs) -> dialectIncludes.put(d, fs.stream().min(dialectBest).orElseThrow().include()));
        return new OpIndex(out, dialectIncludes, found.size(), imported, (System.nanoTime() - t0) / 1_000_000, fingerprint);
    }

    /**
     * The names and stamps (size, time, inode on disk; the editor's version of an open file) of the
     * {@code .td} files under the roots, hashed: it changes when a file is added, removed or edited.
     * Costs a directory walk and a stat per file, no reads.
     */
    public static String fingerprint(List<Path> roots, Directories dirs, FileAccess files) {
        return fingerprint(list(roots, dirs), files);
    }

    private static String fingerprint(List<TdFile> found, FileAccess files) {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (TdFile f : found) {
            String stamp;
            try {
                stamp = files.stamp(f.path());
            } catch (RuntimeException e) {
                stamp = "?";
            }
            md.update((f.path() + "\u0000" + stamp + "\n").getBytes(StandardCharsets.UTF_8));
        }
        return found.size() + ":" + HexFormat.of().formatHex(md.digest());
    }

    /** Cheap text test: a file without a def or without {@code Op<} defines no operation itself. */
    static boolean mayDefineOps(String text) {
        return text.contains("Op<") && (text.contains("def ") || text.contains("defm "));
    }

    private static List<OdsOperation> importAlone(TdCaches caches, TdFile f, List<Path> includeDirs, FileAccess files) {
        try {
            OdsImport imp = OdsImporter.importOnce(caches, f.include(), f.path(), f.root(), includeDirs, files);
            return imp.succeeded() ? imp.operations() : List.of();
        } catch (RuntimeException | StackOverflowError e) {
            return List.of(); // a file that breaks the importer is skipped like a fragment
        }
    }

    /**
     * The {@code .td} files under the roots, in a stable order. A file seen under an earlier root
     * (same path) or an include string an earlier root already answers (that file would shadow
     * this one) is left out.
     */
    static List<TdFile> list(List<Path> roots, Directories dirs) {
        List<TdFile> out = new ArrayList<>();
        Set<Path> seenPaths = new HashSet<>();
        Set<String> seenIncludes = new HashSet<>();
        for (Path r : roots) {
            Path root = r.toAbsolutePath().normalize();
            walk(root, root, 0, dirs, out, seenPaths, seenIncludes);
        }
        return out;
    }

    private static void walk(Path root, Path dir, int depth, Directories dirs, List<TdFile> out, Set<Path> seenPaths,
                             Set<String> seenIncludes) {
        if (depth > MAX_DEPTH || out.size() >= MAX_FILES) return;
        List<Directories.Entry> entries = new ArrayList<>(dirs.list(dir));
        entries.sort(Comparator.comparing(Directories.Entry::name));
        for (Directories.Entry e : entries) {
            if (e.name().startsWith(".") || out.size() >= MAX_FILES) continue;
            Path p = dir.resolve(e.name());
            if (e.directory()) walk(root, p, depth + 1, dirs, out, seenPaths, seenIncludes);
            else if (e.name().endsWith(".td")) {
                String include = root.relativize(p).toString().replace('\\', '/');
                if (seenPaths.add(p) && seenIncludes.add(include)) out.add(new TdFile(root, p, include));
            }
        }
    }
}
