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
 * run through the reference ({@code mlir-tblgen-22 --print-records -I . REL} in the include root)
 * and through {@code pdll-tblgen} in-process with the same working directory and arguments. When
 * the reference succeeds, the Defs section must be byte-identical (anonymous numbering included);
 * when it fails, we must fail with the same first diagnostic line. Classes sections are compared
 * and counted but do not fail a test (printing unevaluated class bodies exactly is optional).
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

        pool = Executors.newFixedThreadPool(Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())), r -> {
            Thread t = new Thread(r, "mlir-tblgen-reference");
            t.setDaemon(true);
            return t;
        });
        List<CompletableFuture<ReferenceTools.Run>> reference = new ArrayList<>();
        for (int i = 0; i < rels.size(); i++) reference.add(new CompletableFuture<>());
        int[] submitted = {0};
        Runnable fillWindow = () -> {
            while (submitted[0] < rels.size() && submitted[0] < currentIndex.get() + LOOKAHEAD) {
                int k = submitted[0]++;
                CompletableFuture<ReferenceTools.Run> f = reference.get(k);
                pool.execute(() -> {
                    try {
                        f.complete(ReferenceTools.run(tool, root, args(rels.get(k)), 300));
                    } catch (Throwable e) {
                        f.completeExceptionally(e);
                    }
                });
            }
        };

        return IntStream.range(0, rels.size()).mapToObj(i -> DynamicTest.dynamicTest(rels.get(i), () -> {
            currentIndex.set(i);
            fillWindow.run();
            ReferenceTools.Run ref = reference.get(i).join();
            reference.set(i, null); // let its output go
            check(root, rels.get(i), ref);
        }));
    }

    private static List<String> args(String rel) {
        return List.of("--print-records", "-I", ".", rel);
    }

    private static void check(Path root, String rel, ReferenceTools.Run ref) throws IOException {
        String[] args = args(rel).toArray(String[]::new);
        CliRunner.Result ours = assertTimeoutPreemptively(PER_FILE_LIMIT, () -> CliRunner.run(root, args),
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

        String refText = new String(ref.stdout(), StandardCharsets.UTF_8);
        String ourText = ours.out();
        int refSplit = refText.indexOf(DEFS_HEADER);
        int ourSplit = ourText.indexOf(DEFS_HEADER);
        if (refSplit < 0) fail("no Defs header in the reference output of " + rel);
        if (ourSplit < 0) fail("no Defs header in our output of " + rel);
        if (refText.regionMatches(0, ourText, 0, Math.max(refSplit, ourSplit)) && refSplit == ourSplit) {
            classesIdentical.incrementAndGet();
        }
        String refDefs = refText.substring(refSplit + 1);
        String ourDefs = ourText.substring(ourSplit + 1);
        if (refDefs.equals(ourDefs)) {
            defsIdentical.incrementAndGet();
            return;
        }
        fail("Defs differ for " + rel + ":\n" + firstDifference(refDefs, ourDefs) + dump(rel, refDefs, ourDefs));
    }

    /** The first differing line with a little context from both sides. */
    static String firstDifference(String expected, String actual) {
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        int i = 0;
        while (i < e.length && i < a.length && e[i].equals(a[i])) i++;
        // Back up to the start of the record holding the difference.
        int start = i;
        while (start > 0 && !e[start].startsWith("def ")) start--;
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "first difference at Defs line %d (reference %d lines, ours %d)%n", i + 1, e.length, a.length));
        sb.append("--- reference\n");
        for (int k = start; k < Math.min(e.length, i + 4); k++) sb.append(k == i ? "> " : "  ").append(e[k]).append('\n');
        sb.append("+++ ours\n");
        for (int k = start; k < Math.min(a.length, i + 4); k++) sb.append(k == i ? "> " : "  ").append(a[k]).append('\n');
        return sb.toString();
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

    static String summary() {
        int ok = referenceOk.get();
        int failed = referenceFailed.get();
        return String.format(Locale.ROOT,
                "TableGen corpus: %d/%d files Defs-identical (%d/%d records identical, %d/%d errors with the same"
                        + " first line), %d/%d Classes-identical",
                defsIdentical.get() + sameFirstError.get(), files.get(), defsIdentical.get(), ok,
                sameFirstError.get(), failed, classesIdentical.get(), ok);
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
