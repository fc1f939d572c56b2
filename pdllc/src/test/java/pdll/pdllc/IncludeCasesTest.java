package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.bench.CliCase;
import pdll.tablegen.bench.ReferenceTools;

/**
 * {@code #include} lookup (a leading {@code /}) and the errors of an included {@code .td} that
 * includes a missing file, as {@link CliCase}s recorded from {@code mlir-pdll-22 -x=mlir} in
 * {@code cli-cases/includes.test}: {@code pdllc} must print and write exactly what is recorded
 * (stderr, exit status, the {@code -o} and {@code -d} files); the differential factory checks
 * that the recording is still what {@code mlir-pdll-22} does (skipped without it).
 */
class IncludeCasesTest {
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");

    static Stream<CliCase> cases() {
        return CliCase.load(IncludeCasesTest.class, "includes.test").stream();
    }

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> pdllcPrintsWhatTheReferencePrinted() {
        // a cache of its own: the imports of these throwaway files exercise it without filling the user's
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PDLL_CACHE_DIR", tmp.resolve("cache").toString());
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> assertEquals(c.expected(), c.run(tmp, (dir, args) -> {
            InProcess.Result r = InProcess.pdllc(dir, env, args);
            return new CliCase.Ran(r.rc(), r.err());
        }), c::toString)));
    }

    @TestFactory
    Stream<DynamicTest> mlirPdllStillPrintsTheRecording() {
        Assumptions.assumeTrue(Files.isExecutable(REF), "mlir-pdll-22 not found: apt-get install mlir-22-tools");
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> assertEquals(c.expected(), c.run(tmp, (dir, args) -> {
            ReferenceTools.Run r = ReferenceTools.run(REF, dir, args, 60);
            return new CliCase.Ran(r.status(), r.stderr());
        }), c::toString)));
    }
}
