package pdll.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.pdllc.PdllcMain;

/**
 * Each way a run can go wrong says what happened, where, and what to do: pattern errors exactly
 * as pdllc reports them, input mlir-opt rejects with its location, a missing compiler or missing
 * MLIR development files with the packages to install, a C++ error at its line in the
 * {@code .pdll} file, non-converging patterns with the iteration limit; never anything on stdout.
 */
class ErrorPathsTest {
    private static final Path ERRORS = Path.of("src/test/resources/errors").toAbsolutePath();

    @Test
    void patternErrorsAreReportedExactlyAsPdllcReportsThem() {
        Path cwd = ERRORS;
        RunTools.Run r = RunTools.run(cwd, System.getenv(), "bad_pattern.pdll", "add.mlir");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = PdllcMain.run(new String[] {"-x=mlir", "bad_pattern.pdll"}, cwd, System.getenv(),
                new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(1, rc);
        assertEquals(1, r.rc());
        assertEquals("", r.out());
        assertEquals(err.toString(StandardCharsets.UTF_8), r.err());
        assertTrue(r.err().startsWith("bad_pattern.pdll:5:20: error: undefined reference to `undefinedName`"), r.err());
    }

    @Test
    void inputThatMlirOptRejectsIsPassedThroughWithItsLocation() {
        RunTools.assumeToolchain();
        RunTools.Run r = RunTools.run(ERRORS, System.getenv(), "../cases/match_nothing.pdll", "bad_input.mlir");
        assertEquals(1, r.rc());
        assertEquals("", r.out());
        assertTrue(r.err().contains("bad_input.mlir:2:23: error: use of undeclared SSA value name"), r.err());
    }

    /**
     * A failed write to standard output (a full disk) exits 1 with the reference's message: the
     * JVM path used to exit 0 with the output cut off, and a build step used half a file.
     */
    @Test
    void aFullStandardOutputIsAnError() throws Exception {
        RunTools.assumeToolchain();
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "no /dev/full");
        Process p = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-cp",
                System.getProperty("java.class.path"), PdllRunMain.class.getName(), "../cases/match_nothing.pdll", "add.mlir")
                .directory(ERRORS.toFile()).redirectOutput(full.toFile()).redirectError(ProcessBuilder.Redirect.PIPE).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.waitFor(), err);
        assertTrue(err.endsWith("LLVM ERROR: IO failure on output stream: No space left on device\n"), err);
    }

    @Test
    void aMissingCompilerNamesThePackages(@TempDir Path cache) {
        assumeTrue(RunTools.onPath("mlir-opt-22") != null, "mlir-opt-22 not found: apt-get install mlir-22-tools");
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PDLL_CACHE_DIR", cache.toString()); // nothing built yet: the shared plugin must be compiled
        env.put("CXX", "no-such-c++-compiler");
        RunTools.Run r = RunTools.run(ERRORS, env, "../cases/match_nothing.pdll", "add.mlir");
        assertEquals(1, r.rc());
        assertEquals("", r.out());
        assertEquals("pdll-run: the C++ compiler 'no-such-c++-compiler' was not found; building the pattern plugin needs"
                + " it and the MLIR 22 development files: apt-get install g++ libmlir-22-dev\n", r.err());
    }

    @Test
    void missingMlirDevelopmentFilesNameThePackages(@TempDir Path dir) throws IOException {
        // an mlir-opt whose install has no headers or libMLIR.so (a tools-only install)
        Path bin = Files.createDirectories(dir.resolve("llvm/bin"));
        Path opt = Files.writeString(bin.resolve("mlir-opt"), "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(opt, PosixFilePermissions.fromString("rwxr-xr-x"));
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PDLL_CACHE_DIR", dir.resolve("cache").toString());
        RunTools.Run r = RunTools.run(ERRORS, env, "../cases/match_nothing.pdll", "add.mlir", "--opt", opt.toString());
        assertEquals(1, r.rc());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("pdll-run: building the pattern plugin needs the MLIR 22 development files, but the"
                + " MLIR C++ headers ("), r.err());
        assertTrue(r.err().endsWith(" is missing: apt-get install g++ libmlir-22-dev\n"), r.err());
    }

    @Test
    void aMissingMlirOptNamesThePackage(@TempDir Path dir) {
        Map<String, String> env = Map.of("PATH", dir.toString());
        RunFailure f = assertThrows(RunFailure.class, () -> Toolchain.find(null, dir, env, dir));
        assertEquals("pdll-run: mlir-opt not found (looked for mlir-opt-22 and mlir-opt on PATH and next to the MLIR"
                + " include root): apt-get install mlir-22-tools, or name one with --opt PATH\n", f.getMessage());
    }

    @Test
    void aCppErrorInANativeBlockIsShownAtItsPdllLine() {
        RunTools.assumeToolchain();
        RunTools.Run r = RunTools.run(ERRORS, System.getenv(), "cpp_error.pdll", "add.mlir");
        assertEquals(1, r.rc());
        assertEquals("", r.out());
        assertTrue(r.err().contains("cpp_error.pdll:7:42: error: ‘class llvm::APInt’ has no member named ‘isPowerOfTwo’")
                || r.err().contains("cpp_error.pdll:7:42: error:"), r.err());
        assertTrue(r.err().contains("  return ::mlir::success(attr.getValue().isPowerOfTwo());"), r.err());
        assertTrue(r.err().contains("pdll-run: the native plugin of cpp_error.pdll does not compile"), r.err());
    }

    @Test
    void nonConvergingPatternsExitNonZeroNamingTheLimit() {
        RunTools.assumeToolchain();
        RunTools.Run r = RunTools.run(ERRORS, System.getenv(), "not_converging.pdll", "add.mlir", "--max-iterations", "4");
        assertEquals(1, r.rc());
        assertEquals("", r.out());
        assertTrue(r.err().contains("error: pdll-apply: the patterns did not converge within 4 iterations"), r.err());
        assertTrue(r.err().contains("pdll-run: the patterns were still rewriting after 4 iterations of the greedy driver:"
                + " raise the limit with --max-iterations N"), r.err());
    }
}
