package pdll.base.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CaretTest {
    @Test
    void caretUnderTheStartTabsKept() {
        assertEquals("\tlet x = 1;\n\t    ^\n", Caret.render("\tlet x = 1;", 5, 5));
        assertEquals("ab\n^\n", Caret.render("ab", 0, 1));
    }

    @Test
    void tildesUnderTheRestOfTheRange() {
        assertEquals("foo bar\n    ^~~\n", Caret.render("foo bar", 4, 7));
    }

    @Test
    void pastTheEndOfTheLine() {
        assertEquals("ab\n    ^\n", Caret.render("ab", 4, 4));
    }
}
