package pdll.ide.actions;

import pdll.ide.text.TextRange;

/** A quick fix: replace {@code range} of the document with {@code newText}. */
public record CodeAction(String title, TextRange range, String newText, boolean preferred) {}
