package pdll.drr;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import pdll.testsupport.Outside;

/**
 * Where the tests find what they need: the checkout, the material beside it ({@code ../shared},
 * or {@code $PDLL_SHARED_DIR}), MLIR's include root and the reference tools. Each lookup says
 * what to install when it fails, for the skip message.
 */
final class TestDirs {
    private TestDirs() {}

    static final Path MLIR_INCLUDE = Path.of("/usr/lib/llvm-22/include");
    static final String INSTALL = "apt-get install mlir-22-tools libmlir-22-dev llvm-22-dev g++";

    /** The checkout (tests run in the module's directory). */
    static Path repoRoot() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("drr")) ? here : here.getParent();
    }

    static Path fixtures() {
        return repoRoot().resolve("drr/src/test/resources/drr/fixtures");
    }

    static Path resources() {
        return repoRoot().resolve("drr/src/test/resources/drr");
    }

    /** {@code shared/} beside the checkout, or {@code $PDLL_SHARED_DIR}; empty when absent. */
    static Optional<Path> shared() {
        Path p = Outside.sharedDir();
        return Files.isDirectory(p.resolve("upstream")) ? Optional.of(p) : Optional.empty();
    }

    static final String NO_SHARED = Outside.absent("upstream", "LLVM's DRR files and MLIR's dialect tests");

    /** For a suite that ran on the repository's fixtures only: the line of the end-of-run report. */
    static void fixturesOnly() {
        pdll.testsupport.SkipReport.note("the repository's fixtures only; " + NO_SHARED);
    }

    static boolean mlirTds() {
        return Files.isRegularFile(MLIR_INCLUDE.resolve("mlir/IR/PatternBase.td"));
    }

    static boolean mlirHeaders() {
        return Files.isRegularFile(MLIR_INCLUDE.resolve("mlir/IR/PatternMatch.h"));
    }

    /** A program on PATH. */
    static Optional<Path> tool(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            Path p = Path.of(dir, name);
            if (Files.isExecutable(p)) return Optional.of(p);
        }
        return Optional.empty();
    }
}
