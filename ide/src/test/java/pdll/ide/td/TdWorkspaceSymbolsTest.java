package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;
import pdll.ide.answer.SymbolMatch;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.syntax.ParseOptions;
import pdll.tablegen.MlirIncludeRoot;
import pdll.tablegen.cache.TdCaches;

/**
 * Workspace symbols of open .td documents: the top-level declarations of their include closures,
 * then of the other .td files under their include directories, fuzzy-matched.
 */
class TdWorkspaceSymbolsTest {
    private static TdAnalysis analyze(OverlayFiles files, List<Path> extraDirs, Path doc, String text) {
        IncludeConfig config = new IncludeConfig(files, m -> { }, IncludeConfig.TD_DATABASE_NAME);
        config.update(new IncludeSettings(extraDirs, List.of(), null, false));
        Snapshot s = new DocumentStore(files, ParseOptions.DEFAULT).open(doc.toUri().toString(), 1, text);
        return new TdAnalyzer(files, config, new TdCaches()).analyze(s, () -> false);
    }

    private static String listing(List<SymbolMatch> found) {
        StringBuilder sb = new StringBuilder();
        for (SymbolMatch f : found) {
            sb.append(f.name()).append(' ').append(f.kind()).append(' ').append(f.container()).append('\n');
        }
        return sb.toString();
    }

    @Test
    void theClosuresDeclarationsMatchTheQuery() {
        MemoryFiles memory = new MemoryFiles(FileAccess.DISK);
        OverlayFiles files = new OverlayFiles(memory);
        memory.put(Path.of("/fx/lib.td"), "class Base<int w>;\nmulticlass BaseSet { def _a : Base<1>; }\n");
        TdAnalysis a = analyze(files, List.of(), Path.of("/fx/main.td"), "include \"lib.td\"\ndef Bus : Base<2>;\ndefm Bs : BaseSet;\n");
        assertEquals("""
                Bus TD_DEF main.td
                Bs TD_DEF main.td
                Base TD_CLASS lib.td
                BaseSet TD_MULTICLASS lib.td
                """, listing(TdWorkspaceSymbols.search(List.of(a, a), "bs")));
    }

    /** Files under an include directory that nothing includes, nor is open, are searched too, each once. */
    @Test
    void filesOnTheIncludePathAreSearchedToo(@TempDir Path dir) throws Exception {
        Path inc = dir.resolve("inc");
        Files.createDirectories(inc.resolve("sub"));
        Files.createDirectories(inc.resolve(".git"));
        Files.writeString(inc.resolve("used.td"), "class Base<int w>;\n");
        Files.writeString(inc.resolve("other.td"), "class BusWidth;\ndef BigSet;\n");
        Files.writeString(inc.resolve("sub/deep.td"), "multiclass BusSet { def _x; }\nclass Unrelated;\n");
        Files.writeString(inc.resolve("sub/notes.txt"), "class BsInText;\n");
        Files.writeString(inc.resolve(".git/hidden.td"), "class BsHidden;\n");
        OverlayFiles files = new OverlayFiles(FileAccess.DISK);
        TdAnalysis a = analyze(files, List.of(inc, inc), dir.resolve("main.td"), "include \"used.td\"\ndef Bus : Base<2>;\n");
        assertEquals("""
                Bus TD_DEF main.td
                Base TD_CLASS used.td
                BusWidth TD_CLASS other.td
                BigSet TD_DEF other.td
                BusSet TD_MULTICLASS deep.td
                """, listing(TdWorkspaceSymbols.search(List.of(a, a), "bs")));

        // an unchanged file keeps its index; a changed one is parsed again
        Path other = inc.resolve("other.td");
        TdFileIndex before = a.indexes().index(other, files, false);
        assertSame(before, a.indexes().index(other, files, false));
        Files.writeString(other, "class BusWidthTwo;\n");
        assertEquals(null, a.indexes().index(other, files, false));
        assertEquals("BusWidthTwo TD_CLASS other.td\n", listing(TdWorkspaceSymbols.search(List.of(a), "buswidth")));
    }

    /** A tree larger than the bound is skipped whole. */
    @Test
    void aTooLargeTreeIsSkipped(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("big.td"), "class Big;\n");
        for (int i = 0; i < TdIncludePathFiles.MAX_ENTRIES; i++) Files.createFile(dir.resolve("f" + i));
        assertEquals(List.of(), TdIncludePathFiles.under(dir, FileAccess.DISK));
    }

    /** The MLIR include root: every .td file's declarations, and how long the first and a later query take. */
    @Test
    void theMlirIncludeRoot(@TempDir Path dir) {
        Optional<Path> mlir = MlirIncludeRoot.discover();
        assumeTrue(mlir.isPresent(), "no MLIR include root: install libmlir-22-dev to run this test");
        OverlayFiles files = new OverlayFiles(FileAccess.DISK);
        TdAnalysis a = analyze(files, List.of(mlir.get()), dir.resolve("main.td"), "def Mine;\n");
        long t0 = System.nanoTime();
        List<SymbolMatch> first = TdWorkspaceSymbols.search(List.of(a), "AddIOp");
        long t1 = System.nanoTime();
        List<SymbolMatch> again = TdWorkspaceSymbols.search(List.of(a), "AddIOp");
        long t2 = System.nanoTime();
        System.out.printf("MLIR include root workspace symbols: first query %d ms, next %d ms, %d .td files%n",
                (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, TdIncludePathFiles.under(mlir.get(), files).size());
        assertTrue(listing(first).contains("Arith_AddIOp TD_DEF ArithOps.td"), listing(first));
        // the first query may have stopped at its parse budget on a loaded machine; the second finished
        assertEquals(listing(again), listing(TdWorkspaceSymbols.search(List.of(a), "AddIOp")));
    }
}
