package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lit RUN lines UpstreamPdllTest reads: continuations, shell quotes, `not`, `2>&1`, `%s`/`%S`. */
class RunLineTest {
    @TempDir
    Path dir;

    @Test
    void theShapesOfTheUpstreamRunLines() throws Exception {
        Path f = dir.resolve("t.pdll");
        Files.writeString(f, String.join("\n",
                "// RUN: mlir-pdll %s -split-input-file \\",
                "// RUN: | FileCheck -check-prefix=CHECK-DEFAULT %s",
                "// RUN: mlir-pdll %s \\",
                "// RUN:   -split-input-file=\"// \"\"=====\" -output-split-marker \"// #####\" \\",
                "// RUN: | FileCheck %s",
                "// RUN: not mlir-pdll %s -I %S -I %S/../../include -x mlir 2>&1 | FileCheck %s",
                "Pattern => erase op<a.b>;", ""));
        List<RunLine> runs = RunLine.parse(f);
        assertEquals(3, runs.size());
        String s = f.toAbsolutePath().toString();
        String d = dir.toAbsolutePath().toString();
        assertEquals(List.of(s, "-split-input-file"), runs.get(0).args());
        assertEquals(List.of(s, "-split-input-file=// =====", "-output-split-marker", "// #####"), runs.get(1).args());
        assertEquals(List.of(s, "-I", d, "-I", d + "/../../include", "-x", "mlir"), runs.get(2).args());
        assertFalse(runs.get(0).expectsFailure() || runs.get(0).mergesStderr());
        assertTrue(runs.get(2).expectsFailure() && runs.get(2).mergesStderr());
        assertEquals(3, runs.get(2).index());
    }

    @Test
    void llvmIncludePathsNameTheInstalledRoot() {
        Path upstream = Path.of("/x/shared/upstream");
        assertEquals("/usr/lib/llvm-22/include",
                UpstreamPdllTest.mapInclude("/x/shared/upstream/mlir/test/mlir-pdll/Parser/../../../include", upstream));
        assertEquals("/x/shared/upstream/mlir/test", UpstreamPdllTest.mapInclude("/x/shared/upstream/mlir/test", upstream));
        assertEquals("-split-input-file", UpstreamPdllTest.mapInclude("-split-input-file", upstream));
    }

    @Test
    void addressesRenumberedAndNothingElse() {
        assertEquals("-Module 0x1\n `-PatternDecl 0x2  \n |-X 0x1\n",
                UpstreamPdllTest.renumber("-Module 0x55ab\n `-PatternDecl 0x77  \n |-X 0x55AB\n"));
    }
}
