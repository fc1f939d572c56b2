package pdll.drr.convert;

/**
 * A DRR construct the converter has no PDLL form for (yet, or in MLIR 22's PDLL): the record is
 * reported with {@code construct} and {@code reason} and kept as a comment, never dropped.
 */
public final class Unsupported extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String construct;

    public Unsupported(String construct, String reason) {
        super(reason, null, false, false);
        this.construct = construct;
    }

    public String construct() {
        return construct;
    }

    public String reason() {
        return getMessage();
    }
}
