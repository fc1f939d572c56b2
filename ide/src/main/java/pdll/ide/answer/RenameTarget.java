package pdll.ide.answer;

import pdll.base.text.TextRange;

/** What {@code prepareRename} offers: the name under the cursor and its text, the default new name. */
public record RenameTarget(TextRange range, String placeholder) {}
