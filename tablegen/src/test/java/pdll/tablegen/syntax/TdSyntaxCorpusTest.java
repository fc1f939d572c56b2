package pdll.tablegen.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.source.SourceFile;

/**
 * Every .td file of the MLIR corpus and every micro test parses without a syntax error when its
 * preprocessing starts from an empty macro set (the micro error cases 11-13 are semantic errors).
 */
class TdSyntaxCorpusTest {

    private static List<Path> corpus() throws IOException {
        Path root = SyntaxTestSupport.mlirIncludeDir().resolve("mlir");
        Assumptions.assumeTrue(Files.isDirectory(root),
                "MLIR .td corpus not found at " + root + " (set MLIR_INCLUDE_DIR, or "
                        + SyntaxTestSupport.INSTALL_HINT + ")");
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.toString().endsWith(".td")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> corpusFilesParse() throws IOException {
        Path include = SyntaxTestSupport.mlirIncludeDir();
        return corpus().stream().map(p -> DynamicTest.dynamicTest(include.relativize(p).toString(), () -> {
            String text = SyntaxTestSupport.read(p);
            ParsedFile pf = TdSyntax.parse(SourceFile.of(include.relativize(p).toString(), text), new HashSet<>());
            assertEquals("(ok)", SyntaxTestSupport.firstError(pf));
            assertTrue(pf.diagnostics().isEmpty(), pf.diagnostics().toString());
            // every file of the corpus except the few that are only include guards has statements
            if (!text.contains("include") && !text.contains("def") && !text.contains("class")) return;
            assertFalse(pf.statements().isEmpty(), "no statements");
        }));
    }

    @Test
    void corpusHas313Files() throws IOException {
        List<Path> files = corpus();
        assertTrue(files.size() >= 313, "MLIR 22 ships 313 .td files, found " + files.size());
    }

    /** Parsers share ANTLR's prediction caches: parsing on many threads gives the same trees. */
    @Test
    void parallelParsesAgree() throws IOException {
        List<Path> files = corpus();
        List<String> sequential = files.stream().map(TdSyntaxCorpusTest::summary).toList();
        List<String> parallel = files.parallelStream().map(TdSyntaxCorpusTest::summary).toList();
        assertEquals(sequential, parallel);
    }

    private static String summary(Path p) {
        ParsedFile pf = TdSyntax.parse(SourceFile.of(p.toString(), SyntaxTestSupport.read(p)), new HashSet<>());
        return p + " " + pf.statements() + " " + pf.diagnostics();
    }

    @TestFactory
    Stream<DynamicTest> microFilesParse() {
        return SyntaxTestSupport.resourceFiles("tablegen-micro", ".td").stream()
                .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
                    ParsedFile pf = SyntaxTestSupport.parse(p.getFileName().toString(),
                            SyntaxTestSupport.read(p), new HashSet<>());
                    assertEquals("(ok)", SyntaxTestSupport.firstError(pf));
                    assertFalse(pf.statements().isEmpty());
                }));
    }
}
