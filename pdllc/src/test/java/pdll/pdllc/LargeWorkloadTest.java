package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.bench.ReferenceTools;
import pdll.testsupport.Outside;

/**
 * A generated workload large enough for the paths that only large files take (the C++ generator
 * prints the patterns of a file with 256 or more of them on all cores): {@code pdllc -x=cpp} and
 * {@code -x=mlir} of 600 patterns over arith must be byte-identical to {@code mlir-pdll-22}.
 * Two workloads: the repository's own ({@code bin/lib/gen-workload}) always, the shared folder's
 * generator when present. Skip without the reference or the MLIR {@code .td} files.
 */
class LargeWorkloadTest {
    /** The repository's own generator (bash): runs in every build. */
    @Test
    void ownWorkloadMatchesTheReference(@TempDir Path dir) throws Exception {
        assumeReference();
        Path gen = Outside.repoRoot().resolve("bin/lib/gen-workload");
        compare(dir, generate(dir, Path.of("bash"), List.of(gen.toString(), "-n", "600", "-o", dir.resolve("w600.pdll").toString()), "bash"));
    }

    /** The shared folder's generator (python3, a wider mix of dialects and features). */
    @Test
    void sharedWorkloadMatchesTheReference(@TempDir Path dir) throws Exception {
        assumeReference();
        Optional<Path> gen = Outside.shared("tools/gen-pdll-workload.py");
        Assumptions.assumeTrue(gen.isPresent(), Outside.absent("tools", "the shared workload generator"));
        compare(dir, generate(dir, Path.of("python3"), List.of(gen.get().toString(), "-n", "600", "-o", dir.resolve("w600.pdll").toString()), "python3"));
    }

    private static void assumeReference() {
        Assumptions.assumeTrue(Files.isDirectory(SamplesTest.ROOT.resolve("mlir")) && Files.isExecutable(SamplesTest.REF),
                "mlir-pdll-22 or the MLIR .td files not found: apt-get install mlir-22-tools libmlir-22-dev");
    }

    private static Path generate(Path dir, Path interpreter, List<String> args, String pkg) throws Exception {
        Path file = dir.resolve("w600.pdll");
        ReferenceTools.Run made;
        try {
            made = ReferenceTools.run(interpreter, dir, args, 120);
        } catch (java.io.IOException e) {
            made = null;
        }
        Assumptions.assumeTrue(made != null && made.status() == 0 && Files.isRegularFile(file),
                interpreter + " could not generate the workload (apt-get install " + pkg + "): " + (made == null ? "not found" : made.stderr()));
        return file;
    }

    private static void compare(Path dir, Path file) throws Exception {
        for (String kind : List.of("cpp", "mlir")) {
            List<String> args = List.of(file.getFileName().toString(), "-x=" + kind, "-I", SamplesTest.ROOT.toString());
            ReferenceTools.Run ref = ReferenceTools.run(SamplesTest.REF, dir, args, 300);
            assertEquals(0, ref.status(), "mlir-pdll-22 failed:\n" + ref.stderr());
            ReferenceTools.Run ours = SamplesTest.pdllc(dir, args);
            assertEquals(0, ours.status(), ours.stderr());
            assertEquals(new String(ref.stdout(), StandardCharsets.UTF_8), new String(ours.stdout(), StandardCharsets.UTF_8), "-x=" + kind);
        }
    }
}
