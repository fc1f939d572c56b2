package pdll.sema.ods;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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

    /** Runs {@code cmd} (tool first) in {@code cwd} through the TableGen module's runner; never throws. */
    static Run run(List<String> cmd, Path cwd) {
        try {
            pdll.tablegen.bench.ReferenceTools.Run r = pdll.tablegen.bench.ReferenceTools.run(
                    Path.of(cmd.get(0)), cwd, cmd.subList(1, cmd.size()), 300);
            return new Run(r.status(), new String(r.stdout(), StandardCharsets.UTF_8), r.stderr());
        } catch (IOException e) {
            return new Run(-1, "", e.toString());
        }
    }

    static List<String> with(List<String> base, String... more) {
        List<String> l = new ArrayList<>(base);
        l.addAll(List.of(more));
        return l;
    }
}
