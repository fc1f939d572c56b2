package pdll.mlir.affine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The exact pairs of {@code literals.txt} (every simplification rule, printing rule and error
 * found against MLIR 22, one section each), through {@link AffineParser} without the reference.
 */
class AffineFixtureTest {
    @TestFactory
    Stream<DynamicTest> literals() throws Exception {
        List<AffineFixture> fixtures = AffineFixture.load();
        return fixtures.stream().map(f -> DynamicTest.dynamicTest(
                f.section() + " (line " + f.line() + "): " + f.literal().replace("\n", "\\n"),
                () -> assertEquals(f.expected(), AffineLiterals.parse(f.literal()))));
    }
}
