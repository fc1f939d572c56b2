package pdll.sema.diag;

/** How the reference prints a diagnostic's kind. */
public enum Severity {
    ERROR("error"), WARNING("warning"), NOTE("note");

    public final String label;

    Severity(String label) {
        this.label = label;
    }
}
