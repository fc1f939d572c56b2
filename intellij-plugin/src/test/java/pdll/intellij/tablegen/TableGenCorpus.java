package pdll.intellij.tablegen;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import pdll.intellij.testing.SharedFiles;

/**
 * The real TableGen files the editor tests run over: MLIR's installed .td files (skipped, with the
 * package to install, where absent), plus the project's TableGen micro cases and upstream tests.
 */
final class TableGenCorpus {
    private TableGenCorpus() {}

    /** Whether the long (CI) mode is on: {@code -Dpdll.test.mode=long}. */
    static boolean longMode() {
        return "long".equals(System.getProperty("pdll.test.mode"));
    }

    static List<Path> mlir() {
        Path root = SharedFiles.mlirIncludeRoot().resolve("mlir");
        Assumptions.assumeTrue(Files.isDirectory(root),
                "MLIR's .td files not found at " + root + ": apt-get install libmlir-22-dev");
        return SharedFiles.filesUnder(root, ".td");
    }

    static List<Path> shared() {
        List<Path> out = new ArrayList<>(SharedFiles.filesUnder(SharedFiles.shared().resolve("reference/tablegen-micro"), ".td"));
        out.addAll(SharedFiles.filesUnder(SharedFiles.shared().resolve("upstream"), ".td"));
        return out;
    }
}
