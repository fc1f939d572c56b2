package pdll.tablegen.source;

import pdll.base.text.LineIndex;

/**
 * The text of one file as the front end saw it, with its line index so that any offset can be
 * turned into a line and column (found on first use). Immutable; never touches the disk itself.
 *
 * @param displayName the name diagnostics print (the include path as resolved, like the reference)
 * @param lines the full text and its lines
 */
public record SourceFile(String displayName, LineIndex lines) {

    public static SourceFile of(String displayName, String text) {
        return new SourceFile(displayName, new LineIndex(text));
    }

    public String text() {
        return lines.text();
    }

    public Loc loc(int offset) {
        return new Loc(this, offset);
    }

    /** The text of a 1-based line without its terminator. */
    public String lineText(int line) {
        return lines.lineText(line - 1);
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
