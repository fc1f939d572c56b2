package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.tablegen.bench.ReferenceTools;

/**
 * Every {@code samples/*.pdll} through {@code pdllc -x=ast|mlir|cpp} (in-process) and {@code
 * mlir-pdll-22} (a process), both run from the repository root with {@code -I samples -I
 * <MLIR include root>}: both must succeed with the same stderr, the same AST (node addresses
 * renumbered by first appearance) and byte-identical PDL and C++.
 */
class SamplesTest {
    static final Path ROOT = Path.of("/usr/lib/llvm-22/include");
    static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");
    private static final AtomicInteger SAME = new AtomicInteger();

    /** The repository root (Maven runs the tests in {@code pdllc/}). */
    static Path repoRoot() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("samples")) ? here : here.getParent();
    }

    /** The sample files, by name (at least six). */
    static List<String> samples(Path repo) throws IOException {
        try (Stream<Path> s = Files.list(repo.resolve("samples"))) {
            List<String> names = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".pdll")).sorted().toList();
            assertTrue(names.size() >= 6, "samples/ holds at least six .pdll files: " + names);
            return names;
        }
    }

    static List<String> args(String sample, String kind) {
        return List.of("samples/" + sample, "-x=" + kind, "-I", "samples", "-I", ROOT.toString());
    }

    /** pdllc in-process: exit status, stdout, stderr. */
    static ReferenceTools.Run pdllc(Path cwd, List<String> args) {
        InProcess.Result r = InProcess.pdllc(cwd, args);
        return new ReferenceTools.Run(r.rc(), r.out().getBytes(StandardCharsets.UTF_8), r.err(), 0);
    }

    @TestFactory
    List<DynamicTest> samplesMatchReference() throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(ROOT.resolve("mlir")) && Files.isExecutable(REF),
                "mlir-pdll-22 or the MLIR .td files not found: apt-get install mlir-22-tools libmlir-22-dev");
        Path repo = repoRoot();
        List<DynamicTest> tests = new ArrayList<>();
        for (String sample : samples(repo)) {
            for (String kind : List.of("ast", "mlir", "cpp")) {
                tests.add(DynamicTest.dynamicTest(sample + " -x=" + kind, () -> check(repo, sample, kind)));
            }
        }
        return tests;
    }

    private static void check(Path repo, String sample, String kind) throws IOException {
        List<String> args = args(sample, kind);
        ReferenceTools.Run ref = ReferenceTools.run(REF, repo, args, 120);
        ReferenceTools.Run ours = pdllc(repo, args);
        assertEquals(0, ref.status(), "mlir-pdll-22 " + String.join(" ", args) + " failed:\n" + ref.stderr());
        assertEquals(ref.stderr(), ours.stderr(), "stderr");
        assertEquals(0, ours.status(), "exit status");
        String expected = new String(ref.stdout(), StandardCharsets.UTF_8);
        String actual = new String(ours.stdout(), StandardCharsets.UTF_8);
        if (kind.equals("ast")) assertEquals(ConformanceTest.ast(expected), ConformanceTest.ast(actual), "AST");
        else assertEquals(expected, actual, "-x=" + kind + " (byte for byte)");
        SAME.incrementAndGet();
    }

    @AfterAll
    static void report() {
        if (SAME.get() > 0) System.out.println("pdllc samples: " + SAME.get() + " sample/kind runs identical to mlir-pdll-22");
    }
}
