package pdll.tablegen.source;

/** A position in a source file. Line and column are computed on demand (1-based). */
public record Loc(SourceFile file, int offset) {

    public static final Loc NONE = new Loc(null, -1);

    public boolean isKnown() {
        return file != null && offset >= 0;
    }

    public int line() {
        return isKnown() ? file.lineOf(offset) : 0;
    }

    public int column() {
        return isKnown() ? file.columnOf(offset) : 0;
    }

    public String fileName() {
        return file == null ? "<unknown>" : file.displayName();
    }

    @Override
    public String toString() {
        return isKnown() ? fileName() + ":" + line() + ":" + column() : "<unknown>";
    }
}
