package pdll.sema.analysis;

import java.nio.file.Path;

/** The conformance corpus: the shared one when present, else the project's own cases (test-support/corpus). */
final class Corpus {
    private Corpus() {}

    static Path dir() {
        return pdll.testsupport.Outside.corpus();
    }
}
