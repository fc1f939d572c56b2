package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
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
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pdllc --dump-ods} against {@code mlir-pdll-22 --dump-ods}, live: stderr and exit status
 * must be identical (when the reference prints a note inside a {@code .td} file, its diagnostic
 * headlines). Inputs: every conformance case, and one-line files including MLIR dialects. Skips
 * when the reference or the shared conformance folder is absent.
 */
class DumpOdsDifferentialTest {
    private static final Path ROOT = Path.of("/usr/lib/llvm-22/include");
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");
    private static final AtomicInteger SAME = new AtomicInteger();

    /** The shared conformance corpus, else (a plain clone) the project's own cases. */
    static Path conformanceDir() {
        return pdll.testsupport.Outside.corpus();
    }

    private record Run(String stderr, int status) {}

    private static Run reference(Path cwd, List<String> args) throws IOException {
        pdll.tablegen.bench.ReferenceTools.Run r = pdll.tablegen.bench.ReferenceTools.run(REF, cwd, args, 120);
        return new Run(r.stderr(), r.status());
    }

    private static Run ours(Path cwd, List<String> args) {
        InProcess.Result r = InProcess.pdllc(cwd, args);
        return new Run(r.err(), r.rc());
    }

    /**
     * The diagnostic headlines of a stderr text, file names cut to their base name: what is left
     * to compare when the reference prints a note inside a {@code .td} file, whose TableGen include
     * chain ({@code Included from …} lines) we do not print.
     */
    static List<String> headlines(String stderr) {
        return stderr.lines().filter(l -> l.matches("^(\\S+:\\d+:\\d+: )?(error|warning|note): .*"))
                .map(l -> l.replaceFirst("^\\S*/", "")).toList();
    }

    @TestFactory
    List<DynamicTest> conformanceCasesAndDialects(@TempDir Path tmp) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(REF) && Files.isDirectory(ROOT.resolve("mlir")),
                "mlir-pdll-22 not found: apt-get install mlir-22-tools libmlir-22-dev");
        Path conf = conformanceDir();
        List<DynamicTest> tests = new ArrayList<>();
        List<String> cases;
        try (Stream<Path> s = Files.list(conf)) {
            cases = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".pdll")).sorted().toList();
        }
        for (String c : cases) {
            List<String> args = List.of(c, "--dump-ods", "-I", "include", "-I", ROOT.toString());
            tests.add(DynamicTest.dynamicTest(c, () -> {
                Run ref = reference(conf, args);
                Run ours = ours(conf, args);
                assertEquals(ref.status(), ours.status());
                if (ref.stderr().contains("Included from") && ref.stderr().contains(".td:")) {
                    assertEquals(headlines(ref.stderr()), headlines(ours.stderr()));
                    return;
                }
                assertEquals(ref.stderr(), ours.stderr());
                SAME.incrementAndGet();
            }));
        }
        for (String td : List.of("mlir/Dialect/Arith/IR/ArithOps.td", "mlir/Dialect/LLVMIR/NVVMOps.td",
                "mlir/Dialect/SPIRV/IR/SPIRVOps.td", "mlir/Dialect/SPIRV/IR/SPIRVBitOps.td", "mlir/IR/BuiltinOps.td")) {
            tests.add(DynamicTest.dynamicTest(td, () -> {
                Path f = tmp.resolve(td.replace('/', '_') + ".pdll");
                Files.writeString(f, "#include \"" + td + "\"\n");
                Run ref = reference(tmp, List.of(f.getFileName().toString(), "--dump-ods", "-I", ROOT.toString()));
                // no -I: pdllc finds the MLIR include root by itself
                Run ours = ours(tmp, List.of(f.getFileName().toString(), "--dump-ods"));
                assertEquals(ref.stderr(), ours.stderr());
                assertEquals(ref.status(), ours.status());
                SAME.incrementAndGet();
            }));
        }
        return tests;
    }

    @AfterAll
    static void summary() {
        System.out.println("pdllc --dump-ods: " + SAME.get() + " runs identical to mlir-pdll-22 (stderr and exit status)");
    }
}
