package pdll.ide.workspace;

import java.nio.file.Path;
import pdll.base.text.LineIndex;
import pdll.syntax.SyntaxTree;

/**
 * One version of an open document: its text, lines and syntax tree. Immutable; an edit makes a
 * new snapshot (the tree through {@link SyntaxTree#reparse}).
 *
 * @param file the document's path, null when its URI names no file (e.g. {@code untitled:})
 */
public record Snapshot(String uri, Path file, int version, String text, LineIndex lines, SyntaxTree tree) {

    /**
     * The path the document's own spans carry: its file, or for a URI that names none the URI as a
     * relative path (what the parser names the document). It never touches the disk; the adapter
     * turns it back into the document's URI ({@link DocumentStore#uriOf}).
     */
    public Path spanPath() {
        return file != null ? file : DocumentStore.virtualPath(uri);
    }
}
