package pdll.fuzz;

import java.nio.file.Path;

/** One input the mutations start from: a PDLL or TableGen file, its text, and where it lives (its includes resolve there). */
record Seed(Path path, String text, Kind kind) {
    enum Kind { PDLL, TD }

    Path folder() {
        Path p = path.toAbsolutePath().getParent();
        return p == null ? Path.of("/") : p;
    }

    String extension() {
        return kind == Kind.PDLL ? ".pdll" : ".td";
    }
}
