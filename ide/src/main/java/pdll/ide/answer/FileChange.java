package pdll.ide.answer;

import java.nio.file.Path;
import java.util.List;
import pdll.base.text.TextEdit;

/**
 * A change of a file other than the document asked about (a refactoring writing a file beside it):
 * create it or edit it.
 *
 * @param create whether the file does not exist yet (then {@code edits} insert its whole text)
 * @param edits the edits of its current text (non-overlapping, in order; none when it is up to date)
 * @param oldText its text now ("" when it does not exist; the edits' offsets are in it)
 * @param newText its text once changed
 */
public record FileChange(Path file, boolean create, List<TextEdit> edits, String oldText, String newText) {
    public FileChange {
        edits = List.copyOf(edits);
    }
}
