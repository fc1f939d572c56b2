package pdll.sema.ast;

/** A use of a constraint in a variable's constraint list, at {@code range}. */
public record ConstraintRef(Decl constraint, SourceRange range) {}
