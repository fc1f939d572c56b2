package pdll.tablegen.source;

import java.util.Arrays;

/**
 * The text of one file as the front end saw it, with a line index so that any offset can be
 * turned into a line and column. Immutable; never touches the disk itself.
 *
 * @param displayName the name diagnostics print (the include path as resolved, like the reference)
 * @param text the full text
 */
public record SourceFile(String displayName, String text, int[] lineStarts) {

    public static SourceFile of(String displayName, String text) {
        int n = 1;
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') n++;
        int[] starts = new int[n];
        int k = 1;
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') starts[k++] = i + 1;
        return new SourceFile(displayName, text, starts);
    }

    /** 1-based line of a char offset. */
    public int lineOf(int offset) {
        int i = Arrays.binarySearch(lineStarts, offset);
        return (i >= 0 ? i : -i - 2) + 1;
    }

    /** 1-based column of a char offset (in chars; .td files are ASCII in practice). */
    public int columnOf(int offset) {
        return offset - lineStarts[lineOf(offset) - 1] + 1;
    }

    public Loc loc(int offset) {
        return new Loc(this, offset);
    }

    /** The text of a 1-based line without its terminator. */
    public String lineText(int line) {
        if (line < 1 || line > lineStarts.length) return "";
        int start = lineStarts[line - 1];
        int end = line < lineStarts.length ? lineStarts[line] - 1 : text.length();
        if (end > start && text.charAt(end - 1) == '\r') end--;
        return text.substring(start, Math.max(start, end));
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return "SourceFile[" + displayName + "]";
    }
}
