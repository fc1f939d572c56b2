package pdll.ide.answer;

import pdll.base.text.TextRange;

/** Hover content (markdown) for the range it describes. */
public record HoverInfo(TextRange range, String markdown) {}
