package pdll.sema.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.Module;
import pdll.sema.ast.Node;
import pdll.sema.ast.Stmt;
import pdll.mlir.lex.StringLiterals;
import pdll.mlir.parse.Bytes;

/**
 * Prints the typed AST the way {@code mlir-pdll -x=ast} does: one line per node, tree drawing
 * with {@code |-} and {@code `-}, labelled child groups, and every referenced declaration printed
 * again in full where it is referenced. Nodes are numbered {@code 0x1, 0x2, …} in order of first
 * appearance, which is exactly the reference's output after the conformance runner's address
 * renumbering.
 */
public final class AstPrinter {
    private final StringBuilder out = new StringBuilder();
    private final Map<Object, Integer> ids;
    /** One entry per open level: " |" while siblings follow, "  " after the last one. */
    private final List<String> indent = new ArrayList<>();

    private AstPrinter(Map<Object, Integer> ids) {
        this.ids = ids;
    }

    /**
     * Prints with node numbers shared through {@code ids}: the parts of a split file are printed
     * with one map so that their numbers run on, as the reference's distinct heap addresses do
     * once renumbered over its whole output.
     */
    public static String print(Module module, Map<Object, Integer> ids) {
        AstPrinter p = new AstPrinter(ids);
        p.out.append('-').append(p.header(module)).append('\n');
        p.children(module.children(), false);
        return p.out.toString();
    }

    private String id(Object node) {
        return "0x" + ids.computeIfAbsent(node, k -> ids.size() + 1);
    }

    // ---- tree drawing ---------------------------------------------------------------------------

    private void line(String text) {
        for (String s : indent) out.append(s);
        out.append(text).append('\n');
    }

    private void node(Node n, boolean last) {
        line((last ? " `-" : " |-") + header(n));
        indent.add(last ? "  " : " |");
        body(n);
        indent.remove(indent.size() - 1);
    }

    /** Children drawn directly under their parent. */
    private void children(List<? extends Node> nodes, boolean more) {
        for (int i = 0; i < nodes.size(); i++) node(nodes.get(i), i == nodes.size() - 1 && !more);
    }

    private void single(Node n) {
        if (n != null) node(n, true);
    }

    /** A labelled group: {@code `Label`} and the nodes under it; nothing when empty. */
    private void group(String label, List<? extends Node> nodes) {
        if (nodes.isEmpty()) return;
        line(" `" + label + "`");
        indent.add("  ");
        children(nodes, false);
        indent.remove(indent.size() - 1);
    }

    // ---- nodes ----------------------------------------------------------------------------------

    private String header(Node n) {
        String id = id(n);
        if (n instanceof Module m) return "Module " + id;
        if (n instanceof Decl.VariableDecl v) return "VariableDecl " + id + " Name<" + v.name() + "> Type<" + v.type() + ">";
        if (n instanceof Decl.CallableDecl c) return (c.rewrite() ? "UserRewriteDecl " : "UserConstraintDecl ") + id
                    + " Name<" + c.name() + "> ResultType<" + c.resultType() + ">"
                    + (c.code() == null ? "" : " Code<" + StringLiterals.escape(Bytes.of(c.code())) + ">");
        if (n instanceof Decl.PatternDecl p) return "PatternDecl " + id + (p.name() == null ? "" : " Name<" + p.name() + ">")
                    + (p.benefit() == null ? "" : " Benefit<" + p.benefit() + ">") + (p.recursion() ? " Recursion" : "");
        if (n instanceof Decl.NamedAttributeDecl a) return "NamedAttributeDecl " + id + " Name<" + a.name() + ">";
        if (n instanceof Decl.OpNameDecl o) return "OpNameDecl " + id + (o.name() == null ? "" : " Name<" + o.name() + ">");
        if (n instanceof Decl.AttrConstraintDecl a) return "AttrConstraintDecl " + id;
        if (n instanceof Decl.OpConstraintDecl o) return "OpConstraintDecl " + id;
        if (n instanceof Decl.TypeConstraintDecl t) return "TypeConstraintDecl " + id;
        if (n instanceof Decl.TypeRangeConstraintDecl t) return "TypeRangeConstraintDecl " + id;
        if (n instanceof Decl.ValueConstraintDecl v) return "ValueConstraintDecl " + id;
        if (n instanceof Decl.ValueRangeConstraintDecl v) return "ValueRangeConstraintDecl " + id;
        if (n instanceof Stmt.CompoundStmt s) return "CompoundStmt " + id;
        if (n instanceof Stmt.LetStmt s) return "LetStmt " + id;
        if (n instanceof Stmt.EraseStmt s) return "EraseStmt " + id;
        if (n instanceof Stmt.ReplaceStmt s) return "ReplaceStmt " + id;
        if (n instanceof Stmt.RewriteStmt s) return "RewriteStmt " + id;
        if (n instanceof Stmt.ReturnStmt s) return "ReturnStmt " + id;
        if (n instanceof Expr.AttributeExpr a) return "AttributeExpr " + id + " Value<\"" + a.value() + "\">";
        if (n instanceof Expr.TypeExpr t) return "TypeExpr " + id + " Value<\"" + t.value() + "\">";
        if (n instanceof Expr.CallExpr c) return "CallExpr " + id + " Type<" + c.type() + ">" + (c.negated() ? " Negated" : "");
        if (n instanceof Expr.DeclRefExpr d) return "DeclRefExpr " + id + " Type<" + d.type() + ">";
        if (n instanceof Expr.MemberAccessExpr m) return "MemberAccessExpr " + id + " Member<" + m.member() + "> Type<" + m.type() + ">";
        if (n instanceof Expr.OperationExpr o) return "OperationExpr " + id + " Type<" + o.type() + ">";
        if (n instanceof Expr.RangeExpr r) return "RangeExpr " + id + " Type<" + r.type() + ">";
        if (n instanceof Expr.TupleExpr t) return "TupleExpr " + id + " Type<" + t.type() + ">";
        if (n instanceof Expr.ErrorExpr e) return "ErrorExpr " + id;
        throw new IllegalStateException(n.getClass().getName());
    }

    private void body(Node n) {
        if (n instanceof Decl.VariableDecl v) {
            single(v.init());
            group("Constraints", v.constraints().stream().map(ConstraintRef::constraint).toList());
        } else if (n instanceof Decl.CallableDecl c) {
            group("Inputs", c.inputs());
            group("Results", c.results());
            single(c.body());
        } else if (n instanceof Decl.PatternDecl p) single(p.body());
        else if (n instanceof Decl.NamedAttributeDecl a) single(a.value());
        else if (n instanceof Decl.AttrConstraintDecl a) single(a.typeExpr());
        else if (n instanceof Decl.OpConstraintDecl o) single(o.opName());
        else if (n instanceof Decl.ValueConstraintDecl v) single(v.typeExpr());
        else if (n instanceof Decl.ValueRangeConstraintDecl v) single(v.typeExpr());
        else if (n instanceof Stmt.CompoundStmt s) children(s.statements(), false);
        else if (n instanceof Stmt.LetStmt s) single(s.variable());
        else if (n instanceof Stmt.EraseStmt s) single(s.root());
        else if (n instanceof Stmt.ReplaceStmt s) {
            single(s.root());
            group("ReplValues", s.values());
        } else if (n instanceof Stmt.RewriteStmt s) children(List.of(s.root(), s.body()), false);
        else if (n instanceof Stmt.ReturnStmt s) single(s.value());
        else if (n instanceof Expr.CallExpr c) {
            single(c.callee());
            group("Arguments", c.arguments());
        } else if (n instanceof Expr.DeclRefExpr d) single(d.decl());
        else if (n instanceof Expr.MemberAccessExpr m) single(m.parent());
        else if (n instanceof Expr.OperationExpr o) {
            single(o.name());
            group("Operands", o.operands());
            group("Result Types", o.resultTypes());
            group("Attributes", o.attributes());
        } else if (n instanceof Expr.RangeExpr r) children(r.elements(), false);
        else if (n instanceof Expr.TupleExpr t) children(t.elements(), false);
    }
}
