package pdll.intellij.pdll;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import pdll.intellij.testing.SharedFiles;

/** The PDLL files the tests read but did not write: the conformance corpus and the repository's samples. */
final class PdllCorpus {
    private PdllCorpus() {}

    /** Every .pdll of shared/conformance (include/ too); skips the test when the corpus is absent. */
    static List<Path> conformance() {
        List<Path> files = SharedFiles.filesUnder(SharedFiles.conformance(), ".pdll");
        Assumptions.assumeFalse(files.isEmpty(), "PDLL conformance corpus not found at " + SharedFiles.conformance()
                + " (set the system property or environment variable PDLL_SHARED_DIR to the shared/ folder)");
        return files;
    }

    /** Every .pdll under samples/, recursively; skips the test when there is none. */
    static List<Path> samples() {
        List<Path> files = SharedFiles.filesUnder(SharedFiles.samples(), ".pdll");
        Assumptions.assumeFalse(files.isEmpty(), "no .pdll under " + SharedFiles.samples() + " (run from intellij-plugin/)");
        return files;
    }

    /** Both, conformance first. */
    static List<Path> all() {
        List<Path> all = new ArrayList<>(conformance());
        all.addAll(samples());
        return all;
    }

    static String name(Path p) {
        Path base = p.startsWith(SharedFiles.samples()) ? SharedFiles.samples() : SharedFiles.conformance();
        return base.relativize(p).toString();
    }
}
