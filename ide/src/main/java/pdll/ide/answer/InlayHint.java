package pdll.ide.answer;

/** A hint shown before {@code offset}: {@code label}, a parameter name ({@code lhs:}) or a type ({@code : Value}). */
public record InlayHint(int offset, String label, Kind kind) {
    public enum Kind { PARAMETER, TYPE }
}
