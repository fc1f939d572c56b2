package pdll.ide.completion;

import pdll.ide.text.TextRange;

/**
 * A completion proposal: {@code insertText} replaces {@code replace} (the word at the cursor, so
 * typing a prefix filters and accepting replaces the whole word).
 *
 * @param documentation markdown, "" when none
 */
public record CompletionItem(String label, Kind kind, String detail, String documentation, String insertText,
                             TextRange replace, String sortText) {
    public enum Kind { DIALECT, OPERATION, PROPERTY, KEYWORD, SNIPPET, VARIABLE, CONSTRAINT, REWRITE, FILE, FOLDER }
}
