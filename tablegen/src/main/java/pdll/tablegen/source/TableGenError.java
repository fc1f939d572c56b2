package pdll.tablegen.source;

/**
 * Thrown inside the evaluator to abandon the current file with a located message; caught at the
 * front end's boundary and turned into a {@link Diagnostic}. It never escapes the public API.
 */
public final class TableGenError extends RuntimeException {
    private final transient Loc loc;
    private final transient java.util.List<Diagnostic> extra;

    public TableGenError(Loc loc, String message) {
        this(loc, message, java.util.List.of());
    }

    public TableGenError(Loc loc, String message, java.util.List<Diagnostic> extra) {
        super(message, null, false, false);
        this.loc = loc == null ? Loc.NONE : loc;
        this.extra = extra;
    }

    public Loc loc() {
        return loc;
    }

    /** Further diagnostics printed after the main one (e.g. "assertion failed in this record"). */
    public java.util.List<Diagnostic> extra() {
        return extra;
    }

    public Diagnostic toDiagnostic() {
        return Diagnostic.error(loc, getMessage());
    }
}
