package pdll.syntax;

/**
 * Parser options. {@code splitInputFile}: treat lines {@code // -----} as separators of
 * independent buffers ({@link PdllParser#parseSplit}); {@code maxNesting}: bracket and
 * expression nesting beyond which the parser reports a diagnostic instead of recursing.
 */
public record ParseOptions(boolean splitInputFile, int maxNesting) {
    public static final ParseOptions DEFAULT = new ParseOptions(false, 256);

    public ParseOptions withSplitInputFile(boolean split) {
        return new ParseOptions(split, maxNesting);
    }
}
