package pdll.syntax;

/**
 * Parser options. {@code maxNesting}: bracket and expression nesting beyond which the parser
 * reports a diagnostic instead of recursing.
 */
public record ParseOptions(int maxNesting) {
    public static final ParseOptions DEFAULT = new ParseOptions(256);
}
