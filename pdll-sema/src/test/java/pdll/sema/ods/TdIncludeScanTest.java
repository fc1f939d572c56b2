package pdll.sema.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The text scan that warms the caches before a PDLL file is parsed: every {@code .td} include at the start of a line. */
class TdIncludeScanTest {
    @Test
    void findsTdIncludesAtTheStartOfALine() {
        String text = """
                #include "mlir/Dialect/Arith/IR/ArithOps.td"
                  #include"Tensor.td"
                #include "lib/constraints.pdll"
                // #include "Commented.td" (not at the start: left out)
                Pattern { erase op<a.b>; }
                \t#include "Last.td"
                """;
        assertEquals(List.of("mlir/Dialect/Arith/IR/ArithOps.td", "Tensor.td", "Last.td"), OdsImporter.tdIncludesIn(text));
        assertEquals(List.of(), OdsImporter.tdIncludesIn("Pattern {}"));
    }

    /** The regular expression the scan replaced (it was slow in a fresh JVM): the oracle for the one below. */
    private static final Pattern BEFORE = Pattern.compile("^[ \\t]*#include[ \\t]*\"([^\"\\n]+\\.td)\"", Pattern.MULTILINE);

    /** Texts made of the pieces that matter (line ends of every kind, blanks, quotes, names): the same names as the regex. */
    @Test
    void findsWhatTheMultiLineRegexFound() {
        String[] pieces = {"#include", "#include", " ", "\t", "\"", "\"", "\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029",
                "a.td", ".td", "x", "td", ".", "//", "Pattern {}",
                // whole includes and near misses, so that many texts have names to find
                "#include \"a.td\"", "#include\"d/b.td\"", "\t#include \t\"c.td\"", "#include \".td\"", "#include \"a.td",
                "#include \"a\n.td\"", "\n#include \"e.td\"\n", "\r\n#include \"f.td\"", "\u2028 #include \"g.td\""};
        Random random = new Random(20261129);
        int withNames = 0;
        for (int n = 0; n < 20_000; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(14);
            for (int k = 0; k < length; k++) text.append(pieces[random.nextInt(pieces.length)]);
            List<String> expected = new ArrayList<>();
            Matcher m = BEFORE.matcher(text);
            while (m.find()) expected.add(m.group(1));
            if (!expected.isEmpty()) withNames++;
            assertEquals(expected, OdsImporter.tdIncludesIn(text.toString()), () -> "text: " + text.toString().replace("\r", "\\r").replace("\n", "\\n"));
        }
        assertTrue(withNames > 100, "too few texts with an include to compare: " + withNames);
    }
}
