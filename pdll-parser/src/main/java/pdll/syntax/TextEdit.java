package pdll.syntax;

/** Replace the UTF-16 range [start, end) of the old text with {@code newText}. */
public record TextEdit(int start, int end, String newText) {
    public TextEdit {
        if (start < 0 || end < start || newText == null) throw new IllegalArgumentException("bad edit " + start + ".." + end);
    }

    public String apply(String text) {
        return text.substring(0, start) + newText + text.substring(end);
    }
}
