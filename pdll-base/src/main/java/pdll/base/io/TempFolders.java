package pdll.base.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removing a temporary folder a tool made for itself (a trainer's outputs, a fuzzer's or a bench's work). */
public final class TempFolders {
    private TempFolders() {}

    /**
     * Deletes {@code dir} and everything in it, deepest first. Best effort: what cannot be deleted
     * is left behind, since a leftover temporary folder must not fail the run that made it.
     */
    public static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind
        }
    }
}
