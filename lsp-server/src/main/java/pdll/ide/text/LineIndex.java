package pdll.ide.text;

import java.util.Arrays;

/**
 * Line starts of one text, converting between UTF-16 offsets and (0-based line, column) positions
 * whose column counts UTF-16 units, UTF-8 bytes or code points. Positions outside the text are
 * clamped as the LSP specification asks (a column past the line's end means the end of the line, a
 * line past the last means the end of the text), so a conversion never fails. Immutable.
 */
public final class LineIndex {
    private final String text;
    private final int[] starts;

    public LineIndex(String text) {
        this.text = text;
        int n = 1;
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') n++;
        int[] s = new int[n];
        int k = 1;
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') s[k++] = i + 1;
        this.starts = s;
    }

    /** Over line starts already known (a {@code .td} source file's, computed the same way). */
    LineIndex(String text, int[] starts) {
        this.text = text;
        this.starts = starts;
    }

    public String text() {
        return text;
    }

    public int lineCount() {
        return starts.length;
    }

    /** 0-based line of an offset (clamped into the text). */
    public int line(int offset) {
        offset = Math.max(0, Math.min(offset, text.length()));
        int i = Arrays.binarySearch(starts, offset);
        return i >= 0 ? i : -i - 2;
    }

    public int lineStart(int line) {
        return starts[Math.max(0, Math.min(line, starts.length - 1))];
    }

    /** The end of a line's content (before its {@code \n}, and before a {@code \r} preceding it). */
    public int lineEnd(int line) {
        line = Math.max(0, Math.min(line, starts.length - 1));
        int end = line + 1 < starts.length ? starts[line + 1] - 1 : text.length();
        if (end > starts[line] && text.charAt(end - 1) == '\r') end--;
        return end;
    }

    /** The column of an offset in the given encoding. */
    public int column(int offset, PositionEncoding enc) {
        offset = Math.max(0, Math.min(offset, text.length()));
        int start = starts[line(offset)];
        return switch (enc) {
            case UTF16 -> offset - start;
            case UTF32 -> text.codePointCount(start, offset);
            case UTF8 -> {
                int bytes = 0;
                for (int i = start; i < offset; i++) {
                    char c = text.charAt(i);
                    if (c < 0x80) bytes += 1;
                    else if (c < 0x800) bytes += 2;
                    else if (Character.isHighSurrogate(c) && i + 1 < offset && Character.isLowSurrogate(text.charAt(i + 1))) {
                        bytes += 4;
                        i++;
                    } else bytes += 3;
                }
                yield bytes;
            }
        };
    }

    /** The offset of a (line, column) position, clamped; never in the middle of a surrogate pair. */
    public int offset(int line, int column, PositionEncoding enc) {
        if (line < 0) return 0;
        if (line >= starts.length) return text.length();
        int start = starts[line];
        int end = lineEnd(line);
        if (column <= 0) return start;
        int i = start;
        int counted = 0;
        while (i < end) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(text.charAt(i + 1));
            int units = switch (enc) {
                case UTF16 -> pair ? 2 : 1;
                case UTF32 -> 1;
                case UTF8 -> c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
            };
            if (counted + units > column) break;
            counted += units;
            i += pair ? 2 : 1;
            if (counted == column) break;
        }
        return i;
    }
}
