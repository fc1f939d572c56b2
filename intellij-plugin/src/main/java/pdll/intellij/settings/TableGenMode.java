package pdll.intellij.settings;

/**
 * Whether this plugin gives {@code .td} files its TableGen file type (colours, braces, comments,
 * folding). Another TableGen plugin (zero9178's MLIR ODS registers a file type named "TableGen"
 * for {@code .td}) does more for TableGen than we do, so by default we step aside for it.
 */
public enum TableGenMode {
    /** Only when no other plugin handles {@code .td} files. */
    AUTOMATIC("Automatic (only when no other plugin handles .td files)"),
    ALWAYS("Always"),
    NEVER("Never");

    /** The file type name zero9178's MLIR ODS plugin registers for {@code .td}. */
    public static final String OTHER_PLUGIN_TYPE_NAME = "TableGen";

    private final String label;

    TableGenMode(String label) {
        this.label = label;
    }

    /** A stored name; the default for anything else (a value from another version, a hand edit). */
    public static TableGenMode parse(String name) {
        for (TableGenMode m : values()) if (m.name().equals(name)) return m;
        return AUTOMATIC;
    }

    /**
     * Whether our file type takes {@code .td} files.
     *
     * @param typeForTd     the name of the file type the IDE maps the {@code td} extension to,
     *                      without overriders (null, "UNKNOWN" or "PLAIN_TEXT" when none claims it)
     * @param tableGenTypeRegistered whether some plugin registered a file type named {@value #OTHER_PLUGIN_TYPE_NAME}
     *                      (it may not map {@code .td} itself, e.g. when the user remapped it)
     */
    public boolean claimsTd(String typeForTd, boolean tableGenTypeRegistered) {
        return switch (this) {
            case ALWAYS -> true;
            case NEVER -> false;
            case AUTOMATIC -> !tableGenTypeRegistered
                    && (typeForTd == null || typeForTd.equals("UNKNOWN") || typeForTd.equals("PLAIN_TEXT"));
        };
    }

    @Override
    public String toString() {
        return label; // what the settings combo box shows
    }
}
