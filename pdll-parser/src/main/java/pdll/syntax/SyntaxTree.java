package pdll.syntax;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import pdll.base.text.LineIndex;
import pdll.base.text.PositionEncoding;
import pdll.base.text.TextEdit;

/**
 * An immutable parse of one buffer: its chunks ({@link TopLevel}, each with tokens, declarations
 * and diagnostics), able to answer positions and to reparse itself after an edit. For a split
 * input file, a tree covers one part, which starts at {@code originOffset} of the whole file
 * ({@code fullText}); every position this class returns is in whole-file coordinates.
 */
public final class SyntaxTree {
    private final String fileName;
    private final String text;
    private final int originOffset;
    private final String fullText;
    private final ParseOptions options;
    private final List<TopLevel> chunks;
    private final LineIndex lines;

    SyntaxTree(String fileName, String text, int originOffset, String fullText, ParseOptions options, List<TopLevel> chunks) {
        this.fileName = fileName;
        this.text = text;
        this.originOffset = originOffset;
        this.fullText = fullText;
        this.lines = new LineIndex(fullText);
        this.options = options;
        this.chunks = Collections.unmodifiableList(chunks);
    }

    public String fileName() {
        return fileName;
    }

    public String text() {
        return text;
    }

    public int originOffset() {
        return originOffset;
    }

    public List<TopLevel> topLevels() {
        return chunks;
    }

    /** All diagnostics with offsets into this tree's text, in source order. */
    public List<Diagnostic> diagnostics() {
        List<Diagnostic> all = new ArrayList<>();
        for (TopLevel t : chunks) for (Diagnostic d : t.diagnostics()) all.add(d.shift(t.offset()));
        return all;
    }

    public boolean hasErrors() {
        for (TopLevel t : chunks) if (!t.diagnostics().isEmpty()) return true;
        return false;
    }

    /**
     * The line index of the whole file this tree was parsed from (for a split part, offsets in it
     * are {@link #originOffset()} plus the part's own).
     */
    public LineIndex lines() {
        return lines;
    }

    /** The position of a UTF-16 offset of this tree's text, in whole-file coordinates. */
    public SourcePos position(int offset) {
        offset = originOffset + Math.max(0, Math.min(offset, text.length()));
        int utf16 = lines.column(offset, PositionEncoding.UTF16);
        return new SourcePos(lines.line(offset) + 1, lines.column(offset, PositionEncoding.UTF8) + 1, utf16, offset);
    }

    /** The index of the {@link TopLevel} that holds an offset of this tree's text. */
    public int topLevelAt(int offset) {
        int lo = 0, hi = chunks.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (chunks.get(mid).offset() <= offset) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }

    /**
     * The tree of the edited text. Lexing restarts at the start of the declaration before the one
     * the edit touches, and stops at the first old declaration start after the edit that is
     * reached outside brackets; the declarations from there on are reused with shifted offsets.
     * The result equals {@code PdllParser.parse} of the new text.
     */
    public SyntaxTree reparse(TextEdit edit) {
        if (edit.range().end() > text.length()) throw new IllegalArgumentException("edit beyond the end of the text");
        String newText = edit.apply(text);
        int delta = newText.length() - text.length();
        int n = chunks.size();
        int[] starts = new int[n];
        for (int i = 0; i < n; i++) starts[i] = chunks.get(i).offset();
        int k = topLevelAt(edit.range().start());
        int first = Math.max(0, k - 1);
        // an edit touching the keyword that opens a chunk (e.g. `Pattern` -> `Pattern_`) may merge
        // that chunk into the one before it: restart before every chunk whose first token it touches
        while (first > 0 && edit.range().start() <= starts[first] + firstTokenEnd(chunks.get(first))) first--;
        int restart = first;
        List<TopLevel> out = new ArrayList<>(n + 4);
        out.addAll(chunks.subList(0, restart));
        int oldEditEnd = edit.range().end();
        int[] reuseFrom = {-1};
        int stopAt = Chunker.chunk(newText, starts[restart], options, t -> {
            int old = t - delta;
            if (old < oldEditEnd || old <= starts[restart]) return false;
            int j = Arrays.binarySearch(starts, old);
            if (j < 0) return false;
            reuseFrom[0] = j;
            return true;
        }, out);
        if (stopAt >= 0) {
            for (int j = reuseFrom[0]; j < n; j++) out.add(chunks.get(j).at(chunks.get(j).offset() + delta));
        }
        String newFull = fullText == text ? newText
                : fullText.substring(0, originOffset) + newText + fullText.substring(originOffset + text.length());
        return new SyntaxTree(fileName, newText, originOffset, newFull, options, out);
    }

    /** The end of a chunk's first significant token, relative to the chunk. */
    private static int firstTokenEnd(TopLevel chunk) {
        for (Token t : chunk.tokens()) if (!t.kind().isTrivia()) return t.end();
        return chunk.text().length();
    }
}
