package pdll.ide.format;

import pdll.ide.text.TextRange;

/** Replace {@code range} of the original text by {@code newText}; a formatting result is a list of these, in order, not overlapping. */
public record FormatEdit(TextRange range, String newText) {}
