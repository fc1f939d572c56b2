package pdll.tablegen.source;

import java.util.Objects;
import pdll.base.text.PositionEncoding;

/**
 * A position in a source file. Line and column are computed on demand (1-based; the column counts
 * chars, .td files being ASCII in practice).
 */
public record Loc(SourceFile file, int offset) {
    // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
    // which the AOT cache does not archive: the first use spun method handles at every start.
    @Override
    public boolean equals(Object o) {
        return o instanceof Loc x && Objects.equals(file, x.file) && offset == x.offset;
    }

    @Override
    public int hashCode() {
        return Objects.hash(file, offset);
    }


    public static final Loc NONE = new Loc(null, -1);

    public boolean isKnown() {
        return file != null && offset >= 0;
    }

    public int line() {
        return isKnown() ? file.lines().line(offset) + 1 : 0;
    }

    public int column() {
        return isKnown() ? file.lines().column(offset, PositionEncoding.UTF16) + 1 : 0;
    }

    public String fileName() {
        return file == null ? "<unknown>" : file.displayName();
    }

    @Override
    public String toString() {
        return isKnown() ? fileName() + ":" + line() + ":" + column() : "<unknown>";
    }
}
