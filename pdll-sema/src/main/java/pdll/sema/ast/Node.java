package pdll.sema.ast;

/**
 * A node of the typed AST: what the reference's {@code -x=ast} prints. Nodes are compared by
 * identity (a declaration referenced twice is the same node); ranges are null only for nodes the
 * analyzer creates from ODS records.
 */
public sealed interface Node permits Decl, Stmt, Module {
    SourceRange range();
}
