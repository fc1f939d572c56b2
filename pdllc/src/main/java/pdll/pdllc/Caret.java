package pdll.pdllc;

/** The reference's diagnostic layout: headline, the source line, a caret under the column. */
final class Caret {
    private Caret() {}

    /** @param utf16Column 0-based column of the caret in UTF-16 units */
    static String render(String headline, String text, int lineStartOffset, int utf16Column) {
        int end = text.indexOf('\n', lineStartOffset);
        String line = text.substring(Math.min(lineStartOffset, text.length()), end < 0 ? text.length() : end);
        StringBuilder sb = new StringBuilder(headline).append('\n').append(line).append('\n');
        for (int i = 0; i < utf16Column; i++) sb.append(i < line.length() && line.charAt(i) == '\t' ? '\t' : ' ');
        return sb.append("^\n").toString();
    }
}
