package pdll.tablegen.source;

import java.util.List;

/**
 * Thrown inside the evaluator to abandon the current file with a located message; caught at the
 * front end's boundary and turned into a {@link Diagnostic}. It never escapes the public API.
 */
public final class TableGenError extends RuntimeException {
    private final transient Loc loc;
    private final transient List<Diagnostic> extra;

    public TableGenError(Loc loc, String message) {
        this(loc, message, List.of());
    }

    public TableGenError(Loc loc, String message, List<Diagnostic> extra) {
        super(message, null, false, false);
        this.loc = loc == null ? Loc.NONE : loc;
        this.extra = extra;
    }

    public Loc loc() {
        return loc;
    }

    /** Further diagnostics printed after the main one (e.g. "assertion failed in this record"). */
    public List<Diagnostic> extra() {
        return extra;
    }

    public Diagnostic toDiagnostic() {
        return Diagnostic.error(loc, getMessage());
    }
}
