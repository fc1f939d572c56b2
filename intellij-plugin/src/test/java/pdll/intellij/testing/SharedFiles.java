package pdll.intellij.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Locates input the tests did not write: shared/ (system property or environment variable
 * PDLL_SHARED_DIR, else ../shared beside the checkout), the repository's samples/, and MLIR's
 * installed .td files (/usr/lib/llvm-22/include, from Debian's libmlir-22-dev).
 */
public final class SharedFiles {
    private SharedFiles() {}

    public static Path shared() {
        String s = System.getProperty("PDLL_SHARED_DIR", System.getenv("PDLL_SHARED_DIR"));
        return s != null ? Path.of(s) : Path.of("").toAbsolutePath().resolve("../../shared").normalize();
    }

    public static Path conformance() {
        return shared().resolve("conformance");
    }

    public static Path samples() {
        return Path.of("").toAbsolutePath().resolve("../samples").normalize();
    }

    public static Path mlirIncludeRoot() {
        return Path.of("/usr/lib/llvm-22/include");
    }

    /** Every regular file under {@code dir} whose name ends with {@code suffix}, sorted; none if dir is absent. */
    public static List<Path> filesUnder(Path dir, String suffix) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(suffix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            // not UTF-8 (a fuzzed or binary file): read it as Latin-1, which maps every byte
            try {
                return Files.readString(p, java.nio.charset.StandardCharsets.ISO_8859_1);
            } catch (IOException e2) {
                throw new UncheckedIOException(e2);
            }
        }
    }
}
