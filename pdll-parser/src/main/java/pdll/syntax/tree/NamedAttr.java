package pdll.syntax.tree;

/**
 * {@code name = value} or {@code name} in an operation's attribute dictionary; {@code value} may be
 * null. A string name's {@link Name#text()} is its decoded value (its span the string).
 */
public record NamedAttr(Span span, Name name, Expr value) implements Node {}
