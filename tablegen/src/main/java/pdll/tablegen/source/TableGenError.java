package pdll.tablegen.source;

import java.util.ArrayList;
import java.util.List;

/**
 * Thrown inside the evaluator to abandon the current file with a located message; caught at the
 * front end's boundary and turned into a {@link Diagnostic}. It never escapes the public API.
 */
public final class TableGenError extends RuntimeException {
    private final transient Loc loc;
    private final transient List<Diagnostic> extra;
    private final transient Diagnostic leading;
    private final int leadingAt;

    public TableGenError(Loc loc, String message) {
        this(loc, message, List.of());
    }

    public TableGenError(Loc loc, String message, List<Diagnostic> extra) {
        this(loc, message, extra, null, -1);
    }

    /**
     * An error preceded by {@code leading}, which the reference reports before the errors the
     * evaluation recovered from after the first {@code leadingAt} of them (-1: after all of them).
     * A missing include is such an error: the reference reports it while it reads the statement
     * before, and that statement's checks once it has read it, then its parser's error.
     */
    public TableGenError(Loc loc, String message, List<Diagnostic> extra, Diagnostic leading, int leadingAt) {
        super(message, null, false, false);
        this.loc = loc == null ? Loc.NONE : loc;
        this.extra = extra;
        this.leading = leading;
        this.leadingAt = leadingAt;
    }

    public Loc loc() {
        return loc;
    }

    /** Further diagnostics printed after the main one (e.g. "assertion failed in this record"). */
    public List<Diagnostic> extra() {
        return extra;
    }

    /**
     * Every diagnostic of a failed evaluation, in the reference's order: the errors recovered from
     * before this one ({@code recovered}, in order), with this error's leading diagnostic among
     * them where it belongs, then this error and its extra lines.
     */
    public List<Diagnostic> after(List<Diagnostic> recovered) {
        List<Diagnostic> out = new ArrayList<>(recovered.size() + 2 + extra.size());
        int at = leadingAt < 0 || leadingAt > recovered.size() ? recovered.size() : leadingAt;
        out.addAll(recovered.subList(0, at));
        if (leading != null) out.add(leading);
        out.addAll(recovered.subList(at, recovered.size()));
        out.add(toDiagnostic());
        out.addAll(extra);
        return out;
    }

    public Diagnostic toDiagnostic() {
        return Diagnostic.error(loc, getMessage());
    }
}
