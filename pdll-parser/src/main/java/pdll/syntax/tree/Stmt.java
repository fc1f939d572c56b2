package pdll.syntax.tree;

import java.util.List;

/** A statement of a Pattern, Constraint, Rewrite or rewrite block body. */
public sealed interface Stmt extends Node {
    record Compound(Span span, List<Stmt> statements) implements Stmt {}

    record Let(Span span, Name name, List<Constraint> constraints, Expr initializer) implements Stmt {}

    record Erase(Span span, Expr root) implements Stmt {}

    /** {@code replace root with value} or {@code with (v1, v2…)} ({@code parenthesized}). */
    record Replace(Span span, Expr root, List<Expr> replacements, boolean parenthesized) implements Stmt {}

    record Rewrite(Span span, Expr root, Compound body) implements Stmt {}

    record Return(Span span, Expr value) implements Stmt {}

    record ExprStmt(Span span, Expr expr) implements Stmt {}

    /**
     * Statements skipped after a syntax error, up to the resynchronisation point. {@code parsed}
     * is the statement's first complete expression before the error (its root, value or
     * expression), or null; {@code names} are the references ({@link Expr.Ref}), constraint
     * names ({@link Constraint.Named}) and inline variables ({@link Expr.InlineVariable}) read
     * before the error, in order, and of a constraint list its first type constraint (a
     * {@link Constraint.Builtin} with a type argument) and the {@code <} of a second one (a
     * {@link Constraint.Builtin} spanning just the {@code <}, without type argument). The analyzer still checks them, because the reference resolves
     * names while parsing, before it meets the syntax error.
     */
    record Error(Span span, Expr parsed, List<Node> names) implements Stmt {}
}
