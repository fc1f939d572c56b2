package pdll.syntax;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Locates shared/conformance: system property or env PDLL_SHARED_DIR, else ../shared next to the checkout. */
final class Corpus {
    private Corpus() {}

    static Path dir() {
        String shared = System.getProperty("PDLL_SHARED_DIR", System.getenv("PDLL_SHARED_DIR"));
        Path base = shared != null ? Path.of(shared) : Path.of("").toAbsolutePath().resolve("../../shared").normalize();
        return base.resolve("conformance");
    }

    static boolean present() {
        return Files.isRegularFile(dir().resolve("README.md"));
    }

    static final String ABSENT = "PDLL conformance corpus not found at " + dir()
            + " (set PDLL_SHARED_DIR to the shared/ folder)";

    static List<Path> cases() {
        try (Stream<Path> s = Files.list(dir())) {
            return s.filter(p -> p.getFileName().toString().endsWith(".pdll")).sorted().toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The first line of the reference's stderr for a case ("" when it printed nothing). */
    static String referenceFirstLine(Path pdll) throws java.io.IOException {
        Path stderr = pdll.resolveSibling(pdll.getFileName().toString().replace(".pdll", ".expected.stderr"));
        return java.nio.file.Files.exists(stderr) ? java.nio.file.Files.readAllLines(stderr).get(0) : "";
    }

    /** A diagnostic line without its {@code file:line:col: error: } prefix. */
    static String messageOf(String line) {
        return line.replaceFirst("^[^:]*:\\d+:\\d+: (error|warning): ", "");
    }
}
