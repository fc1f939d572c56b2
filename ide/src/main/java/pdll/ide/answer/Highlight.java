package pdll.ide.answer;

import pdll.base.text.TextRange;

/** An occurrence of the name at the cursor in the document itself; {@code write} marks its definition. */
public record Highlight(TextRange range, boolean write) {}
