package pdll.syntax;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The conformance corpus: the shared one ({@code PDLL_SHARED_DIR}, else {@code shared/} beside the
 * checkout) when present, else the project's own cases in {@code test-support/corpus}.
 */
final class Corpus {
    private Corpus() {}

    static Path dir() {
        return pdll.testsupport.Outside.corpus();
    }

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
