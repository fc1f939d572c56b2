package pdll.base.text;

/**
 * The two lines a compiler prints under a diagnostic's headline, as LLVM's tools print them (the
 * reference compilers' output is the spec, measured with {@code mlir-pdll-22} and
 * {@code llvm-tblgen-22}): the source line, then a caret under the start of the range and
 * {@code ~} under the rest of it, with trailing blanks dropped. A tab in the source line advances
 * to the next multiple of {@value #TAB_STOP} columns in both lines, so they line up in any
 * terminal; a line with a non-ASCII character gets no caret line at all (its columns count bytes,
 * which no terminal shows one per column).
 */
public final class Caret {
    static final int TAB_STOP = 8;

    private Caret() {}

    /**
     * The line (a CR left of its terminator is dropped) and, for an ASCII line, the caret line for the columns
     * [start, end) of it (UTF-16 units, which are bytes for ASCII), each ending in a newline.
     */
    public static String render(String line, int start, int end) {
        if (line.endsWith("\r")) line = line.substring(0, line.length() - 1); // the rest of a CRLF terminator
        // Most lines have no tab: they are copied whole (a file of errors on one long line
        // renders that line once per error).
        boolean tabs = line.indexOf('\t') >= 0;
        StringBuilder sb = new StringBuilder(2 * line.length() + start + 4);
        if (tabs) expand(line, line, true, sb);
        else sb.append(line);
        sb.append('\n');
        for (int i = 0; i < line.length(); i++) if (line.charAt(i) > 0x7F) return sb.toString();
        String marks = " ".repeat(Math.max(0, start)) + "^" + "~".repeat(Math.max(0, end - start - 1));
        int from = sb.length();
        if (tabs) expand(marks, line, false, sb);
        else sb.append(marks);
        int last = sb.length();
        while (last > from && sb.charAt(last - 1) == ' ') last--;
        sb.setLength(last);
        return sb.append('\n').toString();
    }

    /**
     * Appends {@code text}, widening each column where {@code line} has a tab to the next tab stop:
     * the source line itself ({@code source}) with blanks, the caret line with its own character.
     */
    private static void expand(CharSequence text, String line, boolean source, StringBuilder out) {
        int col = 0;
        for (int i = 0; i < text.length(); i++) {
            boolean tab = i < line.length() && line.charAt(i) == '\t';
            char c = tab && source ? ' ' : text.charAt(i);
            do {
                out.append(c);
                col++;
            } while (tab && col % TAB_STOP != 0);
        }
    }
}
