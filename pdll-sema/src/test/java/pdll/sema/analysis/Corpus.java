package pdll.sema.analysis;

import java.nio.file.Path;

/** Where the shared conformance corpus is: {@code PDLL_SHARED_DIR}, else {@code shared/} beside the checkout. */
final class Corpus {
    private Corpus() {}

    static Path dir() {
        String env = System.getenv("PDLL_SHARED_DIR");
        Path shared = env != null ? Path.of(env) : Path.of("").toAbsolutePath().getParent().getParent().resolve("shared");
        return shared.resolve("conformance");
    }
}
