package pdll.ide.document;

import java.net.URI;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import pdll.base.text.LineIndex;
import pdll.base.text.PositionEncoding;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.ide.files.OverlayFiles;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * The open documents, each as its latest {@link Snapshot}. Edits are applied in order, each
 * reparsing incrementally. A change whose range lies outside the text is clamped to it (what the
 * LSP specification prescribes for positions past a line's or the text's end) and reported, so a
 * client that got out of step resynchronises with its next full or correct edit instead of the
 * document being dropped. Open buffers are also published to the {@link OverlayFiles}, so
 * includes read the editor's text. Thread-safe; edits of one document are serialised.
 */
public final class DocumentStore {
    /**
     * The default of {@link #setMaxDocumentChars}: 8 MB of text (about 30,000 patterns). Analysis
     * takes about 140 bytes of heap per character: a 50 MB document once exhausted a 6 GB heap.
     */
    public static final int DEFAULT_MAX_DOCUMENT_CHARS = 8 << 20;
    private final Map<String, Snapshot> docs = new ConcurrentHashMap<>();
    private volatile int maxChars = DEFAULT_MAX_DOCUMENT_CHARS;
    private final OverlayFiles files;
    private final ParseOptions options;
    private volatile PositionEncoding encoding = PositionEncoding.UTF16;

    public DocumentStore(OverlayFiles files, ParseOptions options) {
        this.files = files;
        this.options = options;
    }

    public void setEncoding(PositionEncoding e) {
        encoding = e;
    }

    public PositionEncoding encoding() {
        return encoding;
    }

    /** Documents longer than {@code chars} characters are kept as text only from now on ({@link #tooLarge}). */
    public void setMaxDocumentChars(int chars) {
        maxChars = chars;
    }

    public int maxDocumentChars() {
        return maxChars;
    }

    /**
     * Whether a snapshot is over the size limit: its text is kept (so edits stay in step and a
     * shrinking edit brings it back) but not parsed (its tree is the empty text's) nor analysed.
     */
    public boolean tooLarge(Snapshot s) {
        return s.text().length() > maxChars;
    }

    public Snapshot open(String uri, int version, String text) {
        Path file = pathOf(uri);
        Snapshot s = snapshot(uri, file, version, text, new LineIndex(text), null, null, null);
        docs.put(uri, s);
        if (file != null) files.open(file, text);
        return s;
    }

    /**
     * A snapshot of a {@code .td} file that is not open, read from disk (through the overlay), or
     * null when the URI names no such file. Not stored: the document stays closed. For clients that
     * never open {@code .td} documents on the server (LSP4IJ maps only PDLL to it) and still run a
     * TableGen command on one.
     */
    public Snapshot unopened(String uri) {
        Path file = uri == null ? null : pathOf(uri);
        if (!isTd(file) || docs.containsKey(uri)) return null;
        String text = files.read(file).orElse(null);
        return text == null ? null : new Snapshot(uri, file, 0, text, new LineIndex(text), tree(file, uri, text));
    }

    public Snapshot get(String uri) {
        return docs.get(uri);
    }

    public Collection<Snapshot> all() {
        return docs.values();
    }

    public Snapshot close(String uri) {
        Snapshot s = docs.remove(uri);
        if (s != null && s.file() != null) files.close(s.file());
        return s;
    }

    /**
     * Applies a {@code didChange}. A change to a document that is not open opens it when the
     * change carries the whole text; otherwise it is ignored (null is returned).
     *
     * @param problems receives one message per change that had to be clamped
     */
    public synchronized Snapshot change(String uri, int version, List<ContentChange> changes, Consumer<String> problems) {
        Snapshot s = docs.get(uri);
        if (s == null) {
            ContentChange last = null;
            for (ContentChange c : changes) if (c.whole()) last = c;
            if (last == null) {
                problems.accept("change to a document that is not open: " + uri);
                return null;
            }
            s = open(uri, version, last.text());
            return s;
        }
        String text = s.text();
        LineIndex lines = s.lines();
        boolean td = isTd(s.file());
        // a split document's parts are reparsed below; the whole tree only of a document that was not split
        SyntaxTree tree = td || s.isSplit() || tooLarge(s) ? null : s.tree();
        TextEdit only = null;
        for (ContentChange c : changes) {
            if (c.whole()) {
                lines = lines.changedTo(c.text());
                text = c.text();
                tree = td || s.isSplit() ? null : parse(s.file(), uri, text);
                only = null;
                continue;
            }
            PositionEncoding enc = encoding;
            int start = lines.offset(c.startLine(), c.startColumn(), enc);
            int end = lines.offset(c.endLine(), c.endColumn(), enc);
            boolean clamped = c.startLine() < 0 || c.endLine() < 0 || c.startLine() >= lines.lineCount()
                    || c.endLine() >= lines.lineCount()
                    || lines.column(start, enc) != c.startColumn() || lines.column(end, enc) != c.endColumn();
            if (end < start) {
                int t = start;
                start = end;
                end = t;
                clamped = true;
            }
            if (clamped) {
                problems.accept("change range " + c.startLine() + ":" + c.startColumn() + "-" + c.endLine() + ":"
                        + c.endColumn() + " is outside " + uri + " (version " + version + "); applied to "
                        + start + ".." + end);
            }
            TextEdit edit = new TextEdit(start, end, c.text());
            text = edit.apply(text);
            lines = lines.edited(start, end, c.text(), text);
            if (tree != null) tree = reparse(tree, edit, s.file(), uri, text);
            only = changes.size() == 1 ? edit : null;
        }
        Snapshot next = snapshot(uri, s.file(), version, text, lines, tree, s, only);
        docs.put(uri, next);
        if (s.file() != null) files.open(s.file(), text);
        return next;
    }

    /**
     * The snapshot of a text: a {@code .td} document's (its tree made when asked for), a PDLL
     * document's with its tree ({@code tree} when already reparsed, else parsed), or, when the text
     * has {@code // -----} markers, with its parts. Parts whose text an edit left as it was keep
     * their trees (matched with the previous version's parts from either end); the part a single
     * edit falls in without touching a marker is reparsed incrementally.
     */
    private Snapshot snapshot(String uri, Path file, int version, String text, LineIndex lines, SyntaxTree tree,
                              Snapshot previous, TextEdit edit) {
        if (text.length() > maxChars) return new Snapshot(uri, file, version, text, lines, Snapshot.Tree.of(parse(file, uri, "")));
        if (isTd(file)) return new Snapshot(uri, file, version, text, lines, tree(file, uri, text));
        List<TextRange> ranges = PdllParser.splitRanges(text, PdllParser.SPLIT_MARKER);
        if (ranges.size() == 1) return new Snapshot(uri, file, version, text, lines, Snapshot.Tree.of(tree != null ? tree : parse(file, uri, text)));
        List<Snapshot.Part> old = previous == null ? List.of() : previous.parts();
        int edited = edit == null ? -1 : editedPart(previous, ranges, edit);
        List<Snapshot.Part> parts = new ArrayList<>(ranges.size());
        for (int i = 0; i < ranges.size(); i++) {
            TextRange r = ranges.get(i);
            String partText = text.substring(r.start(), r.end());
            Snapshot was = null;
            if (i == edited) {
                Snapshot.Part p = old.get(i);
                TextEdit inPart = new TextEdit(edit.range().start() - p.start(), edit.range().end() - p.start(), edit.newText());
                Snapshot o = p.snapshot();
                LineIndex partLines = o.lines().edited(inPart.range().start(), inPart.range().end(), inPart.newText(), partText);
                was = new Snapshot(uri, file, version, partText, partLines, Snapshot.Tree.of(reparse(o.tree(), inPart, file, uri, partText)));
            } else {
                Snapshot same = samePart(old, i, ranges.size(), partText);
                if (same != null) was = new Snapshot(uri, file, version, partText, same.lines(), same.parsed());
            }
            if (was == null) was = new Snapshot(uri, file, version, partText, new LineIndex(partText), Snapshot.Tree.of(parse(file, uri, partText)));
            parts.add(new Snapshot.Part(r.start(), was));
        }
        return new Snapshot(uri, file, version, text, lines, Snapshot.Tree.later(() -> parse(file, uri, text)), parts);
    }

    /**
     * The index of the part of {@code previous} that {@code edit} (in the previous text) falls in,
     * when the new parts are the previous ones with only that part's length changed; else -1.
     */
    private static int editedPart(Snapshot previous, List<TextRange> now, TextEdit edit) {
        if (previous == null || previous.parts().size() != now.size()) return -1;
        int k = previous.partAt(edit.range().start());
        if (k < 0 || edit.range().end() > previous.parts().get(k).end()) return -1;
        int delta = edit.newText().length() - edit.range().length();
        for (int i = 0; i < now.size(); i++) {
            Snapshot.Part p = previous.parts().get(i);
            TextRange r = now.get(i);
            int shift = i > k ? delta : 0;
            if (r.start() != p.start() + shift || r.end() != p.end() + shift + (i == k ? delta : 0)) return -1;
        }
        return k;
    }

    /** The previous part with this text at the same place counted from the start or from the end, null when none. */
    private static Snapshot samePart(List<Snapshot.Part> old, int i, int count, String text) {
        if (i < old.size() && old.get(i).snapshot().text().equals(text)) return old.get(i).snapshot();
        int j = i - count + old.size();
        if (j >= 0 && j < old.size() && old.get(j).snapshot().text().equals(text)) return old.get(j).snapshot();
        return null;
    }

    private SyntaxTree reparse(SyntaxTree tree, TextEdit edit, Path file, String uri, String newText) {
        try {
            SyntaxTree t = tree.reparse(edit);
            if (t.text().equals(newText)) return t;
        } catch (RuntimeException | StackOverflowError e) {
            // fall back to a full parse below: the incremental path must never lose the document
        }
        return parse(file, uri, newText);
    }

    /** A {@code .td} document's tree is made only if something asks for it (see {@link Snapshot.Tree}). */
    private Snapshot.Tree tree(Path file, String uri, String text) {
        if (isTd(file)) return Snapshot.Tree.later(() -> parse(file, uri, text));
        return Snapshot.Tree.of(parse(file, uri, text));
    }

    /** Whether a document is TableGen (served by the TableGen analysis, not the PDLL one). */
    public static boolean isTd(Path file) {
        return file != null && file.toString().endsWith(".td");
    }

    private SyntaxTree parse(Path file, String uri, String text) {
        // over the limit (a full text or an edit's fallback) nothing is parsed: see tooLarge
        return PdllParser.parse(file != null ? file.toString() : uri, text.length() > maxChars ? "" : text, options);
    }

    /**
     * The URI of the open document whose spans carry this path, null when none does. Answers give
     * an open document back under the URI the client used (any scheme, its own spelling of a
     * {@code file:} URI); only other files get a {@code file:} URI of their path.
     */
    public String uriOf(Path spanPath) {
        for (Snapshot s : docs.values()) if (s.spanPath().equals(spanPath)) return s.uri();
        return null;
    }

    /** See {@link Snapshot#spanPath()}: a URI that names no file, as a path no file lookup resolves to it. */
    static Path virtualPath(String uri) {
        try {
            return Path.of(uri);
        } catch (InvalidPathException e) {
            return Path.of(uri.replace('\0', '_'));
        }
    }

    /** The file a URI names, or null for non-{@code file:} URIs and malformed ones. */
    public static Path pathOf(String uri) {
        try {
            URI u = new URI(uri);
            if (!"file".equalsIgnoreCase(u.getScheme())) return null;
            return Path.of(u).toAbsolutePath().normalize();
        } catch (Exception e) {
            return null;
        }
    }
}
