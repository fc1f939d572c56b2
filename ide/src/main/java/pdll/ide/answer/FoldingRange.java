package pdll.ide.answer;

/** A foldable run of lines (0-based, inclusive). */
public record FoldingRange(int startLine, int endLine, Kind kind) {
    public enum Kind { REGION, COMMENT, IMPORTS }
}
