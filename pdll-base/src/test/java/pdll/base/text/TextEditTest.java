package pdll.base.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TextEditTest {
    @Test
    void appliesToTheRange() {
        TextEdit e = new TextEdit(2, 4, "XYZ");
        assertEquals(new TextEdit(new TextRange(2, 4), "XYZ"), e);
        assertEquals("abXYZef", e.apply("abcdef"));
        assertEquals("ab_cdef", new TextEdit(2, 2, "_").apply("abcdef"));
    }

    @Test
    void rangesAreHalfOpen() {
        TextRange r = new TextRange(2, 4);
        assertTrue(r.contains(2));
        assertFalse(r.contains(4));
        assertTrue(r.touches(4));
        assertEquals(2, r.length());
    }

    @Test
    void badRangesAndEditsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TextRange(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> new TextRange(3, 2));
        assertThrows(IllegalArgumentException.class, () -> new TextEdit(0, 0, null));
    }
}
