package pdll.syntax.tree;

/** One element of a tuple expression, optionally labelled. */
public record TupleElement(Span span, Name label, Expr value) implements Node {}
