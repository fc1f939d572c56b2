package pdll.mlir.fp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pdll.mlir.fp.FloatReference.Answer;
import pdll.mlir.fp.FloatReference.Case;

/**
 * The exact answers of MLIR 22 for chosen literals ({@code float-literals.txt}: every format and
 * every reading and printing rule), checked without the reference.
 */
class FloatFixtureTest {
    static final String FIXTURE = "float-literals.txt";

    record Line(int number, Case c, String expected) {}

    static List<Line> lines() throws IOException {
        List<Line> out = new ArrayList<>();
        try (InputStream in = FloatFixtureTest.class.getResourceAsStream(FIXTURE)) {
            assertNotNull(in, FIXTURE);
            String[] text = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            for (int i = 0; i < text.length; i++) {
                String l = text[i];
                if (l.isBlank() || l.startsWith("#")) continue;
                int arrow = l.indexOf(" => ");
                int colon = l.lastIndexOf(" : ", arrow);
                FloatKind kind = FloatKind.forKeyword(l.substring(colon + 3, arrow)).orElseThrow(() -> new IllegalArgumentException(l));
                out.add(new Line(i + 1, new Case(l.substring(0, colon), kind), l.substring(arrow + 4)));
            }
        }
        return out;
    }

    static String render(Answer a) {
        if (a.error() != null) return "error: " + a.error();
        StringBuilder bits = new StringBuilder();
        String le = a.storageHex();
        for (int i = le.length() - 2; i >= 0; i -= 2) bits.append(le, i, i + 2);
        String b = bits.toString().replaceFirst("^0+(?=.)", "");
        return a.printed() + " bits 0x" + b;
    }

    @TestFactory
    Stream<DynamicTest> fixture() throws IOException {
        return lines().stream().map(l -> DynamicTest.dynamicTest(FIXTURE + ":" + l.number() + " " + l.c().text(),
                () -> assertEquals(l.expected(), render(FloatReference.ours(l.c())))));
    }

    @Test
    void fixtureCoversEveryFormat() throws IOException {
        Set<FloatKind> seen = EnumSet.noneOf(FloatKind.class);
        for (Line l : lines()) seen.add(l.c().kind());
        assertEquals(EnumSet.allOf(FloatKind.class), seen);
        assertTrue(lines().size() > 100);
    }
}
