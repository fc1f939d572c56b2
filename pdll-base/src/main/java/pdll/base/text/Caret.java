package pdll.base.text;

/**
 * The two lines a compiler prints under a diagnostic's headline: the source line, then a caret
 * under the start of the range and {@code ~} under the rest of it. Whatever comes before the caret
 * is blanked one character for one: a tab stays a tab (so the caret lines up at any tab width),
 * anything else becomes a space. Columns count UTF-16 units of the line.
 */
public final class Caret {
    private Caret() {}

    /** The line (without its terminator) and the caret line for the columns [start, end), each ending in a newline. */
    public static String render(String line, int start, int end) {
        StringBuilder sb = new StringBuilder(line.length() + start + 4).append(line).append('\n');
        for (int i = 0; i < start; i++) sb.append(i < line.length() && line.charAt(i) == '\t' ? '\t' : ' ');
        sb.append('^');
        for (int i = start + 1; i < end; i++) sb.append('~');
        return sb.append('\n').toString();
    }
}
