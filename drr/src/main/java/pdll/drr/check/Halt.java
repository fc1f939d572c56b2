package pdll.drr.check;

/**
 * The end of checking one pattern, as {@code mlir-tblgen} stops at its first error: carries that
 * error, or nothing when the pattern went where the reference's behaviour is not known (an
 * operator that is no record, an op record it could not read), so that no guess is reported.
 */
final class Halt extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient DrrDiagnostic diagnostic;

    Halt(DrrDiagnostic diagnostic) {
        super(diagnostic == null ? "unknown" : diagnostic.message(), null, false, false);
        this.diagnostic = diagnostic;
    }

    static Halt silently() {
        return new Halt(null);
    }

    /** The error, or null when the pattern is given up on without one. */
    DrrDiagnostic diagnostic() {
        return diagnostic;
    }
}
