package pdll.syntax.tree;

/** A Constraint/Rewrite argument {@code name: constraint} or result ({@code name} may be null). */
public record ArgDecl(Span span, Name name, Constraint constraint) implements Node {}
