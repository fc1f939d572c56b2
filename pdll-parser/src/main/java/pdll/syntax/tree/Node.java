package pdll.syntax.tree;

/** Anything with a source range. Error nodes stand for missing or unexpected pieces. */
public sealed interface Node permits Decl, Stmt, Expr, Constraint, ArgDecl, Metadata, NamedAttr, OpName, TupleElement {
    Span span();
}
