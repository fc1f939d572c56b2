package pdll.base.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Expectations measured with mlir-pdll-22 and llvm-tblgen-22 (see the class comment of {@link Caret}). */
class CaretTest {
    @Test
    void aTabAdvancesToTheNextStopOfEightInBothLines() {
        // mlir-pdll-22 on "\terase y;": "        erase y;" / 14 blanks and the caret
        assertEquals("        erase y;\n              ^\n", Caret.render("\terase y;", 7, 7));
        // llvm-tblgen-22 on "\tint x = \t\"a\";" at column 11
        assertEquals("        int x =         \"a\";\n                        ^\n", Caret.render("\tint x = \t\"a\";", 10, 10));
        // a tab after text ("  erase  \t y;") fills to the stop, at least one blank
        assertEquals("  erase          y;\n                 ^\n", Caret.render("  erase  \t y;", 11, 11));
    }

    @Test
    void aRangeIsUnderlinedAfterTheCaretAndTrailingBlanksOfTheSourceStay() {
        assertEquals("foo bar\n    ^~~\n", Caret.render("foo bar", 4, 7));
        assertEquals("  erase y;   \n        ^\n", Caret.render("  erase y;   ", 8, 8));
        assertEquals("  erase y;\n        ^\n", Caret.render("  erase y;\r", 8, 8)); // CRLF: the CR is no text
    }

    @Test
    void aLineWithANonAsciiCharacterGetsNoCaretLine() {
        assertEquals("  let \u00e9x = op<a.b>;\n", Caret.render("  let \u00e9x = op<a.b>;", 6, 6));
        assertEquals("  erase op<a.b>(\ud83d\ude00);\n", Caret.render("  erase op<a.b>(\ud83d\ude00);", 16, 16));
    }

    @Test
    void aCaretPastTheEndOfTheLineStillShows() {
        assertEquals("ab\n^\n", Caret.render("ab", 0, 1));
        assertEquals("ab\n    ^\n", Caret.render("ab", 4, 4));
    }
}
