package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every DRR file in {@code fixtures/} converts to exactly the PDLL of the {@code .pdll} file
 * beside it, with exactly the warnings of the {@code .stderr} file (none when there is no such
 * file) and the exit status they imply (0 all converted, 1 some not). The fixtures cover each
 * DRR construct and placeholder, and the records with no PDLL form. Run with
 * {@code -Ddrr.update=true} to rewrite the expectations after a deliberate change (then review
 * the diff).
 */
class ConversionFixturesTest {

    static List<Path> fixtureFiles() throws IOException {
        try (Stream<Path> s = Files.list(TestDirs.fixtures())) {
            return s.filter(p -> p.toString().endsWith(".td")).sorted().toList();
        }
    }

    @TestFactory
    List<DynamicTest> fixturesConvertAsExpected() throws IOException {
        Assumptions.assumeTrue(TestDirs.mlirTds(), "MLIR's .td files not found: " + TestDirs.INSTALL);
        boolean update = Boolean.getBoolean("drr.update");
        List<DynamicTest> out = new ArrayList<>();
        for (Path td : fixtureFiles()) {
            out.add(DynamicTest.dynamicTest(td.getFileName().toString(), () -> {
                Convert.Result r = Convert.run(td.getParent(), List.of(td.getFileName().toString()));
                String stem = td.getFileName().toString().replaceFirst("\\.td$", "");
                Path pdll = td.resolveSibling(stem + ".pdll");
                Path stderr = td.resolveSibling(stem + ".stderr");
                if (update) {
                    Files.writeString(pdll, r.out());
                    if (r.err().isEmpty()) Files.deleteIfExists(stderr);
                    else Files.writeString(stderr, r.err());
                }
                String expectedErr = Files.exists(stderr) ? Files.readString(stderr) : "";
                assertEquals(Files.readString(pdll), r.out(), "the PDLL of " + td.getFileName());
                assertEquals(expectedErr, r.err(), "the warnings of " + td.getFileName());
                assertEquals(expectedErr.isEmpty() ? 0 : 1, r.rc(), "the exit status of " + td.getFileName());
            }));
        }
        return out;
    }
}
