package pdll.tablegen.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.tablegen.bench.ReferenceTools;
import pdll.tablegen.cli.CliRunner;

/**
 * Differential test over the whole MLIR {@code .td} corpus (313 files in MLIR 22): every file is
 * run through the reference ({@code mlir-tblgen-22 --print-records -I . REL -o OUT -d DEP} in the
 * include root) and through {@code pdll-tblgen} in-process with the same working directory and
 * arguments. When the reference succeeds, the Defs section must be byte-identical (anonymous
 * numbering included) and so must the dependency rule; when it fails, we must fail with the same
 * first diagnostic line. Classes sections are compared and counted but do not fail a test
 * (printing unevaluated class bodies exactly is optional).
 *
 * <p>The reference runs on a small thread pool a few files ahead of the in-process run, so its
 * outputs (about 160 MB in total) are never all held at once. Skips when the corpus or the
 * reference binary is absent.
 */
class CorpusDefsTest {
    private static final String DEFS_HEADER = "\n------------- Defs -----------------\n";
    private static final int LOOKAHEAD = 6;
    private static final int MAX_DUMPS = 20;
    private static final Duration PER_FILE_LIMIT = Duration.ofSeconds(120);
    private static final Path DUMP_DIR = Path.of("target", "tablegen-corpus");

    private static final AtomicInteger files = new AtomicInteger();
    private static final AtomicInteger referenceOk = new AtomicInteger();
    private static final AtomicInteger referenceFailed = new AtomicInteger();
    private static final AtomicInteger defsIdentical = new AtomicInteger();
    private static final AtomicInteger sameFirstError = new AtomicInteger();
    private static final AtomicInteger classesIdentical = new AtomicInteger();
    private static final AtomicInteger depsIdentical = new AtomicInteger();
    private static final AtomicInteger dumps = new AtomicInteger();
    private static ExecutorService pool;
    private static volatile boolean ran;
    /** Index of the file being checked in-process; the reference runs up to LOOKAHEAD ahead. */
    private static final AtomicInteger currentIndex = new AtomicInteger();

    @TestFactory
    Stream<DynamicTest> mlirCorpus() throws IOException {
        Path root = ReferenceTools.mlirIncludeDir().orElse(null);
        Assumptions.assumeTrue(root != null, "MLIR .td corpus not found: " + ReferenceTools.INSTALL_HINT);
        Path tool = ReferenceTools.referenceTblgen().orElse(null);
        Assumptions.assumeTrue(tool != null, "mlir-tblgen-22 not found: " + ReferenceTools.INSTALL_HINT);
        List<String> rels = ReferenceTools.corpusFiles(root);
        files.set(rels.size());
        ran = true;
        clearDumps();

        pool = Executors.newFixedThreadPool(Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())), r -> {
            Thread t = new Thread(r, "mlir-tblgen-reference");
            t.setDaemon(true);
            return t;
        });
        List<CompletableFuture<Side>> reference = new ArrayList<>();
        for (int i = 0; i < rels.size(); i++) reference.add(new CompletableFuture<>());
        int[] submitted = {0};
        Runnable fillWindow = () -> {
            while (submitted[0] < rels.size() && submitted[0] < currentIndex.get() + LOOKAHEAD) {
                int k = submitted[0]++;
                CompletableFuture<Side> f = reference.get(k);
                pool.execute(() -> {
                    try {
                        f.complete(Side.run(rels.get(k), (args, dir) -> {
                            ReferenceTools.Run r = ReferenceTools.run(tool, root, args, 300);
                            return new CliRunner.Result(r.status(), r.stdout(), r.stderr());
                        }));
                    } catch (Throwable e) {
                        f.completeExceptionally(e);
                    }
                });
            }
        };

        return IntStream.range(0, rels.size()).mapToObj(i -> DynamicTest.dynamicTest(rels.get(i), () -> {
            currentIndex.set(i);
            fillWindow.run();
            Side ref = reference.get(i).join();
            reference.set(i, null); // let its output go
            check(root, rels.get(i), ref);
        }));
    }

    /**
     * The same command line for both sides: print the records of REL into a file and write the
     * dependency file beside it (so include resolution is compared too, spec 4.1.6).
     */
    private static List<String> args(String rel, Path dir) {
        return List.of("--print-records", "-I", ".", rel, "-o", dir.resolve("out.txt").toString(),
                "-d", dir.resolve("out.d").toString());
    }

    @FunctionalInterface
    private interface Runner {
        CliRunner.Result run(List<String> args, Path dir) throws IOException;
    }

    /** What one side produced: status and stderr, the records text, and the dependency list. */
    private record Side(int status, String stderr, String firstErrLine, byte[] output, String deps) {
        static Side run(String rel, Runner runner) throws IOException {
            Path dir = Files.createTempDirectory("pdll-corpus");
            try {
                CliRunner.Result r = runner.run(args(rel, dir), dir);
                Path out = dir.resolve("out.txt");
                Path dep = dir.resolve("out.d");
                byte[] output = Files.exists(out) ? Files.readAllBytes(out) : new byte[0];
                String deps = Files.exists(dep) ? Files.readString(dep) : "";
                // The rule names the -o path, which differs between the two sides.
                int colon = deps.indexOf(':');
                return new Side(r.status(), r.stderr(), r.firstErrLine(), output,
                        colon < 0 ? deps : deps.substring(colon));
            } finally {
                try (Stream<Path> s = Files.list(dir)) {
                    for (Path p : s.toList()) Files.deleteIfExists(p);
                }
                Files.deleteIfExists(dir);
            }
        }

        @Override
        public String toString() {
            return "status " + status + ", stderr:\n" + stderr;
        }
    }

    private static void check(Path root, String rel, Side ref) throws IOException {
        Side ours = assertTimeoutPreemptively(PER_FILE_LIMIT,
                () -> Side.run(rel, (args, dir) -> CliRunner.run(root, args.toArray(String[]::new))),
                () -> "pdll-tblgen took longer than " + PER_FILE_LIMIT.toSeconds() + " s on " + rel);

        if (ref.status() != 0) {
            referenceFailed.incrementAndGet();
            assertEquals(ref.status(), ours.status(), () -> "the reference fails on " + rel + " with:\n"
                    + ref.stderr() + "\nours: " + ours);
            assertEquals(ref.firstErrLine(), ours.firstErrLine(), "first diagnostic");
            sameFirstError.incrementAndGet();
            return;
        }
        referenceOk.incrementAndGet();
        if (ours.status() != 0) fail("the reference succeeds on " + rel + ", we fail: " + ours);
        boolean depsSame = ref.deps().equals(ours.deps());
        if (depsSame) depsIdentical.incrementAndGet();

        String refText = new String(ref.output(), StandardCharsets.UTF_8);
        String ourText = new String(ours.output(), StandardCharsets.UTF_8);
        int refSplit = refText.indexOf(DEFS_HEADER);
        int ourSplit = ourText.indexOf(DEFS_HEADER);
        if (refSplit < 0) fail("no Defs header in the reference output of " + rel);
        if (ourSplit < 0) fail("no Defs header in our output of " + rel);
        if (refSplit == ourSplit && refText.regionMatches(0, ourText, 0, refSplit)) {
            classesIdentical.incrementAndGet();
        }
        String refDefs = refText.substring(refSplit + 1);
        String ourDefs = ourText.substring(ourSplit + 1);
        if (!refDefs.equals(ourDefs)) {
            fail("Defs differ for " + rel + ":\n" + firstDifference(refDefs, ourDefs) + dump(rel, refDefs, ourDefs));
        }
        defsIdentical.incrementAndGet();
        assertEquals(ref.deps(), ours.deps(), "dependency file (-d) of " + rel);
    }

    /** The first differing line with a little context from both sides. */
    static String firstDifference(String expected, String actual) {
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        int i = 0;
        while (i < e.length && i < a.length && e[i].equals(a[i])) i++;
        // The header of the record holding the difference, then a few lines before it.
        int header = Math.min(i, e.length - 1);
        while (header > 0 && !e[header].startsWith("def ")) header--;
        int from = header == i ? i : Math.max(header + 1, i - 4);
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "first difference at Defs line %d (reference %d lines, ours %d)%n", i + 1, e.length, a.length));
        appendContext(sb, "--- reference", e, header, from, i);
        appendContext(sb, "+++ ours", a, header, from, i);
        return sb.toString();
    }

    private static void appendContext(StringBuilder sb, String title, String[] lines, int header, int from, int diff) {
        sb.append(title).append('\n');
        if (header < lines.length && header < from) sb.append("  ").append(lines[header]).append('\n');
        if (from > header + 1) sb.append("  ...\n");
        for (int k = from; k < Math.min(lines.length, diff + 3); k++) {
            sb.append(k == diff ? "> " : "  ").append(lines[k]).append('\n');
        }
    }

    /** Writes both Defs sections of the first few mismatches under target/ for a full diff. */
    private static String dump(String rel, String refDefs, String ourDefs) {
        if (dumps.incrementAndGet() > MAX_DUMPS) return "";
        try {
            Path base = DUMP_DIR.resolve(rel);
            Files.createDirectories(base.getParent());
            Path r = base.resolveSibling(base.getFileName() + ".reference.txt");
            Path o = base.resolveSibling(base.getFileName() + ".ours.txt");
            Files.writeString(r, refDefs);
            Files.writeString(o, ourDefs);
            return "full Defs: diff " + r.toAbsolutePath() + " " + o.toAbsolutePath() + "\n";
        } catch (IOException e) {
            return "";
        }
    }

    /** Dumps of an earlier run would be mistaken for this run's. */
    private static void clearDumps() throws IOException {
        if (!Files.isDirectory(DUMP_DIR)) return;
        try (Stream<Path> s = Files.walk(DUMP_DIR)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    static String summary() {
        int ok = referenceOk.get();
        int failed = referenceFailed.get();
        return String.format(Locale.ROOT,
                "TableGen corpus: %d/%d files Defs-identical (%d/%d records identical, %d/%d errors with the same"
                        + " first line), %d/%d Classes-identical, %d/%d dependency files identical",
                defsIdentical.get() + sameFirstError.get(), files.get(), defsIdentical.get(), ok,
                sameFirstError.get(), failed, classesIdentical.get(), ok, depsIdentical.get(), ok);
    }

    @AfterAll
    static void printSummary() throws IOException {
        if (pool != null) pool.shutdownNow();
        if (!ran) return;
        String line = summary();
        System.out.println(line);
        Files.createDirectories(DUMP_DIR);
        Files.writeString(DUMP_DIR.resolve("summary.txt"), line + "\n");
    }
}
