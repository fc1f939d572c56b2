package pdll.syntax.tree;

/** {@code dialect.name} between {@code <…>}, e.g. {@code arith.addi}; {@code text} is null for {@code op<>}. */
public record OpName(Span span, String text) implements Node {}
