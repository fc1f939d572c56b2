package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The semantic diagnostic fixtures of pdll-sema ({@code pdll-sema/src/test/resources/sema}) through
 * {@code mlir-pdll-22 --split-input-file -x=ast} and {@code pdllc}: stderr must be byte-identical
 * (the {@code within split at} prefixes, carets, {@code Included from} lines) and so must the exit
 * status. Skips without the reference.
 */
class SemaFixturesDifferentialTest {
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");
    private static final Path FIXTURES = Path.of("../pdll-sema/src/test/resources/sema").toAbsolutePath().normalize();

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(REF), "mlir-pdll-22 not found: apt-get install mlir-22-tools libmlir-22-dev");
        // the fixtures include the shared corpus's own .td files (tst_ops.td, ...)
        var shared = pdll.testsupport.Outside.sharedCorpus();
        Assumptions.assumeTrue(shared.isPresent(), pdll.testsupport.Outside.noSharedCorpus());
        Path include = shared.get().resolve("include");
        List<Path> files;
        try (Stream<Path> s = Files.list(FIXTURES)) {
            files = s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList();
        }
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            List<String> args = List.of(f.getFileName().toString(), "--split-input-file", "-x=ast", "-I", include.toString(),
                    "-I", "/usr/lib/llvm-22/include");
            var ref = pdll.tablegen.bench.ReferenceTools.run(REF, FIXTURES, args, 60);
            InProcess.Result ours = InProcess.pdllc(FIXTURES, args);
            assertEquals(ref.stderr(), ours.err());
            assertEquals(ref.status(), ours.rc());
        }));
    }
}
