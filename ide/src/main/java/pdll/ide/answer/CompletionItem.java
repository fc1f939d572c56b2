package pdll.ide.answer;

import java.util.List;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;

/**
 * A completion proposal: {@code insertText} replaces {@code replace} (the word at the cursor, so
 * typing a prefix filters and accepting replaces the whole word).
 *
 * @param documentation markdown, "" when none
 * @param additionalEdits edits made elsewhere in the document when the item is accepted (an
 *     {@code #include} for an operation from a file the document does not include yet)
 */
public record CompletionItem(String label, Kind kind, String detail, String documentation, String insertText,
                             TextRange replace, String sortText, List<TextEdit> additionalEdits) {
    public CompletionItem {
        additionalEdits = List.copyOf(additionalEdits);
    }

    public CompletionItem(String label, Kind kind, String detail, String documentation, String insertText,
                          TextRange replace, String sortText) {
        this(label, kind, detail, documentation, insertText, replace, sortText, List.of());
    }

    public enum Kind { DIALECT, OPERATION, PROPERTY, KEYWORD, SNIPPET, VARIABLE, CONSTRAINT, REWRITE, FILE, FOLDER }
}
