package pdll.base.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class LineIndexTest {
    // "é" is 1 UTF-16 unit / 2 UTF-8 bytes; "😀" is 2 units / 4 bytes / 1 code point; CRLF ends line 1; the last line is empty.
    static final String TEXT = "ab\néx😀y\r\nlast\n";
    final LineIndex lines = new LineIndex(TEXT);

    private void columns(int offset, int utf8, int utf16, int utf32) {
        assertEquals(utf8, lines.column(offset, PositionEncoding.UTF8), "UTF-8 column of " + offset);
        assertEquals(utf16, lines.column(offset, PositionEncoding.UTF16), "UTF-16 column of " + offset);
        assertEquals(utf32, lines.column(offset, PositionEncoding.UTF32), "UTF-32 column of " + offset);
    }

    private void offsets(int line, int utf8, int utf16, int utf32, int offset) {
        assertEquals(offset, lines.offset(line, utf8, PositionEncoding.UTF8));
        assertEquals(offset, lines.offset(line, utf16, PositionEncoding.UTF16));
        assertEquals(offset, lines.offset(line, utf32, PositionEncoding.UTF32));
    }

    /** Every line start and every offset's line, as a fresh index of the text finds them. */
    private static void sameAsFresh(LineIndex derived, String text, String what) {
        LineIndex fresh = new LineIndex(text);
        assertEquals(fresh.lineCount(), derived.lineCount(), what);
        for (int l = 0; l < fresh.lineCount(); l++) assertEquals(fresh.lineStart(l), derived.lineStart(l), what + ", line " + l);
        for (int o = 0; o <= text.length(); o++) assertEquals(fresh.line(o), derived.line(o), what + ", offset " + o);
    }

    /**
     * An index derived from the previous version's (a keystroke's edit, or a whole new text whose
     * edit is found from the common ends) equals a fresh one, edit after edit: line breaks typed,
     * deleted, replaced, at the start and the end, CRLF split.
     */
    @Test
    void anEditedIndexEqualsAFreshOne() {
        Random random = new Random(7);
        String alphabet = "ab\n\r\n é😀";
        String text = TEXT;
        LineIndex lines = new LineIndex(text);
        for (int i = 0; i < 2000; i++) {
            lines.lineCount(); // the starts are known: derived, not found again
            int start = random.nextInt(text.length() + 1), end = Math.min(text.length(), start + random.nextInt(4));
            StringBuilder ins = new StringBuilder();
            for (int k = random.nextInt(4); k > 0; k--) ins.append(alphabet.charAt(random.nextInt(alphabet.length())));
            String now = text.substring(0, start) + ins + text.substring(end);
            LineIndex next = random.nextBoolean() ? lines.edited(start, end, ins.toString(), now) : lines.changedTo(now);
            sameAsFresh(next, now, "edit " + i + " of " + text.replace("\n", "\\n"));
            text = now.length() > 200 ? now.substring(0, 100) : now;
            lines = text == now ? next : new LineIndex(text);
        }
    }

    @Test
    void linesEndAtNewlineAndTheLastMayBeEmpty() {
        assertEquals(4, lines.lineCount());
        assertEquals(0, lines.line(2));
        assertEquals(1, lines.line(3));
        assertEquals(1, lines.line(TEXT.indexOf('\n', 3)), "the \\n of CRLF is on its line");
        assertEquals(2, lines.line(TEXT.indexOf("last")));
        assertEquals(3, lines.line(TEXT.length()), "after the final newline: the empty last line");
        assertEquals(TEXT.length(), lines.lineStart(3));
        assertEquals(TEXT.length(), lines.lineEnd(3));
        assertEquals("", lines.lineText(3));
        assertEquals(new LineIndex("").lineCount(), 1);
    }

    @Test
    void crlfIsNotPartOfTheLine() {
        assertEquals("éx😀y", lines.lineText(1));
        assertEquals(TEXT.indexOf('\r'), lines.lineEnd(1));
        assertEquals("", lines.lineText(4), "no such line");
        assertEquals("", lines.lineText(-1));
    }

    @Test
    void astralCharactersInEveryEncoding() {
        int emoji = "ab\néx".length();
        int y = emoji + 2;
        columns(3, 0, 0, 0);
        columns(emoji, 3, 2, 2);
        columns(y, 7, 4, 3);
        columns(y + 1, 8, 5, 4);
        offsets(1, 7, 4, 3, y);
        offsets(1, 3, 2, 2, emoji);
        offsets(1, 8, 5, 4, y + 1);
    }

    @Test
    void insideASurrogatePairCountsTheWholeCharacter() {
        int inside = "ab\néx".length() + 1;
        columns(inside, 7, 3, 3);
        assertEquals(inside - 1, lines.offset(1, 3, PositionEncoding.UTF16), "inside a surrogate pair: before it");
        assertEquals(inside - 1, lines.offset(1, 5, PositionEncoding.UTF8), "inside the pair's bytes: before it");
        LineIndex lone = new LineIndex("\ud800x");
        assertEquals(3, lone.column(1, PositionEncoding.UTF8), "a lone surrogate is three bytes");
        assertEquals(1, lone.column(1, PositionEncoding.UTF16));
        assertEquals(1, lone.column(1, PositionEncoding.UTF32));
    }

    @Test
    void columnsOnTheLinesAroundCrlfAndTheEmptyLastLine() {
        int last = TEXT.indexOf("last");
        columns(last, 0, 0, 0);
        columns(last + 4, 4, 4, 4);
        columns(TEXT.length(), 0, 0, 0);
        columns(TEXT.indexOf('\r'), 8, 5, 4);
        offsets(2, 2, 2, 2, last + 2);
        offsets(3, 0, 0, 0, TEXT.length());
    }

    @Test
    void positionsOutsideTheTextAreClamped() {
        int lineEnd = TEXT.indexOf('\r');
        for (PositionEncoding enc : PositionEncoding.values()) {
            assertEquals(lineEnd, lines.offset(1, 99, enc), "past the end of a line: its end, before \\r\\n");
            assertEquals(TEXT.length(), lines.offset(7, 0, enc), "past the last line: the end");
            assertEquals(0, lines.offset(-1, 5, enc));
            assertEquals(3, lines.offset(1, -2, enc));
            assertEquals(0, lines.column(-5, enc));
            assertEquals(0, lines.column(TEXT.length() + 5, enc));
        }
        assertEquals(3, lines.line(TEXT.length() + 5));
        assertEquals(0, lines.lineStart(-3));
    }

    @Test
    void encodingsByName() {
        for (PositionEncoding enc : PositionEncoding.values()) assertEquals(enc, PositionEncoding.of(enc.label().toUpperCase()));
        assertEquals(null, PositionEncoding.of("utf-7"));
    }

    /**
     * The O(1) conversions of ASCII texts and texts without surrogates give what scanning the line
     * gives: random texts of each kind, every offset and every (line, column) of every encoding,
     * against a straightforward scan written here.
     */
    @Test
    void fastConversionsEqualAScanOfTheLine() {
        Random r = new Random(7);
        String[] alphabets = {"ab \n\r", "ab \u00e9\u4e2d\n", "ab\u00e9\ud83d\ude00\n\ud800"};
        for (int round = 0; round < 300; round++) {
            String alphabet = alphabets[round % 3];
            StringBuilder sb = new StringBuilder();
            int n = r.nextInt(60);
            for (int i = 0; i < n; i++) sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
            String text = sb.toString();
            LineIndex idx = new LineIndex(text);
            for (PositionEncoding enc : PositionEncoding.values()) {
                for (int off = 0; off <= text.length(); off++) {
                    assertEquals(scanColumn(text, idx.lineStart(idx.line(off)), off, enc), idx.column(off, enc),
                            "column of " + off + " " + enc + " in " + text.chars().boxed().toList());
                }
                for (int line = 0; line < idx.lineCount(); line++) {
                    for (int col = 0; col < 70; col++) {
                        assertEquals(scanOffset(text, idx.lineStart(line), idx.lineEnd(line), col, enc), idx.offset(line, col, enc),
                                "offset of " + line + ":" + col + " " + enc + " in " + text.chars().boxed().toList());
                    }
                }
            }
        }
    }

    private static int units(String t, int i, int end, PositionEncoding enc) {
        char c = t.charAt(i);
        boolean pair = Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(t.charAt(i + 1));
        return switch (enc) {
            case UTF16 -> pair ? 2 : 1;
            case UTF32 -> 1;
            case UTF8 -> c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
        };
    }

    private static int scanColumn(String t, int start, int offset, PositionEncoding enc) {
        if (enc == PositionEncoding.UTF16) return offset - start;
        if (enc == PositionEncoding.UTF32) return t.codePointCount(start, offset);
        int n = 0;
        for (int i = start; i < offset; i++) {
            boolean pair = Character.isHighSurrogate(t.charAt(i)) && i + 1 < t.length() && Character.isLowSurrogate(t.charAt(i + 1));
            n += units(t, i, t.length(), enc);
            if (pair) i++;
        }
        return n;
    }

    private static int scanOffset(String t, int start, int end, int column, PositionEncoding enc) {
        if (column <= 0) return start;
        int i = start, counted = 0;
        while (i < end) {
            boolean pair = Character.isHighSurrogate(t.charAt(i)) && i + 1 < end && Character.isLowSurrogate(t.charAt(i + 1));
            int u = units(t, i, end, enc);
            if (counted + u > column) break;
            counted += u;
            i += pair ? 2 : 1;
            if (counted == column) break;
        }
        return i;
    }
}
