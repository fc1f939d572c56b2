package pdll.syntax.tree;

/** An identifier as written (also keywords where the language allows them, and `_`). */
public record Name(Span span, String text) {}
