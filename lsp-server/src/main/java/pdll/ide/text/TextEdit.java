package pdll.ide.text;

/** A plain edit of one document: replace {@code range} (UTF-16 offsets) with {@code newText}. */
public record TextEdit(TextRange range, String newText) {}
