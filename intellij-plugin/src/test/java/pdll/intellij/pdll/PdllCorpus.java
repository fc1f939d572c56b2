package pdll.intellij.pdll;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import pdll.intellij.testing.SharedFiles;
import pdll.testsupport.Outside;

/** The PDLL files the tests read but did not write: the conformance corpus and the repository's samples. */
final class PdllCorpus {
    private PdllCorpus() {}

    static final Path SAMPLES = Outside.repoRoot().resolve("samples");

    /**
     * Every .pdll of the conformance corpus (include/ too): the shared one, else the project's own
     * cases (test-support/corpus; Outside notes that for the end-of-run report), so a plain clone
     * runs these suites too. The own corpus is in the repository: none found is a failure.
     */
    static List<Path> conformance() {
        Path dir = Outside.corpus();
        List<Path> files = SharedFiles.filesUnder(dir, ".pdll");
        if (files.isEmpty()) throw new AssertionError("no .pdll under " + dir);
        return files;
    }

    /** Every .pdll under samples/, recursively; skips the test when there is none. */
    static List<Path> samples() {
        List<Path> files = SharedFiles.filesUnder(SAMPLES, ".pdll");
        Assumptions.assumeFalse(files.isEmpty(), "no .pdll under " + SAMPLES);
        return files;
    }

    /** Both, conformance first. */
    static List<Path> all() {
        List<Path> all = new ArrayList<>(conformance());
        all.addAll(samples());
        return all;
    }

    static String name(Path p) {
        // the corpus Outside.corpus() picks, without noting it again
        Path base = p.startsWith(SAMPLES) ? SAMPLES : Outside.sharedCorpus().orElse(Outside.ownCorpus());
        return base.relativize(p).toString();
    }
}
