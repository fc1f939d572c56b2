package pdll.run;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/** What the pdll-run tests share: the repository, the tools they need (or a skip naming the packages), in-process runs. */
final class RunTools {
    private RunTools() {}

    static final Path LLVM = Path.of("/usr/lib/llvm-22");

    record Run(int rc, String out, String err) {}

    static Path repo() {
        Path cwd = Path.of("").toAbsolutePath();
        return Files.isDirectory(cwd.resolve("samples")) ? cwd : cwd.getParent();
    }

    static Path onPath(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) return p;
        }
        return null;
    }

    /** Skips the test unless mlir-opt-22, g++ and the MLIR 22 development files are installed. */
    static void assumeToolchain() {
        Assumptions.assumeTrue(onPath("mlir-opt-22") != null, "mlir-opt-22 not found: apt-get install mlir-22-tools");
        Assumptions.assumeTrue(onPath("g++") != null && Files.isRegularFile(LLVM.resolve("include/mlir/IR/PatternMatch.h"))
                        && Files.exists(LLVM.resolve("lib/libMLIR.so")),
                "g++ or the MLIR 22 development files not found: apt-get install g++ libmlir-22-dev llvm-22-dev");
    }

    /** pdll-run in this process, in {@code cwd}, with the environment {@code env}. */
    static Run run(Path cwd, Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            rc = PdllRunMain.run(args, cwd, env, new ByteArrayInputStream(new byte[0]), o, e);
        }
        return new Run(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Copies the plugins the other tests built (target/pdll-cache) into the cache {@code cache}: no test needs to wait for a compile. */
    static void copyBuiltPlugins(Path cache) throws IOException {
        Path built = Path.of(System.getenv().getOrDefault("PDLL_CACHE_DIR", repo().resolve("pdll-run/target/pdll-cache").toString()));
        if (!Files.isDirectory(built.resolve("plugins"))) return;
        try (Stream<Path> s = Files.walk(built.resolve("plugins"))) {
            for (Path p : s.toList()) {
                Path to = cache.resolve(built.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }
}
