package pdll.intellij.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Reads the input the tests did not write. Where it is (the shared folder, LLVM's tests, the
 * project's own corpus, samples/) is test-support's {@link pdll.testsupport.Outside}, as in every
 * other module; this class only lists and reads the files.
 */
public final class SharedFiles {
    private SharedFiles() {}

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
