package pdll.sema.ods;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** Locates the MLIR include root and the reference binaries for the differential tests; runs them. */
final class ReferenceTools {
    static final String INSTALL_HINT = "apt-get install mlir-22-tools libmlir-22-dev";

    private ReferenceTools() {}

    static Optional<Path> includeRoot() {
        String env = System.getenv("MLIR_INCLUDE_DIR");
        Path p = Path.of(env != null && !env.isEmpty() ? env : "/usr/lib/llvm-22/include");
        return Files.isDirectory(p.resolve("mlir")) ? Optional.of(p) : Optional.empty();
    }

    static Optional<String> tool(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) return Optional.of(Path.of(dir, name).toString());
        }
        Path alt = Path.of("/usr/lib/llvm-22/bin", name.replace("-22", ""));
        return Files.isExecutable(alt) ? Optional.of(alt.toString()) : Optional.empty();
    }

    /** Every {@code *Ops.td} under the root, as sorted relative paths. */
    static List<String> opsFiles(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root.resolve("mlir"))) {
            return s.filter(p -> p.getFileName().toString().endsWith("Ops.td") && Files.isRegularFile(p))
                    .map(p -> root.relativize(p).toString()).sorted().toList();
        }
    }

    record Run(int exitCode, String stdout, String stderr) {}

    static Run run(List<String> cmd, Path cwd) {
        try {
            Path out = Files.createTempFile("ref", ".out");
            Path err = Files.createTempFile("ref", ".err");
            try {
                Process p = new ProcessBuilder(cmd).directory(cwd.toFile())
                        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
                if (!p.waitFor(300, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    return new Run(-1, "", "timeout");
                }
                return new Run(p.exitValue(), new String(Files.readAllBytes(out), StandardCharsets.UTF_8),
                        new String(Files.readAllBytes(err), StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            return new Run(-1, "", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Run(-1, "", e.toString());
        }
    }

    static List<String> with(List<String> base, String... more) {
        List<String> l = new ArrayList<>(base);
        l.addAll(List.of(more));
        return l;
    }
}
