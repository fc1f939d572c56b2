package pdll.drr.check;

import pdll.base.diag.Severity;
import pdll.tablegen.source.Loc;

/**
 * One finding of the DRR checker on a pattern record, placed where {@code mlir-tblgen
 * -gen-rewriters} places its error ({@code loc}: the pattern's {@code def}, or the def of an
 * operator that is not an op, which may be in another file), with the pattern it is about
 * ({@code pattern}, the place an editor shows it when {@code loc} is elsewhere) and what the
 * reference does at that point.
 */
public record DrrDiagnostic(Severity severity, Loc loc, String message, Reference reference, Loc pattern) {

    /** What {@code mlir-tblgen-22 -gen-rewriters} does where this diagnostic is. */
    public enum Reference {
        /** it stops with this very message at this very place */
        REPORTS,
        /** it stops with this message but prints no location (ours is the pattern's) */
        REPORTS_UNLOCATED,
        /**
         * it stops here with a message we do not reproduce (one that quotes the C++ it was
         * generating); ours says what is wrong
         */
        REPORTS_OTHERWISE,
        /** it crashes or aborts here without a located message; ours says what it choked on */
        CRASHES,
        /** it accepts the pattern and writes C++ that does not compile or indexes past an op's results */
        ACCEPTS
    }

    /**
     * Whether the reference stops at this diagnostic (an error it does not let through): the
     * first of these is the one to compare with the reference's first error.
     */
    public boolean stops() {
        return severity == Severity.ERROR && reference != Reference.ACCEPTS;
    }

    static DrrDiagnostic error(Loc loc, String message) {
        return new DrrDiagnostic(Severity.ERROR, loc, message, Reference.REPORTS, loc);
    }

    static DrrDiagnostic error(Loc loc, String message, Reference reference) {
        return new DrrDiagnostic(Severity.ERROR, loc, message, reference, loc);
    }

    static DrrDiagnostic warning(Loc loc, String message) {
        return new DrrDiagnostic(Severity.WARNING, loc, message, Reference.ACCEPTS, loc);
    }

    /** The same finding, about the pattern at {@code pattern}. */
    DrrDiagnostic about(Loc pattern) {
        return new DrrDiagnostic(severity, loc, message, reference, pattern);
    }

    /**
     * The first line as the reference prints it: {@code file:line:col: error: message}, or
     * {@code error: message} where it prints no location.
     */
    public String headline() {
        if (reference == Reference.REPORTS_UNLOCATED || !loc.isKnown()) return severity.label + ": " + message;
        return loc + ": " + severity.label + ": " + message;
    }
}
