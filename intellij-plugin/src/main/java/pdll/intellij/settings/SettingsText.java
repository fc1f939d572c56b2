package pdll.intellij.settings;

import java.util.ArrayList;
import java.util.List;

/** Lists of paths as the settings page edits them: one per line, blank lines dropped. */
public final class SettingsText {
    private SettingsText() {}

    public static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) return out;
        for (String l : text.split("\\R")) {
            if (!l.isBlank()) out.add(l.strip());
        }
        return out;
    }

    public static String text(List<String> lines) {
        return String.join("\n", lines);
    }
}
