package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import pdll.ide.text.LineIndex;
import pdll.ide.text.PositionEncoding;

class LineIndexTest {
    // "é" is 1 UTF-16 unit / 2 UTF-8 bytes; "😀" is 2 units / 4 bytes / 1 code point.
    final LineIndex lines = new LineIndex("ab\néx😀y\r\nlast");

    @Test
    void columnsInEveryEncoding() {
        int y = "ab\néx😀".length();
        assertEquals(1, lines.line(y));
        assertEquals(4, lines.column(y, PositionEncoding.UTF16));
        assertEquals(7, lines.column(y, PositionEncoding.UTF8));
        assertEquals(3, lines.column(y, PositionEncoding.UTF32));
        assertEquals(y, lines.offset(1, 4, PositionEncoding.UTF16));
        assertEquals(y, lines.offset(1, 7, PositionEncoding.UTF8));
        assertEquals(y, lines.offset(1, 3, PositionEncoding.UTF32));
    }

    @Test
    void positionsOutsideTheTextAreClamped() {
        int lineEnd = "ab\néx😀y".length();
        assertEquals(lineEnd, lines.offset(1, 99, PositionEncoding.UTF16), "past the end of a line: its end, before \\r\\n");
        assertEquals(lines.text().length(), lines.offset(7, 0, PositionEncoding.UTF16), "past the last line: the end");
        assertEquals(0, lines.offset(-1, 5, PositionEncoding.UTF16));
        assertEquals("ab\néx".length(), lines.offset(1, 3, PositionEncoding.UTF16), "inside a surrogate pair: before it");
    }
}
