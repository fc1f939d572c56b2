package pdll.base.text;

/** A half-open range [start, end) of UTF-16 offsets into one text. */
public record TextRange(int start, int end) {
    public TextRange {
        if (start < 0 || end < start) throw new IllegalArgumentException("bad range " + start + ".." + end);
    }

    public boolean contains(int offset) {
        return start <= offset && offset < end;
    }

    /** Contains the offset, or the offset is right after the range (a cursor at a word's end). */
    public boolean touches(int offset) {
        return start <= offset && offset <= end;
    }

    public int length() {
        return end - start;
    }
}
