package pdll.ide.document;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import pdll.base.text.LineIndex;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * One version of an open document: its text, lines and syntax tree. Immutable; an edit makes a
 * new snapshot (the tree through {@link SyntaxTree#reparse}).
 *
 * <p>A PDLL document with {@code // -----} markers is split there, as the reference server splits
 * it ({@link PdllParser#splitRanges}): each {@link Part} is a snapshot of its own, whose text,
 * lines, tree and offsets are the part's alone (the features analyse it as a document on its own;
 * {@code pdll.ide.split.Shift} moves their answers into the document). A split document's own
 * tree, the whole text parsed as one, is made only if something asks for it.
 *
 * @param file the document's path, null when its URI names no file (e.g. {@code untitled:})
 * @param parts the parts of a split document, in order; empty when it has no marker
 */
public record Snapshot(String uri, Path file, int version, String text, LineIndex lines, Tree parsed, List<Part> parts) {

    public Snapshot {
        parts = List.copyOf(parts);
    }

    public Snapshot(String uri, Path file, int version, String text, LineIndex lines, Tree parsed) {
        this(uri, file, version, text, lines, parsed, List.of());
    }

    public Snapshot(String uri, Path file, int version, String text, LineIndex lines, SyntaxTree tree) {
        this(uri, file, version, text, lines, Tree.of(tree));
    }

    /**
     * A part of a split document: the text from {@code start} (just after a marker, or the
     * document's start) to the next marker (or the end), as a snapshot of its own.
     */
    public record Part(int start, Snapshot snapshot) {
        /** Where the part's text ends in the document (a marker starts there, or the document ends). */
        public int end() {
            return start + snapshot.text().length();
        }
    }

    /** Whether the document is split into parts at {@code // -----} markers. */
    public boolean isSplit() {
        return !parts.isEmpty();
    }

    /**
     * The index of the part holding an offset of the document: the part whose text contains it or
     * ends at it; -1 inside a marker (or for a document that is not split).
     */
    public int partAt(int offset) {
        int lo = 0, hi = parts.size() - 1;
        if (hi < 0) return -1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (parts.get(mid).start() <= offset) lo = mid;
            else hi = mid - 1;
        }
        Part p = parts.get(lo);
        return offset >= p.start() && offset <= p.end() ? lo : -1;
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
