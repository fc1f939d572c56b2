package pdll.ide.workspace;

import java.nio.file.Path;
import java.util.function.Supplier;
import pdll.base.text.LineIndex;
import pdll.syntax.SyntaxTree;

/**
 * One version of an open document: its text, lines and syntax tree. Immutable; an edit makes a
 * new snapshot (the tree through {@link SyntaxTree#reparse}).
 *
 * @param file the document's path, null when its URI names no file (e.g. {@code untitled:})
 */
public record Snapshot(String uri, Path file, int version, String text, LineIndex lines, Tree parsed) {

    public Snapshot(String uri, Path file, int version, String text, LineIndex lines, SyntaxTree tree) {
        this(uri, file, version, text, lines, Tree.of(tree));
    }

    /** The PDLL syntax tree (of a {@code .td} document: made when first asked for, see {@link Tree#later}). */
    public SyntaxTree tree() {
        return parsed.get();
    }

    /**
     * A syntax tree, or the way to make it. A {@code .td} document is served by the TableGen
     * analysis, which never reads the PDLL tree: parsing it on every keystroke of a large
     * {@code .td} file only cost time.
     */
    public static final class Tree {
        private volatile SyntaxTree tree;
        private Supplier<SyntaxTree> make;

        private Tree(SyntaxTree tree, Supplier<SyntaxTree> make) {
            this.tree = tree;
            this.make = make;
        }

        public static Tree of(SyntaxTree tree) {
            return new Tree(tree, null);
        }

        public static Tree later(Supplier<SyntaxTree> make) {
            return new Tree(null, make);
        }

        public SyntaxTree get() {
            SyntaxTree t = tree;
            if (t != null) return t;
            synchronized (this) {
                if (tree == null) {
                    tree = make.get();
                    make = null;
                }
                return tree;
            }
        }
    }

    /**
     * The path the document's own spans carry: its file, or for a URI that names none the URI as a
     * relative path (what the parser names the document). It never touches the disk; the adapter
     * turns it back into the document's URI ({@link DocumentStore#uriOf}).
     */
    public Path spanPath() {
        return file != null ? file : DocumentStore.virtualPath(uri);
    }
}
