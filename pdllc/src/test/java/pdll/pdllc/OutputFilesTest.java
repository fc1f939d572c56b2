package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where pdllc writes: {@code -o FILE}, {@code -d}, {@code --write-if-changed}, directories and several inputs. */
class OutputFilesTest {
    @TempDir
    Path dir;

    private InProcess.Result pdllc(String... args) {
        return InProcess.pdllc(dir, List.of(args));
    }

    private void file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void outputFileAndDependencies() throws Exception {
        file("lib/checks.pdll", "Constraint IsDead(op: Op);\n");
        file("main.pdll", "#include \"lib/checks.pdll\"\nPattern => erase op<a.b>;\n");
        Files.createDirectories(dir.resolve("out"));
        InProcess.Result r = pdllc("main.pdll", "-x=mlir", "-o", "out/main.mlir", "-d", "out/main.d");
        assertEquals(0, r.rc(), r.err());
        assertEquals("", r.out());
        assertTrue(Files.readString(dir.resolve("out/main.mlir")).startsWith("module {"));
        assertEquals("out/main.mlir: lib/checks.pdll\n", Files.readString(dir.resolve("out/main.d")));
        try (Stream<Path> s = Files.list(dir.resolve("out"))) {
            assertEquals(2, s.count(), "no temporary files left behind");
        }
    }

    /** Like the reference: {@code -o} into a folder that does not exist fails, and creates none. */
    @Test
    void outputInAMissingFolderIsRefused() throws Exception {
        file("a.pdll", "Pattern => erase op<a.b>;\n");
        InProcess.Result r = pdllc("a.pdll", "-x=mlir", "-o", "nodir/sub/a.mlir");
        assertEquals(1, r.rc());
        assertEquals("cannot open output file 'nodir/sub/a.mlir': No such file or directory\n", r.err());
        assertFalse(Files.exists(dir.resolve("nodir")));
    }

    /** {@code -o} and {@code -d} appear together or not at all (the reference leaves the -o file). */
    @Test
    void outputAndDependenciesAppearTogetherOrNotAtAll() throws Exception {
        file("a.pdll", "Pattern => erase op<a.b>;\n");
        InProcess.Result r = pdllc("a.pdll", "-x=mlir", "-o", "a.mlir", "-d", "nodir/a.d");
        assertEquals(1, r.rc());
        assertEquals("cannot open output file 'nodir/a.d': No such file or directory\n", r.err());
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of("a.pdll"), s.map(p -> p.getFileName().toString()).toList(), "nothing published, no temporary file");
        }
    }

    @Test
    void aFolderWithoutPdllFilesIsAnError() throws Exception {
        Files.createDirectories(dir.resolve("empty.pdll"));
        InProcess.Result r = pdllc("empty.pdll");
        assertEquals(1, r.rc());
        assertEquals("pdllc: no .pdll files under empty.pdll\n", r.err());
    }

    @Test
    void writeIfChangedKeepsTheTimestamp() throws Exception {
        file("a.pdll", "Pattern => erase op<a.b>;\n");
        assertEquals(0, pdllc("a.pdll", "-x=cpp", "-o", "a.h.inc").rc());
        FileTime old = FileTime.fromMillis(1_000_000_000L);
        Files.setLastModifiedTime(dir.resolve("a.h.inc"), old);
        assertEquals(0, pdllc("a.pdll", "-x=cpp", "-o", "a.h.inc", "--write-if-changed").rc());
        assertEquals(old, Files.getLastModifiedTime(dir.resolve("a.h.inc")));
        assertEquals(0, pdllc("a.pdll", "-x=cpp", "-o", "a.h.inc").rc());
        assertFalse(old.equals(Files.getLastModifiedTime(dir.resolve("a.h.inc"))));
    }

    @Test
    void aFailedCompileWritesNothing() throws Exception {
        file("bad.pdll", "Pattern => erase x;\n");
        InProcess.Result r = pdllc("bad.pdll", "-x=mlir", "-o", "bad.mlir");
        assertEquals(1, r.rc());
        assertTrue(r.err().startsWith("bad.pdll:1:18: error: undefined reference to `x`"), r.err());
        assertFalse(Files.exists(dir.resolve("bad.mlir")));
    }

    @Test
    void directoriesAndSeveralInputsInParallel() throws Exception {
        for (int i = 0; i < 6; i++) file("tree/sub" + (i % 2) + "/p" + i + ".pdll", "Pattern => erase op<a.b" + i + ">;\n");
        file("tree/broken.pdll", "Pattern {\n");
        InProcess.Result r = pdllc("tree", "-x=mlir", "-o", "gen", "-j", "3");
        assertEquals(1, r.rc());
        assertTrue(r.err().startsWith("tree/broken.pdll:2:1: error:"), r.err());
        for (int i = 0; i < 6; i++) {
            String text = Files.readString(dir.resolve("gen/tree/sub" + (i % 2) + "/p" + i + ".mlir"));
            assertTrue(text.contains("\"a.b" + i + "\""), text);
        }
        assertFalse(Files.exists(dir.resolve("gen/tree/broken.mlir")));
        InProcess.Result next = pdllc("tree/sub0/p0.pdll", "tree/sub1/p1.pdll", "-x=ast");
        assertEquals(0, next.rc());
        assertTrue(Files.exists(dir.resolve("tree/sub0/p0.ast")) && Files.exists(dir.resolve("tree/sub1/p1.ast")));
        assertEquals(1, pdllc("tree", "-o", "x", "-d", "x.d").rc());
    }

    @Test
    void customSplitMarker() throws Exception {
        file("s.pdll", "Pattern => erase op<a.b>;\n//==\nPattern => erase op<c.d>;\n");
        InProcess.Result r = pdllc("s.pdll", "-x=ast", "--split-input-file=//==", "--output-split-marker=// ++");
        assertEquals(0, r.rc(), r.err());
        assertEquals(List.of("// ++"), r.out().lines().filter(l -> l.startsWith("//")).toList());
        // node numbers run on across the parts, as the reference's distinct addresses do
        assertEquals(List.of("-Module 0x1", "-Module 0x13"), r.out().lines().filter(l -> l.startsWith("-Module")).toList());
    }

    @Test
    void jsonDiagnosticsCarryTheRangeAndNotes() throws Exception {
        file("j.pdll", "Constraint C(v: Value);\nPattern {\n  let r = op<a.b>(x: Value);\n  C(x, x);\n  erase undefinedThing;\n}\n");
        InProcess.Result r = pdllc("j.pdll", "--diagnostics-format=json", "--all-errors");
        assertEquals(1, r.rc());
        assertEquals(List.of(
                "{\"file\":\"j.pdll\",\"line\":4,\"column\":3,\"endLine\":4,\"endColumn\":4,\"severity\":\"error\",\"message\":"
                        + "\"invalid number of arguments for constraint call; expected 1, but got 2\",\"notes\":[{\"file\":\"j.pdll\","
                        + "\"line\":1,\"column\":12,\"endLine\":1,\"endColumn\":13,\"severity\":\"note\",\"message\":"
                        + "\"see the definition of C here\"}]}",
                "{\"file\":\"j.pdll\",\"line\":5,\"column\":9,\"endLine\":5,\"endColumn\":23,\"severity\":\"error\",\"message\":"
                        + "\"undefined reference to `undefinedThing`\"}"), r.err().lines().toList());
    }

    @Test
    void allErrorsStopsAtTheLimitAndSaysSo() throws Exception {
        // 3,000 stray characters on one line: every error would quote the whole line again
        file("many.pdll", "Pattern {\n" + "/*".repeat(1500) + "\n}\n");
        InProcess.Result r = pdllc("many.pdll", "--all-errors");
        assertEquals(1, r.rc());
        // the limit counts diagnostics; a diagnostic's notes come with it
        long headlines = r.err().lines().filter(l -> l.startsWith("many.pdll:")).count();
        assertTrue(headlines >= Compile.DIAGNOSTIC_LIMIT && headlines < Compile.DIAGNOSTIC_LIMIT + 10, "headlines: " + headlines);
        String last = r.err().lines().reduce((a, b) -> b).orElse("");
        assertTrue(last.matches("pdllc: \\d+ more diagnostics not shown \\(at most 1000 per file\\)"), last);
    }
}
