package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pdll.base.text.TextEdit;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.files.MemoryFiles;
import pdll.ide.index.IncludeEdit;
import pdll.ide.index.OpIndex;
import pdll.ide.index.OpIndexService;
import pdll.ide.document.DocumentStore;
import pdll.ide.workspace.Scheduler;
import pdll.syntax.ParseOptions;
import pdll.tablegen.MlirIncludeRoot;
import pdll.tablegen.cache.TdCaches;

/** The op index service (built once in the background, never blocking) and the include edit. */
class OpIndexTest {
    static final Optional<Path> MLIR = MlirIncludeRoot.discover();

    private static Analysis analyze(MemoryFiles files, List<Path> dirs, String text) {
        IncludeConfig config = new IncludeConfig(files, m -> { });
        config.update(new IncludeSettings(dirs, List.of(), null, false));
        var s = new DocumentStore(new pdll.ide.files.OverlayFiles(files), ParseOptions.DEFAULT).open("file:///w/main.pdll", 1, text);
        return new Analyzer(files, config, TdCaches.CLI).analyze(s, () -> false);
    }

    @Test
    void includeEditNeverDuplicatesAnInclude() {
        MemoryFiles files = new MemoryFiles();
        // the include does not resolve (so its ops are unknown), but it is written: no second copy
        Analysis a = analyze(files, List.of(), "#include \"x/XOps.td\"\nPattern {}\n");
        assertEquals(Optional.empty(), IncludeEdit.insert(a, "x/XOps.td"));
        assertEquals(Optional.of(new TextEdit(new pdll.base.text.TextRange(21, 21), "#include \"y/YOps.td\"\n")),
                IncludeEdit.insert(a, "y/YOps.td"));
        Analysis none = analyze(files, List.of(), "Pattern {}\n");
        assertEquals(0, IncludeEdit.insert(none, "y/YOps.td").orElseThrow().range().start());
    }

    @Test
    void serviceAnswersAtOnceAndBuildsOncePerIncludeDirs() throws Exception {
        assumeTrue(MLIR.isPresent(), "no MLIR include root: install libmlir-22-dev to run this test");
        MemoryFiles files = new MemoryFiles(pdll.base.io.FileAccess.DISK);
        files.put("/inc/q/QOps.td", "include \"mlir/IR/OpBase.td\"\n"
                + "def Q_Dialect : Dialect { let name = \"q\"; }\n"
                + "def Q_GoOp : Op<Q_Dialect, \"go\"> { let summary = \"goes\"; }\n");
        List<String> log = new ArrayList<>();
        // the build waits (in the pace hook, before its first import) until the first request is
        // answered: otherwise a fast build of this one-file folder can finish before the request
        // looks, and the request would rightly answer with the built index
        java.util.concurrent.CountDownLatch firstAnswered = new java.util.concurrent.CountDownLatch(1);
        Runnable pace = () -> {
            try {
                firstAnswered.await(60, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        try (Scheduler threads = new Scheduler()) {
            OpIndexService service = new OpIndexService(new TdCaches(), files, files, log::add, pace, OpIndexService.RECHECK_MILLIS, threads.opIndex);
            IncludeConfig.SearchPath sp = new IncludeConfig.SearchPath(Path.of("/w"), List.of(Path.of("/inc")), List.of());
            long t0 = System.nanoTime();
            OpIndex first = service.forSearchPath(sp);
            firstAnswered.countDown();
            assertTrue((System.nanoTime() - t0) / 1_000_000 < 50, "the first request must not wait for the build");
            assertSame(OpIndex.EMPTY, first);
            // without OpBase.td on the path the file does not import: the index is empty but built
            OpIndex built = awaitIndex(service, sp, 60_000);
            assertEquals(0, built.size());
            IncludeConfig.SearchPath withMlir = new IncludeConfig.SearchPath(Path.of("/w"),
                    List.of(Path.of("/inc"), MLIR.get()), List.of());
            assertSame(OpIndex.EMPTY, service.forSearchPath(withMlir)); // another list: another build (all of MLIR's root)
            OpIndex full = awaitIndex(service, withMlir, 120_000);
            assertEquals("q/QOps.td", full.lookup("q.go").include());
            assertEquals("mlir/Dialect/Arith/IR/ArithOps.td", full.lookup("arith.addi").include());
            assertSame(full, service.forSearchPath(withMlir)); // built once, shared
            assertEquals(2, log.stream().filter(l -> l.startsWith("op index:")).count(), log.toString());
        }
    }

    @Test
    void anIndexIsBuiltAgainWhenItsTdFilesChange() throws Exception {
        assumeTrue(MLIR.isPresent(), "no MLIR include root: install libmlir-22-dev to run this test");
        MemoryFiles files = new MemoryFiles(pdll.base.io.FileAccess.DISK);
        String q = "include \"mlir/IR/OpBase.td\"\n"
                + "def Q_Dialect : Dialect { let name = \"q\"; }\n"
                + "def Q_GoOp : Op<Q_Dialect, \"go\">;\n";
        files.put("/inc2/q/QOps.td", q);
        List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();
        // checked again at every request (the server waits 10 s between checks)
        try (Scheduler threads = new Scheduler()) {
            OpIndexService service = new OpIndexService(new TdCaches(), files, files, log::add, () -> { }, 0, threads.opIndex);
            IncludeConfig.SearchPath sp = new IncludeConfig.SearchPath(Path.of("/w"), List.of(Path.of("/inc2"), MLIR.get()), List.of());
            service.forSearchPath(sp);
            OpIndex first = awaitIndex(service, sp, 120_000);
            assertTrue(first.lookup("q.go") != null && first.lookup("q.stop") == null, "q.go only");
            String unchanged = first.fingerprint();
            assertEquals(unchanged, pdll.ide.index.OpIndexBuilder.fingerprint(List.of(Path.of("/inc2"), MLIR.get()), files, files));

            files.put("/inc2/q/QOps.td", q + "def Q_StopOp : Op<Q_Dialect, \"stop\">;\n");
            OpIndex now = first;
            for (long end = System.nanoTime() + 180_000_000_000L; now.lookup("q.stop") == null && System.nanoTime() < end; ) {
                Thread.sleep(200);
                now = service.forSearchPath(sp);
            }
            assertTrue(now.lookup("q.stop") != null, "the added operation is indexed: " + log);
            assertTrue(now != first && !now.fingerprint().equals(unchanged));
            long builds = log.stream().filter(l -> l.startsWith("op index:") && l.contains("operations")).count();
            for (int i = 0; i < 5; i++) {
                Thread.sleep(100);
                service.forSearchPath(sp); // nothing changed since: checked, not rebuilt
            }
            Thread.sleep(2_000);
            assertEquals(builds, log.stream().filter(l -> l.startsWith("op index:") && l.contains("operations")).count(), log.toString());
        }
    }

    /** Asks for the index of a search path, as the editor does, until it is built (at most {@code timeoutMillis}). */
    private static OpIndex awaitIndex(OpIndexService service, IncludeConfig.SearchPath sp, long timeoutMillis) throws InterruptedException {
        OpIndex idx = service.forSearchPath(sp);
        for (long end = System.nanoTime() + timeoutMillis * 1_000_000; idx == OpIndex.EMPTY && System.nanoTime() < end; ) {
            Thread.sleep(20);
            idx = service.forSearchPath(sp);
        }
        return idx;
    }
}
