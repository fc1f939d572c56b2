package pdll.base.text;

/**
 * What a column counts: UTF-8 bytes (what the reference compilers print), UTF-16 code units
 * (Java strings, the LSP default) or code points.
 */
public enum PositionEncoding {
    UTF8("utf-8"), UTF16("utf-16"), UTF32("utf-32");

    private final String label;

    PositionEncoding(String label) {
        this.label = label;
    }

    /** The encoding's usual lower-case name, which is also its LSP {@code PositionEncodingKind}. */
    public String label() {
        return label;
    }

    /** The encoding of a name (any case), or null when unknown. */
    public static PositionEncoding of(String label) {
        for (PositionEncoding e : values()) if (e.label.equalsIgnoreCase(label)) return e;
        return null;
    }
}
