package pdll.intellij.server;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line typed in a settings field into words: blanks separate words, double or
 * single quotes group (and are removed), a backslash outside single quotes escapes the next
 * character except on Windows paths, where {@code C:\tools\x.exe} must stay as typed. Pure.
 */
public final class CommandWords {
    private CommandWords() {}

    public static List<String> split(String line, boolean windows) {
        List<String> out = new ArrayList<>();
        if (line == null) return out;
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else if (c == '\\' && quote == '"' && !windows && i + 1 < line.length()
                        && (line.charAt(i + 1) == '"' || line.charAt(i + 1) == '\\')) w.append(line.charAt(++i));
                else w.append(c);
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) out.add(w.toString());
                w.setLength(0);
                inWord = false;
            } else if (c == '\\' && !windows && i + 1 < line.length()) {
                w.append(line.charAt(++i));
                inWord = true;
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (inWord) out.add(w.toString());
        return out;
    }
}
