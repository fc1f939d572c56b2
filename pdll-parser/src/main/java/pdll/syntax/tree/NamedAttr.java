package pdll.syntax.tree;

/** {@code name = value} or {@code name} in an operation's attribute dictionary; {@code value} may be null. */
public record NamedAttr(Span span, Name name, Expr value) implements Node {}
