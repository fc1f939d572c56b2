package pdll.drr.read;

import pdll.tablegen.source.Loc;

/**
 * The TableGen text of a DRR record as written (from the start of its {@code def} line to the
 * {@code ;} or {@code }} that ends it), for keeping a record that does not convert as a comment.
 */
public final class DrrText {
    private DrrText() {}

    public static String of(DrrPattern p) {
        Loc loc = p.record().loc();
        if (loc.file() == null || loc.offset() < 0) return "def " + p.name() + " (text not available)";
        String text = loc.file().text();
        int start = loc.offset();
        while (start > 0 && text.charAt(start - 1) != '\n') start--;
        int end = end(text, loc.offset());
        return text.substring(start, end).stripTrailing();
    }

    /** Where the statement that contains {@code from} ends: past its {@code ;} or its body's closing brace. */
    static int end(String text, int from) {
        int depth = 0;
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
                int nl = text.indexOf('\n', i);
                i = nl < 0 ? text.length() : nl;
                continue;
            }
            if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
                int close = text.indexOf("*/", i + 2);
                i = close < 0 ? text.length() : close + 2;
                continue;
            }
            if (c == '"') {
                i++;
                while (i < text.length() && text.charAt(i) != '"' && text.charAt(i) != '\n') {
                    if (text.charAt(i) == '\\') i++;
                    i++;
                }
                i++;
                continue;
            }
            if (c == '[' && i + 1 < text.length() && text.charAt(i + 1) == '{') {
                int close = text.indexOf("}]", i + 2);
                i = close < 0 ? text.length() : close + 2;
                continue;
            }
            if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
            else if (c == ')' || c == ']' || c == '>') depth = Math.max(0, depth - 1);
            else if (c == '}') {
                depth = Math.max(0, depth - 1);
                if (depth == 0) return i + 1;
            } else if (c == ';' && depth == 0) {
                return i + 1;
            }
            i++;
        }
        return text.length();
    }
}
