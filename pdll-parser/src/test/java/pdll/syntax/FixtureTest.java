package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Fixtures under {@code src/test/resources/pdll-syntax}: each {@code .pdll} file is parsed with
 * split-input-file semantics and must report exactly the diagnostics its
 * {@code // expected-error@+N {{message}}} annotations name (line = annotation line + N), in order.
 */
class FixtureTest {
    private static final Pattern EXPECTED = Pattern.compile("expected-error(?:@([+-]\\d+))?\\s*\\{\\{(.*?)\\}\\}");

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException, URISyntaxException {
        Path dir = Path.of(FixtureTest.class.getResource("/pdll-syntax").toURI());
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList().stream()
                    .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
        }
    }

    static void check(Path p) throws IOException {
        String text = Files.readString(p);
        List<String> expected = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = EXPECTED.matcher(lines[i]);
            while (m.find()) {
                int line = i + 1 + (m.group(1) == null ? 0 : Integer.parseInt(m.group(1)));
                expected.add(line + ": " + m.group(2));
            }
        }
        expected.sort(java.util.Comparator.comparingInt(s -> Integer.parseInt(s.substring(0, s.indexOf(':')))));
        List<String> actual = new ArrayList<>();
        List<SyntaxTree> parts = PdllParser.parseSplit(p.getFileName().toString(), text, ParseOptions.DEFAULT);
        for (SyntaxTree t : parts)
            for (Diagnostic d : t.diagnostics()) actual.add(t.position(d.offset()).line() + ": " + d.message());
        assertEquals(String.join("\n", expected), String.join("\n", actual));
    }
}
