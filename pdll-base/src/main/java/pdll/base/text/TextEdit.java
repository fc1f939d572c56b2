package pdll.base.text;

/** Replace {@code range} (UTF-16 offsets) of a text with {@code newText}: an editor's change, a fix, a formatting step. */
public record TextEdit(TextRange range, String newText) {
    public TextEdit {
        if (range == null || newText == null) throw new IllegalArgumentException("bad edit " + range);
    }

    public TextEdit(int start, int end, String newText) {
        this(new TextRange(start, end), newText);
    }

    public String apply(String text) {
        return text.substring(0, range.start()) + newText + text.substring(range.end());
    }
}
