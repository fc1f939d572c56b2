package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance corpus: valid cases parse without a syntax diagnostic; syntax-error cases
 * report the reference's first diagnostic exactly; semantic-error cases report nothing here.
 */
class ConformanceTest {
    /** Messages (prefixes) of the reference's lexer and parser errors that this layer reports. */
    static final List<String> SYNTAX = List.of(
            "unexpected character", "expected '\"' in string literal", "expected '}]' in string literal",
            "unknown escape in string literal", "unknown directive", "expected string file name after",
            "expected include filename to end", "expected top-level declaration", "expected `{` or `=>` to start",
            "expected pattern metadata identifier", "pattern benefit has already", "expected `(` before pattern benefit",
            "expected integral pattern benefit", "expected pattern benefit to fit", "expected `)` after pattern benefit",
            "pattern recursion metadata has already", "unknown pattern metadata", "expected identifier name",
            "expected `(` to start argument list", "expected `)` to end argument list", "expected identifier argument name",
            "expected `:` before argument constraint", "expected `:` before result constraint",
            "expected `)` to end result list", "expected `;` after native declaration",
            "`_` may only be used", "expected identifier after `let`", "expected `]` after constraint list",
            "expected `>` after variable type constraint", "inline `Attr`, `Value`, and `ValueRange` type constraints",
            "expected identifier constraint", "expected expression", "expected string literal containing",
            "expected `>` after attribute literal", "expected `>` after type literal", "expected `)` after argument list",
            "expected identifier or numeric member name", "expected native constraint", "expected `(` after function name",
            "expected dialect namespace", "expected `.` after dialect namespace", "expected operation name after dialect",
            "expected `>` after operation name", "expected `)` after operation operand list",
            "expected `}` after operation attribute list", "expected identifier or string attribute name",
            "expected `(` before operation result type list", "expected `)` after operation result type list",
            "expected `)` after tuple element list", "expected `:` after `_` variable", "expected `;` after statement",
            "expected `with` after root operation", "expected at least one replacement value",
            "expected `)` after replacement values", "expected `with` before rewrite body",
            "expected `{` to start rewrite body");

    static boolean isSyntax(String message) {
        return SYNTAX.stream().anyMatch(message::startsWith) && !message.startsWith("expected expression of");
    }

    static int[] counts = new int[4];

    @TestFactory
    Stream<DynamicTest> corpus() {
        return Corpus.cases().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    private static void check(Path p) throws Exception {
        String name = p.getFileName().toString();
        SyntaxTree tree = PdllParser.parse(name, Corpus.read(p), ParseOptions.DEFAULT);
        List<String> ours = Trees.lines(tree);
        if (!name.startsWith("neg_")) {
            assertEquals(List.of(), ours, "valid case must parse cleanly");
            return;
        }
        String first = Corpus.referenceFirstLine(p);
        String message = Corpus.messageOf(first);
        if (isSyntax(message) && first.startsWith(name + ":")) {
            assertTrue(!ours.isEmpty(), "expected the syntax error " + first);
            assertEquals(first, ours.get(0));
        } else {
            assertEquals(List.of(), ours, "semantic case (" + first + ") must have no syntax diagnostic");
        }
    }
}
