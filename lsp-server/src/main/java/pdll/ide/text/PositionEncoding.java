package pdll.ide.text;

/** How a position's character counts columns: the LSP {@code positionEncoding} kinds. */
public enum PositionEncoding {
    UTF8("utf-8"), UTF16("utf-16"), UTF32("utf-32");

    private final String lspName;

    PositionEncoding(String lspName) {
        this.lspName = lspName;
    }

    public String lspName() {
        return lspName;
    }

    /** The encoding for an LSP name, or null when unknown. */
    public static PositionEncoding of(String name) {
        for (PositionEncoding e : values()) if (e.lspName.equalsIgnoreCase(name)) return e;
        return null;
    }
}
