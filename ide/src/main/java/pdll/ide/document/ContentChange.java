package pdll.ide.document;

/**
 * One entry of a {@code didChange}: replace the range between two (0-based line, column)
 * positions, or the whole text when {@code whole}. Columns count in the session's position
 * encoding.
 */
public record ContentChange(boolean whole, int startLine, int startColumn, int endLine, int endColumn, String text) {
    public static ContentChange full(String text) {
        return new ContentChange(true, 0, 0, 0, 0, text);
    }

    public static ContentChange range(int startLine, int startColumn, int endLine, int endColumn, String text) {
        return new ContentChange(false, startLine, startColumn, endLine, endColumn, text);
    }
}
