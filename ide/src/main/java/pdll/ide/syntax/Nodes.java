package pdll.ide.syntax;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import pdll.syntax.tree.ArgDecl;
import pdll.syntax.tree.Constraint;
import pdll.syntax.tree.Decl;
import pdll.syntax.tree.Expr;
import pdll.syntax.tree.Metadata;
import pdll.syntax.tree.NamedAttr;
import pdll.syntax.tree.Node;
import pdll.syntax.tree.OpName;
import pdll.syntax.tree.Stmt;
import pdll.syntax.tree.TupleElement;

/**
 * The one place that knows the shape of the syntax tree: the children of every node kind, in
 * source order (an exhaustive switch, so a new node kind fails to compile here rather than being
 * skipped silently by some feature). Error nodes and missing pieces (nulls) have no children.
 */
public final class Nodes {
    private Nodes() {}

    public static List<Node> children(Node n) {
        List<Node> out = new ArrayList<>();
        addChildren(n, out);
        return out;
    }

    /** Appends the node's children, in source order. */
    private static void addChildren(Node n, List<Node> out) {
        if (n instanceof Decl d) {
            if (d instanceof Decl.Pattern p) {
                addAll(out, p.metadata());
                add(out, p.body());
            } else if (d instanceof Decl.Callable c) {
                addAll(out, c.arguments());
                addAll(out, c.results());
                if (c.body() instanceof Decl.Body.Block b) add(out, b.block());
                else if (c.body() instanceof Decl.Body.Lambda l) add(out, l.stmt());
            } else if (d instanceof Decl.Include || d instanceof Decl.Error) {
                // leaves
            }
        } else if (n instanceof Stmt s) {
            if (s instanceof Stmt.Compound c) addAll(out, c.statements());
            else if (s instanceof Stmt.Let l) {
                addAll(out, l.constraints());
                add(out, l.initializer());
            } else if (s instanceof Stmt.Erase e) add(out, e.root());
            else if (s instanceof Stmt.Replace r) {
                add(out, r.root());
                addAll(out, r.replacements());
            } else if (s instanceof Stmt.Rewrite r) {
                add(out, r.root());
                add(out, r.body());
            } else if (s instanceof Stmt.Return r) add(out, r.value());
            else if (s instanceof Stmt.ExprStmt e) add(out, e.expr());
        } else if (n instanceof Expr e) {
            if (e instanceof Expr.InlineVariable v) addAll(out, v.constraints());
            else if (e instanceof Expr.Call c) {
                add(out, c.callee());
                addAll(out, c.arguments());
            } else if (e instanceof Expr.Member m) add(out, m.base());
            else if (e instanceof Expr.Tuple t) addAll(out, t.elements());
            else if (e instanceof Expr.Operation o) {
                add(out, o.name());
                addAll(out, o.operands());
                addAll(out, o.attributes());
                addAll(out, o.results());
            } else if (e instanceof Expr.InlineDecl d) add(out, d.decl());
        } else if (n instanceof Constraint c) {
            if (c instanceof Constraint.Builtin b) {
                add(out, b.opName());
                add(out, b.typeArgument());
            } else if (c instanceof Constraint.Inline i) add(out, i.decl());
        } else if (n instanceof ArgDecl a) add(out, a.constraint());
        else if (n instanceof NamedAttr a) add(out, a.value());
        else if (n instanceof TupleElement t) add(out, t.value());
        else if (n instanceof Metadata || n instanceof OpName) {
            // leaves
        }
    }

    /** Pre-order walk of a node and everything below it. */
    public static void walk(Node root, Consumer<Node> visitor) {
        if (root == null) return;
        ArrayList<Node> stack = new ArrayList<>();
        stack.add(root);
        while (!stack.isEmpty()) {
            Node n = stack.remove(stack.size() - 1);
            visitor.accept(n);
            // the children go on the stack last first, without a list of their own per node
            int first = stack.size();
            addChildren(n, stack);
            Collections.reverse(stack.subList(first, stack.size()));
        }
    }

    private static void add(List<Node> out, Node n) {
        if (n != null) out.add(n);
    }

    private static void addAll(List<Node> out, List<? extends Node> ns) {
        if (ns == null) return;
        for (Node n : ns) add(out, n);
    }
}
