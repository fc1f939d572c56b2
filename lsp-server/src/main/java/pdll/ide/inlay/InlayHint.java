package pdll.ide.inlay;

/** A hint shown before {@code offset}: {@code label} (e.g. {@code lhs:}), a parameter name. */
public record InlayHint(int offset, String label) {}
