package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.bench.ReferenceTools;

/**
 * A generated workload large enough for the paths that only large files take (the C++ generator
 * prints the patterns of a file with 256 or more of them on all cores): {@code pdllc -x=cpp} and
 * {@code -x=mlir} of 600 patterns over arith must be byte-identical to {@code mlir-pdll-22}.
 * Skips without the reference, the MLIR {@code .td} files, python3 or {@code shared/tools}.
 */
class LargeWorkloadTest {
    @Test
    void sixHundredPatternsMatchTheReference(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isDirectory(SamplesTest.ROOT.resolve("mlir")) && Files.isExecutable(SamplesTest.REF),
                "mlir-pdll-22 or the MLIR .td files not found: apt-get install mlir-22-tools libmlir-22-dev");
        String env = System.getenv("PDLL_SHARED_DIR");
        Path gen = (env != null ? Path.of(env) : SamplesTest.repoRoot().resolveSibling("shared")).resolve("tools/gen-pdll-workload.py");
        Assumptions.assumeTrue(Files.isRegularFile(gen), gen + " not found (shared/ next to the checkout, or PDLL_SHARED_DIR)");
        Path file = dir.resolve("w600.pdll");
        ReferenceTools.Run made;
        try {
            made = ReferenceTools.run(Path.of("python3"), dir, List.of(gen.toString(), "-n", "600", "-o", file.toString()), 120);
        } catch (java.io.IOException e) {
            made = null;
        }
        Assumptions.assumeTrue(made != null && made.status() == 0 && Files.isRegularFile(file),
                "python3 could not generate the workload (apt-get install python3): " + (made == null ? "not found" : made.stderr()));
        for (String kind : List.of("cpp", "mlir")) {
            List<String> args = List.of("w600.pdll", "-x=" + kind, "-I", SamplesTest.ROOT.toString());
            ReferenceTools.Run ref = ReferenceTools.run(SamplesTest.REF, dir, args, 300);
            assertEquals(0, ref.status(), "mlir-pdll-22 failed:\n" + ref.stderr());
            ReferenceTools.Run ours = SamplesTest.pdllc(dir, args);
            assertEquals(0, ours.status(), ours.stderr());
            assertEquals(new String(ref.stdout(), StandardCharsets.UTF_8), new String(ours.stdout(), StandardCharsets.UTF_8), "-x=" + kind);
        }
    }
}
