package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.drr.check.DrrDiagnostic;
import pdll.drr.read.DrrFile;

/**
 * No false positives: the DRR files {@code mlir-tblgen-22 -gen-rewriters} accepts (LLVM's own,
 * the accepted {@code rewriter-*.td} tests, TestOps.td, the converter's fixtures but the one
 * written to fail) get no error from the checks, nor a warning: their C++ compiles.
 */
class CheckAcceptedCorpusTest {

    @TestFactory
    List<DynamicTest> acceptedFilesGetNoDiagnostic() {
        Assumptions.assumeTrue(TestDirs.mlirTds(), "MLIR's .td files not found: " + TestDirs.INSTALL);
        List<Corpus> corpus = new ArrayList<>();
        for (Corpus c : Corpus.fixtures()) if (!c.name().equals("fixture-unsupported")) corpus.add(c);
        if (TestDirs.shared().isEmpty()) TestDirs.fixturesOnly();
        corpus.addAll(Corpus.shared());
        Optional<java.nio.file.Path> reference = Check.reference();
        if (reference.isEmpty()) System.out.println("not checked that the reference accepts them: " + Check.NO_REFERENCE);
        List<DynamicTest> out = new ArrayList<>();
        for (Corpus c : corpus) {
            out.add(DynamicTest.dynamicTest(c.name(), () -> {
                int patterns = DrrFile.read(c.td(), new pdll.tablegen.TableGenOptions(c.td().getParent(),
                        withMlir(c.includeDirs()), List.of(), pdll.base.io.FileAccess.DISK)).patterns().size();
                List<DrrDiagnostic> ds = Check.ours(c.td(), c.includeDirs(), List.of());
                System.out.println(c.name() + ": " + patterns + " patterns, " + ds.size() + " diagnostics");
                assertEquals(List.of(), ds.stream().map(DrrDiagnostic::headline).toList(), c.td().toString());
                assertTrue(patterns > 0, "no pattern in " + c.td());
                if (reference.isPresent()) {
                    Check.Reference r = Check.reference(reference.get(), c.td(), c.includeDirs(), List.of());
                    assertTrue(r.accepted(), "the reference rejects " + c.td() + ": " + r.firstError());
                }
            }));
        }
        return out;
    }

    private static List<java.nio.file.Path> withMlir(List<java.nio.file.Path> dirs) {
        List<java.nio.file.Path> out = new ArrayList<>(dirs);
        out.add(TestDirs.MLIR_INCLUDE);
        return out;
    }

}
