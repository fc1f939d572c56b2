package pdll.base.diag;

/** A diagnostic's kind, with the word the reference tools print for it. */
public enum Severity {
    ERROR("error"), WARNING("warning"), NOTE("note");

    public final String label;

    Severity(String label) {
        this.label = label;
    }
}
