package pdll.tablegen.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pdll.base.diag.Severity;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.source.Diagnostic;

/**
 * One fixture per syntax error under {@code syntax/errors/}. Line 1 of each fixture is
 * {@code // EXPECT: <line>}, the first line mlir-tblgen-22 prints for that file (recorded by
 * running {@code mlir-tblgen-22 --print-records NAME.td} in the fixture directory, so the test
 * does not need the binary). Errors the reference reports on two lines (preprocessor errors, and
 * a block's missing closing brace with {@code to match this '{'}) have a second header line
 * {@code // EXPECT-NOTE: <line>}, which we return as a note.
 */
class TdSyntaxErrorsTest {
    private static final String EXPECT = "// EXPECT: ";
    private static final String EXPECT_NOTE = "// EXPECT-NOTE: ";

    private static List<Path> fixtures() {
        return SyntaxTestSupport.resourceFiles("syntax/errors", ".td");
    }

    @TestFactory
    Stream<DynamicTest> errorFixtures() {
        return fixtures().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    @Test
    void manyFixtures() {
        assertTrue(fixtures().size() >= 15, "at least 15 error fixtures");
    }

    private static void check(Path p) {
        String name = p.getFileName().toString();
        String text = SyntaxTestSupport.read(p);
        String[] lines = text.split("\n", 3);
        assertTrue(lines[0].startsWith(EXPECT), "fixture must start with " + EXPECT);
        String expected = lines[0].substring(EXPECT.length());
        String expectedNote = lines.length > 1 && lines[1].startsWith(EXPECT_NOTE)
                ? lines[1].substring(EXPECT_NOTE.length()) : null;

        ParsedFile pf = SyntaxTestSupport.parse(name, text, new HashSet<>());
        assertEquals(expected, SyntaxTestSupport.firstError(pf));
        long errors = pf.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).count();
        assertEquals(1, errors, "exactly one error diagnostic");
        String note = pf.diagnostics().stream().filter(d -> d.severity() == Severity.NOTE)
                .map(d -> d.headline().replace(": note: ", ": error: ")).findFirst().orElse(null);
        assertEquals(expectedNote, note, "second line (the reference prints it as an error)");
    }
}
