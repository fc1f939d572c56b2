package pdll.ide.workspace;

import java.nio.file.Path;
import pdll.ide.text.LineIndex;
import pdll.syntax.SyntaxTree;

/**
 * One version of an open document: its text, lines and syntax tree. Immutable; an edit makes a
 * new snapshot (the tree through {@link SyntaxTree#reparse}).
 *
 * @param file the document's path, null when its URI names no file (e.g. {@code untitled:})
 */
public record Snapshot(String uri, Path file, int version, String text, LineIndex lines, SyntaxTree tree) {}
