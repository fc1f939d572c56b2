package pdll.ide.format;

import java.util.List;
import pdll.base.text.TextEdit;

/** Applies the edits a formatting request answers, as a client would. */
public final class TextEdits {
    private TextEdits() {}

    /** Applies edits (in order, not overlapping) to a text. */
    public static String apply(String text, List<TextEdit> edits) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        int at = 0;
        for (TextEdit e : edits) {
            sb.append(text, at, e.range().start()).append(e.newText());
            at = e.range().end();
        }
        return sb.append(text, at, text.length()).toString();
    }
}
