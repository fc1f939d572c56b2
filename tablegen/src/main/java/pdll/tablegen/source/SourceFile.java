package pdll.tablegen.source;

import java.util.function.Supplier;
import pdll.base.text.LineIndex;

/**
 * The text of one file as the front end saw it, with its line index so that any offset can be
 * turned into a line and column (found on first use). Identity is the object: two reads of one
 * path are two source files.
 *
 * <p>A file restored from the on-disk import cache is {@linkplain #lazy lazy}: its text is read
 * only when a location in it is printed or shown, which most runs never do (the cache checked
 * beforehand that the file still has the content the entry was built from).
 */
public final class SourceFile {
    private final String displayName;
    private Supplier<String> text;
    private volatile LineIndex lines;

    private SourceFile(String displayName, LineIndex lines, Supplier<String> text) {
        this.displayName = displayName;
        this.lines = lines;
        this.text = text;
    }

    public static SourceFile of(String displayName, String text) {
        return new SourceFile(displayName, new LineIndex(text), null);
    }

    /** A file whose text is produced on first use (then kept). */
    public static SourceFile lazy(String displayName, Supplier<String> text) {
        return new SourceFile(displayName, null, text);
    }

    /** The name diagnostics print (the include path as resolved, like the reference). */
    public String displayName() {
        return displayName;
    }

    /** The full text and its lines. */
    public LineIndex lines() {
        LineIndex l = lines;
        if (l == null) {
            synchronized (this) {
                l = lines;
                if (l == null) {
                    String t = text.get();
                    lines = l = new LineIndex(t == null ? "" : t);
                    text = null;
                }
            }
        }
        return l;
    }

    public String text() {
        return lines().text();
    }

    public Loc loc(int offset) {
        return new Loc(this, offset);
    }

    /** The text of a 1-based line without its terminator. */
    public String lineText(int line) {
        return lines().lineText(line - 1);
    }

    @Override
    public String toString() {
        return "SourceFile[" + displayName + "]";
    }
}
