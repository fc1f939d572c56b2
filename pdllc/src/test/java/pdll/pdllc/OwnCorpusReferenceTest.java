package pdll.pdllc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.tablegen.bench.ReferenceTools;
import pdll.testsupport.Outside;

/**
 * The project's own conformance cases ({@code test-support/corpus}) hold what {@code mlir-pdll-22}
 * printed for them, recorded by {@code test-support/corpus/record}; {@link ConformanceTest} checks
 * pdllc against those files in every build. This test checks the files themselves against the
 * installed reference, compared as {@link ConformanceTest} compares, so a hand edit or a case
 * added without recording fails here. Skips without the reference.
 */
class OwnCorpusReferenceTest {
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");
    private static final Path ROOT = Path.of("/usr/lib/llvm-22/include");

    @TestFactory
    List<DynamicTest> recordedOutputsAreTheReferences() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(REF), "mlir-pdll-22 not found: apt-get install mlir-22-tools libmlir-22-dev");
        Path conf = Outside.ownCorpus();
        List<DynamicTest> tests = new ArrayList<>();
        for (String c : ConformanceTest.cases(conf)) {
            String name = c.substring(0, c.length() - ".pdll".length());
            for (String kind : List.of("ast", "mlir", "cpp")) {
                tests.add(DynamicTest.dynamicTest(c + " -x=" + kind, () -> {
                    ReferenceTools.Run r = ReferenceTools.run(REF, conf, List.of(c, "-x=" + kind, "-I", "include", "-I", ROOT.toString()), 120);
                    ConformanceTest.check(conf, name, kind, new InProcess.Result(r.status(), new String(r.stdout(), StandardCharsets.UTF_8), r.stderr()));
                }));
            }
        }
        return tests;
    }
}
