package pdll.ide.answer;

import java.util.List;
import pdll.base.text.TextEdit;

/** A quick fix: the edits of the document it makes (non-overlapping, in document order). */
public record CodeAction(String title, List<TextEdit> edits, boolean preferred) {
    public CodeAction {
        edits = List.copyOf(edits);
    }
}
