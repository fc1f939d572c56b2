package pdll.syntax.tree;

/**
 * A source range [start, end) in UTF-16 code units, relative to the start of the top-level
 * declaration that holds the node ({@code pdll.syntax.TopLevel#offset()} makes it absolute).
 */
public record Span(int start, int end) {
    public static Span of(int start, int end) {
        return new Span(start, Math.max(start, end));
    }
}
