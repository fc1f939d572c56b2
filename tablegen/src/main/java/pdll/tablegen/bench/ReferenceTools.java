package pdll.tablegen.bench;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import pdll.tablegen.MlirIncludeRoot;

/**
 * Finds the MLIR {@code .td} corpus and the reference {@code mlir-tblgen} binary, and runs the
 * reference. Shared by the differential tests and the benchmark; absent tools are reported as
 * empty, never as failures.
 */
public final class ReferenceTools {
    private ReferenceTools() {}

    public static final String INSTALL_HINT = "apt-get install mlir-22-tools libmlir-22-dev";

    /**
     * The include root of the reference: {@code $MLIR_INCLUDE_DIR}, else
     * {@code /usr/lib/llvm-22/include}, else what {@link MlirIncludeRoot} finds.
     */
    public static Optional<Path> mlirIncludeDir() {
        Path preferred = Path.of("/usr/lib/llvm-22/include");
        String env = System.getenv("MLIR_INCLUDE_DIR");
        if ((env == null || env.isEmpty()) && MlirIncludeRoot.isRoot(preferred)) return Optional.of(preferred);
        return MlirIncludeRoot.discover();
    }

    /** {@code $MLIR_TBLGEN}, else {@code mlir-tblgen-22} on PATH, else {@code /usr/lib/llvm-22/bin/mlir-tblgen}. */
    public static Optional<Path> referenceTblgen() {
        String env = System.getenv("MLIR_TBLGEN");
        if (env != null && !env.isEmpty()) {
            Path p = Path.of(env);
            return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
        }
        Optional<Path> onPath = onPath("mlir-tblgen-22");
        if (onPath.isPresent()) return onPath;
        Path fixed = Path.of("/usr/lib/llvm-22/bin/mlir-tblgen");
        return Files.isExecutable(fixed) ? Optional.of(fixed) : Optional.empty();
    }

    /** The first executable {@code name} in a directory of {@code $PATH}. */
    public static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) return Optional.empty();
        for (String d : path.split(File.pathSeparator)) {
            if (d.isEmpty()) continue;
            Path p = Path.of(d, name);
            if (Files.isExecutable(p)) return Optional.of(p);
        }
        return Optional.empty();
    }

    /** Every {@code .td} file under the root, as root-relative paths with '/', sorted. */
    public static List<String> corpusFiles(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".td") && Files.isRegularFile(p))
                    .map(p -> root.relativize(p).toString().replace(File.separatorChar, '/'))
                    .sorted()
                    .toList();
        }
    }

    /** What one process run printed. */
    public record Run(int status, byte[] stdout, String stderr, long wallNanos) {
        public String firstErrLine() {
            int nl = stderr.indexOf('\n');
            return nl < 0 ? stderr : stderr.substring(0, nl);
        }
    }

    /** Runs {@code tool args...} in {@code cwd}, capturing both streams through temporary files. */
    public static Run run(Path tool, Path cwd, List<String> args, long timeoutSeconds) throws IOException {
        return run(tool, cwd, args, timeoutSeconds, Path.of("/dev/null"));
    }

    /** The same, with standard input read from {@code stdin}. */
    public static Run run(Path tool, Path cwd, List<String> args, long timeoutSeconds, Path stdin) throws IOException {
        Path out = Files.createTempFile("pdll-ref", ".out");
        Path err = Files.createTempFile("pdll-ref", ".err");
        try {
            List<String> cmd = new ArrayList<>();
            cmd.add(tool.toString());
            cmd.addAll(args);
            ProcessBuilder pb = new ProcessBuilder(cmd).directory(cwd.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(stdin.toFile()))
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            long t0 = System.nanoTime();
            Process p = pb.start();
            try {
                if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    throw new IOException(tool + " timed out after " + timeoutSeconds + " s: " + args);
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
            long wall = System.nanoTime() - t0;
            return new Run(p.exitValue(), Files.readAllBytes(out),
                    new String(Files.readAllBytes(err), StandardCharsets.UTF_8), wall);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
