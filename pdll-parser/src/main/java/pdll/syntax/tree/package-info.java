/**
 * Syntax tree nodes: records under sealed interfaces, one family per file ({@link
 * pdll.syntax.tree.Decl}, {@link pdll.syntax.tree.Stmt}, {@link pdll.syntax.tree.Expr},
 * {@link pdll.syntax.tree.Constraint}, and their parts). Spans are relative to the enclosing
 * {@link pdll.syntax.TopLevel}; adding its {@code offset()} makes them offsets of the tree's
 * text. Pieces that failed to parse are {@code Error} nodes. Nodes hold no behaviour.
 */
package pdll.syntax.tree;
