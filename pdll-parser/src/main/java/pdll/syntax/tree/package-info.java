/**
 * Syntax tree nodes: records under sealed interfaces, one family per file ({@link
 * pdll.syntax.tree.Decl}, {@link pdll.syntax.tree.Stmt}, {@link pdll.syntax.tree.Expr},
 * {@link pdll.syntax.tree.Constraint}, and their parts). Spans are relative to the enclosing
 * {@link pdll.syntax.TopLevel}; {@code SyntaxTree.position(topLevel, offset)} makes them
 * absolute. Pieces that failed to parse are {@code Error} nodes. Nodes hold no behaviour.
 */
package pdll.syntax.tree;
