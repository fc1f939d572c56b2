package pdll.base.text;

import java.util.Arrays;

/**
 * The lines of one text, converting between UTF-16 offsets and (0-based line, column) positions
 * whose column counts UTF-16 units, UTF-8 bytes or code points ({@link PositionEncoding}). A line
 * ends at {@code \n}; a {@code \r} before it is part of the terminator, not of the line's content.
 * Positions outside the text are clamped as the LSP specification asks (a column past a line's end
 * means the end of the line, a line past the last means the end of the text), so a conversion never
 * fails. The line starts are found on first use: most texts (every {@code .td} file a closure
 * reads, every reparse of a keystroke) are never asked for a position. Immutable and thread-safe.
 */
public final class LineIndex {
    private final String text;
    private volatile int[] starts;
    /**
     * What the text holds, found on first use: {@link #ASCII}, {@link #NO_SURROGATES} or {@link
     * #SURROGATES} (0: not known yet). In an ASCII text every encoding's column is the UTF-16
     * offset from the line's start, and without surrogates UTF-16 and UTF-32 columns are: the
     * conversions are then O(1) instead of a scan of the line (a 40,000-character line made the
     * code actions of a file with many diagnostics take seconds).
     */
    private volatile int kind;
    private static final int ASCII = 1, NO_SURROGATES = 2, SURROGATES = 3;

    public LineIndex(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    public int lineCount() {
        return starts().length;
    }

    /** 0-based line of an offset (clamped into the text). */
    public int line(int offset) {
        offset = Math.max(0, Math.min(offset, text.length()));
        int i = Arrays.binarySearch(starts(), offset);
        return i >= 0 ? i : -i - 2;
    }

    /** The offset where a line (clamped to the existing ones) starts. */
    public int lineStart(int line) {
        int[] s = starts();
        return s[Math.max(0, Math.min(line, s.length - 1))];
    }

    /** The end of a line's content (before its {@code \n}, and before a {@code \r} preceding it). */
    public int lineEnd(int line) {
        int[] s = starts();
        line = Math.max(0, Math.min(line, s.length - 1));
        int end = line + 1 < s.length ? s[line + 1] - 1 : text.length();
        if (end > s[line] && text.charAt(end - 1) == '\r') end--;
        return end;
    }

    /** A line's content without its terminator; empty for a line that does not exist. */
    public String lineText(int line) {
        if (line < 0 || line >= lineCount()) return "";
        return text.substring(lineStart(line), lineEnd(line));
    }

    /** The column of an offset; inside a surrogate pair it counts the whole character, a lone surrogate is 3 UTF-8 bytes. */
    public int column(int offset, PositionEncoding enc) {
        offset = Math.max(0, Math.min(offset, text.length()));
        int start = starts()[line(offset)];
        if (enc == PositionEncoding.UTF16 || kind() == ASCII || enc == PositionEncoding.UTF32 && kind() == NO_SURROGATES) {
            return offset - start;
        }
        return switch (enc) {
            case UTF16 -> offset - start;
            case UTF32 -> text.codePointCount(start, offset);
            case UTF8 -> {
                int bytes = 0;
                for (int i = start; i < offset; i++) {
                    char c = text.charAt(i);
                    if (c < 0x80) bytes += 1;
                    else if (c < 0x800) bytes += 2;
                    else if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
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
        if (line >= lineCount()) return text.length();
        int start = lineStart(line);
        int end = lineEnd(line);
        if (column <= 0) return start;
        if (kind() == ASCII || enc != PositionEncoding.UTF8 && kind() == NO_SURROGATES) return start + Math.min(column, end - start);
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

    private int kind() {
        int k = kind;
        if (k == 0) {
            k = ASCII;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (Character.isSurrogate(c)) {
                    k = SURROGATES;
                    break;
                }
                if (c >= 0x80) k = NO_SURROGATES;
            }
            kind = k;
        }
        return k;
    }

    /**
     * The index of {@code now}, this index's text with {@code [start, end)} replaced by {@code
     * inserted}: its line starts are derived from this one's when those are known (the lines
     * before the edit kept, the inserted text's added, those after shifted; no scan of the text),
     * else found on first use. A keystroke in a 6,000-line document then costs no scan of it.
     */
    public LineIndex edited(int start, int end, String inserted, String now) {
        LineIndex next = new LineIndex(now);
        int[] s = starts;
        if (s == null) return next;
        int keep = firstAfter(s, start), after = firstAfter(s, end);
        int added = 0;
        for (int j = inserted.indexOf('\n'); j >= 0; j = inserted.indexOf('\n', j + 1)) added++;
        int[] ns = new int[keep + added + (s.length - after)];
        System.arraycopy(s, 0, ns, 0, keep);
        int k = keep;
        for (int j = inserted.indexOf('\n'); j >= 0; j = inserted.indexOf('\n', j + 1)) ns[k++] = start + j + 1;
        int delta = inserted.length() - (end - start);
        for (int i = after; i < s.length; i++) ns[k++] = s[i] + delta;
        next.starts = ns;
        return next;
    }

    /** The index of {@code now}, an edit of this index's text (the edit found from their common ends). */
    public LineIndex changedTo(String now) {
        if (starts == null) return new LineIndex(now);
        TextChange c = TextChange.between(text, now);
        return edited(c.prefix(), text.length() - c.suffix(), now.substring(c.prefix(), now.length() - c.suffix()), now);
    }

    /** How many of the ascending starts are at or before {@code offset} (a start there begins a line the edit keeps). */
    private static int firstAfter(int[] s, int offset) {
        int i = Arrays.binarySearch(s, offset);
        return i >= 0 ? i + 1 : -i - 1;
    }

    private int[] starts() {
        int[] s = starts;
        if (s == null) {
            // from line feed to line feed with indexOf (the JDK's own loop, compiled early) rather
            // than a loop over every character, which a fresh JVM runs interpreted: a document just
            // opened is indexed on the way to its first diagnostics
            int n = 1;
            for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
            s = new int[n];
            int k = 1;
            for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) s[k++] = i + 1;
            starts = s;
        }
        return s;
    }
}
