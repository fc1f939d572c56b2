package pdll.ide.td;

import java.util.ArrayList;
import java.util.List;

/**
 * A line as an editor shows it keystroke after keystroke: typing an opening bracket or quote
 * inserts its closing one after the cursor (the `.td` language configuration's auto-closing pairs),
 * and typing a closing one that is already next to the cursor steps over it. Typing tests use it so
 * that the texts between keystrokes are the ones a user's server sees, mostly balanced.
 */
final class EditorTyping {
    private EditorTyping() {}

    /** The line after each keystroke that changed it, typing {@code typed} from an empty line. */
    static List<String> keystrokes(String typed) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        int cursor = 0;
        for (char c : typed.toCharArray()) {
            if (cursor < line.length() && line.charAt(cursor) == c && "}>\"])".indexOf(c) >= 0) {
                cursor++;
                continue;
            }
            line.insert(cursor++, c);
            int pair = "{<[(".indexOf(c);
            if (pair >= 0) line.insert(cursor, "}>])".charAt(pair));
            // a quote closes the string it ends rather than opening another
            if (c == '"' && (cursor < 2 || line.charAt(cursor - 2) != '"')) line.insert(cursor, '"');
            out.add(line.toString());
        }
        return out;
    }
}
