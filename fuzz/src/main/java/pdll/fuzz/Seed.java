package pdll.fuzz;

import java.nio.file.Path;

/**
 * One input the mutations start from: a PDLL or TableGen file, its text, and where it lives (its
 * includes resolve there). {@code DRR}: a TableGen file that defines DRR patterns, mutated with the
 * DRR-aware edits of {@link DrrMutations} as well.
 */
record Seed(Path path, String text, Kind kind) {
    enum Kind { PDLL, TD, DRR }

    Path folder() {
        Path p = path.toAbsolutePath().getParent();
        return p == null ? Path.of("/") : p;
    }

    String extension() {
        return kind == Kind.PDLL ? ".pdll" : ".td";
    }
}
