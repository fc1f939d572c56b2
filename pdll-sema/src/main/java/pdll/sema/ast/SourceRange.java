package pdll.sema.ast;

import java.util.Objects;
import pdll.base.text.TextRange;

/**
 * A range [start, end) of UTF-16 offsets into the text of one PDLL file (for a split input, into
 * its part), named as the diagnostics name it.
 */
public record SourceRange(String file, int start, int end) {
    public boolean contains(int offset) {
        return offset >= start && offset <= end;
    }

    /** The same offsets without the file: what the editor features work with. */
    public TextRange textRange() {
        return new TextRange(start, end);
    }

    /** The range moved by {@code delta} in its file. */
    public SourceRange shifted(int delta) {
        return delta == 0 ? this : new SourceRange(file, start + delta, end + delta);
    }

    // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
    // which the AOT cache does not archive: the first use spun method handles at every start.
    @Override
    public boolean equals(Object o) {
        return o instanceof SourceRange r && start == r.start && end == r.end && Objects.equals(file, r.file);
    }

    @Override
    public int hashCode() {
        return (Objects.hashCode(file) * 31 + start) * 31 + end;
    }
}
