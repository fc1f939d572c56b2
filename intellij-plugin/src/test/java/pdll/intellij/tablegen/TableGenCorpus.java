package pdll.intellij.tablegen;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import pdll.intellij.testing.SharedFiles;
import pdll.testsupport.Outside;

/**
 * The real TableGen files the editor tests run over: MLIR's installed .td files (skipped, with the
 * package to install, where absent), the project's TableGen micro cases, and LLVM's and MLIR's
 * own .td tests (skipped, with where they were looked for, where absent).
 */
final class TableGenCorpus {
    private TableGenCorpus() {}

    /** A Debian package's include root, not the project's outside material: Outside has no entry for it. */
    static final Path MLIR_INCLUDE = Path.of("/usr/lib/llvm-22/include");

    /** Whether the long (CI) mode is on: {@code -Dpdll.test.mode=long}. */
    static boolean longMode() {
        return "long".equals(System.getProperty("pdll.test.mode"));
    }

    static List<Path> mlir() {
        Path root = MLIR_INCLUDE.resolve("mlir");
        Assumptions.assumeTrue(Files.isDirectory(root),
                "MLIR's .td files not found at " + root + ": apt-get install libmlir-22-dev");
        return SharedFiles.filesUnder(root, ".td");
    }

    /**
     * The 13 TableGen micro cases: tablegen's copy in the repository, which its MicroCasesTest
     * keeps byte-identical to the shared folder's reference/tablegen-micro, so a plain clone has
     * them too. In the repository: none found is a failure.
     */
    static List<Path> micro() {
        Path dir = Outside.repoRoot().resolve("tablegen/src/test/resources/tablegen-micro");
        List<Path> files = SharedFiles.filesUnder(dir, ".td");
        if (files.isEmpty()) throw new AssertionError("no .td under " + dir);
        return files;
    }

    /**
     * The .td files of LLVM's and MLIR's own tests (llvm/test, mlir/test, mlir/lib, the paths the
     * shared folder's upstream/ holds, so a whole llvm-project checkout adds no target's .td).
     * Nothing in the repository stands in for them: skipped with Outside's message where absent,
     * which the end-of-run report lists.
     */
    static List<Path> upstream() {
        Optional<Path> root = Outside.upstream();
        Assumptions.assumeTrue(root.isPresent(), Outside.absentUpstream("LLVM's and MLIR's .td tests"));
        List<Path> out = new ArrayList<>();
        for (String dir : List.of("llvm/test", "mlir/test", "mlir/lib")) out.addAll(SharedFiles.filesUnder(root.get().resolve(dir), ".td"));
        return out;
    }
}
