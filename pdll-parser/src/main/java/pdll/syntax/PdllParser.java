package pdll.syntax;

import java.util.ArrayList;
import java.util.List;
import pdll.base.text.TextRange;

/** Entry points of the PDLL syntax layer. Nothing here throws on any input or does I/O. */
public final class PdllParser {
    private PdllParser() {}

    /** Parses a whole buffer ({@link #parseSplit} parses the parts of a split one). */
    public static SyntaxTree parse(String fileName, String text, ParseOptions options) {
        return parsePart(fileName, text, 0, text.length(), options);
    }

    public static SyntaxTree parse(String fileName, String text) {
        return parse(fileName, text, ParseOptions.DEFAULT);
    }

    /** The reference's default separator of {@code --split-input-file} (and of the outputs joined after it). */
    public static final String SPLIT_MARKER = "// -----";

    /**
     * {@code --split-input-file}: the parts between occurrences of {@code // -----}, each parsed on
     * its own. Like the reference, the marker splits wherever it occurs and the rest of its line
     * belongs to the next part. Positions stay those of the whole file.
     */
    public static List<SyntaxTree> parseSplit(String fileName, String text, ParseOptions options) {
        return parseSplit(fileName, text, options, SPLIT_MARKER);
    }

    /** {@link #parseSplit} with another marker ({@code --split-input-file=MARKER}). */
    public static List<SyntaxTree> parseSplit(String fileName, String text, ParseOptions options, String marker) {
        List<SyntaxTree> parts = new ArrayList<>();
        for (TextRange r : splitRanges(text, marker)) parts.add(parsePart(fileName, text, r.start(), r.end(), options));
        return parts;
    }

    /**
     * Where the parts of a split buffer are: the text between occurrences of the marker (an empty
     * marker is {@link #SPLIT_MARKER}). The marker splits wherever it occurs, inside a comment, after
     * code or in a longer run of dashes, as the reference's compiler and language server split; the
     * rest of its line belongs to the next part. One range, the whole text, when the marker does not
     * occur.
     */
    public static List<TextRange> splitRanges(String text, String marker) {
        if (marker.isEmpty()) marker = SPLIT_MARKER;
        List<TextRange> parts = new ArrayList<>();
        int partStart = 0;
        for (int at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, partStart)) {
            parts.add(new TextRange(partStart, at));
            partStart = at + marker.length();
        }
        parts.add(new TextRange(partStart, text.length()));
        return parts;
    }

    private static SyntaxTree parsePart(String fileName, String whole, int start, int end, ParseOptions options) {
        String text = start == 0 && end == whole.length() ? whole : whole.substring(start, end);
        List<TopLevel> chunks = new ArrayList<>();
        Chunker.chunk(text, 0, options, null, chunks);
        return new SyntaxTree(fileName, text, start, start == 0 && end == whole.length() ? text : whole, options, chunks);
    }
}
