package pdll.sema.ast;

import java.util.List;

/** Statements. Every expression is also a statement (an expression statement). */
public sealed interface Stmt extends Node permits Stmt.CompoundStmt, Stmt.LetStmt, Stmt.EraseStmt, Stmt.ReplaceStmt,
        Stmt.RewriteStmt, Stmt.ReturnStmt, Expr {

    record CompoundStmt(List<Stmt> statements, SourceRange range) implements Stmt {}

    record LetStmt(Decl.VariableDecl variable, SourceRange range) implements Stmt {}

    record EraseStmt(Expr root, SourceRange range) implements Stmt {}

    record ReplaceStmt(Expr root, List<Expr> values, SourceRange range) implements Stmt {}

    record RewriteStmt(Expr root, CompoundStmt body, SourceRange range) implements Stmt {}

    record ReturnStmt(Expr value, SourceRange range) implements Stmt {}
}
