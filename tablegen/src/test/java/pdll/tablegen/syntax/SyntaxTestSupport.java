package pdll.tablegen.syntax;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import pdll.base.diag.Severity;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.SourceFile;

/** Shared helpers of the syntax tests. */
final class SyntaxTestSupport {
    private SyntaxTestSupport() {}

    static final String INSTALL_HINT = "apt-get install mlir-22-tools libmlir-22-dev";

    static ParsedFile parse(String text) {
        return TdSyntax.parse(SourceFile.of("t.td", text), new HashSet<>());
    }

    static ParsedFile parse(String name, String text, Set<String> defines) {
        return TdSyntax.parse(SourceFile.of(name, text), defines);
    }

    /** The first error line, or "(ok)". */
    static String firstError(ParsedFile pf) {
        for (Diagnostic d : pf.diagnostics()) {
            if (d.severity() == Severity.ERROR) return d.headline();
        }
        return "(ok)";
    }

    static String read(Path p) {
        try {
            return new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** The MLIR include root (holding {@code mlir/}): env MLIR_INCLUDE_DIR, else the Debian path. */
    static Path mlirIncludeDir() {
        String env = System.getenv("MLIR_INCLUDE_DIR");
        return Path.of(env != null && !env.isBlank() ? env : "/usr/lib/llvm-22/include");
    }

    /** Files under a test-resources directory, sorted. */
    static List<Path> resourceFiles(String dir, String suffix) {
        URL url = SyntaxTestSupport.class.getClassLoader().getResource(dir);
        if (url == null) throw new AssertionError("missing test resources " + dir);
        try (Stream<Path> s = Files.list(Path.of(url.toURI()))) {
            return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
        } catch (IOException | URISyntaxException e) {
            throw new AssertionError(e);
        }
    }
}
