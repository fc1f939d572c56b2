package pdll.intellij.pdll;

import static pdll.intellij.pdll.PdllNodeKind.*;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.ArgDecl;
import pdll.syntax.tree.Constraint;
import pdll.syntax.tree.Decl;
import pdll.syntax.tree.Expr;
import pdll.syntax.tree.Metadata;
import pdll.syntax.tree.Name;
import pdll.syntax.tree.NamedAttr;
import pdll.syntax.tree.Node;
import pdll.syntax.tree.OpName;
import pdll.syntax.tree.Span;
import pdll.syntax.tree.Stmt;
import pdll.syntax.tree.TupleElement;

/**
 * The PSI's shape of a parsed PDLL file: which syntax tree nodes become PSI elements, of which
 * {@link PdllNodeKind}, with which parts as children. One line per node kind (an unknown kind
 * throws, so a new one is noticed by the tests), plus the names the tree keeps as plain
 * {@link Name}s. The wrappers of inline declarations ({@code Expr.InlineDecl},
 * {@code Constraint.Inline}) are left out: they span exactly their declaration, which stands for
 * them. Error statements keep only their first complete expression (the names they record lie
 * inside it). Pure: no IntelliJ types.
 */
public final class PdllSyntaxLayout {
    private final int base; // the offset of the top level whose spans are being converted

    private PdllSyntaxLayout(int base) {
        this.base = base;
    }

    /** The top-level nodes of a file, in source order, with absolute ranges. */
    public static List<PdllLayoutNode> of(SyntaxTree tree) {
        List<PdllLayoutNode> out = new ArrayList<>();
        for (TopLevel t : tree.topLevels()) new PdllSyntaxLayout(t.offset()).part(t.decls(), out);
        out.sort(BY_START);
        return out;
    }

    private static final Comparator<PdllLayoutNode> BY_START = Comparator.comparingInt(PdllLayoutNode::start);

    /** The layout of a syntax node, or null when it has no text. */
    private PdllLayoutNode layout(Node n) {
        if (n instanceof Expr.InlineDecl d) return layout(d.decl());
        if (n instanceof Constraint.Inline i) return layout(i.decl());

        if (n instanceof Decl.Pattern p) return node(PATTERN_DECL, p.span(), p.name(), p.metadata(), p.body());
        if (n instanceof Decl.Callable c) {
            return node(c.rewrite() ? REWRITE_DECL : CONSTRAINT_DECL, c.span(), c.name(), c.arguments(), results(c.results()), body(c.body()));
        }
        if (n instanceof Decl.Include i) return node(INCLUDE, i.span());
        if (n instanceof Decl.Error e) return node(ERROR_DECL, e.span(), e.name());

        if (n instanceof Stmt.Compound c) return node(COMPOUND_STMT, c.span(), c.statements());
        if (n instanceof Stmt.Let l) return node(LET_STMT, l.span(), l.name(), l.constraints(), l.initializer());
        if (n instanceof Stmt.Erase e) return node(ERASE_STMT, e.span(), e.root());
        if (n instanceof Stmt.Replace r) return node(REPLACE_STMT, r.span(), r.root(), r.replacements());
        if (n instanceof Stmt.Rewrite r) return node(REWRITE_STMT, r.span(), r.root(), r.body());
        if (n instanceof Stmt.Return r) return node(RETURN_STMT, r.span(), r.value());
        if (n instanceof Stmt.ExprStmt e) return node(EXPR_STMT, e.span(), e.expr());
        if (n instanceof Stmt.Error e) return node(ERROR_STMT, e.span(), e.parsed());

        if (n instanceof Expr.Ref r) return node(REF_EXPR, r.span(), r.name());
        if (n instanceof Expr.InlineVariable v) return node(INLINE_VARIABLE_EXPR, v.span(), v.name(), v.constraints());
        if (n instanceof Expr.Call c) return node(CALL_EXPR, c.span(), c.callee(), c.arguments());
        if (n instanceof Expr.Member m) return node(MEMBER_EXPR, m.span(), m.base(), m.member());
        if (n instanceof Expr.Tuple t) return node(TUPLE_EXPR, t.span(), t.elements());
        if (n instanceof Expr.Operation o) return node(OPERATION_EXPR, o.span(), o.name(), o.operands(), o.attributes(), o.results());
        if (n instanceof Expr.AttrLiteral a) return node(ATTR_EXPR, a.span());
        if (n instanceof Expr.TypeLiteral t) return node(TYPE_EXPR, t.span());
        if (n instanceof Expr.Error e) return node(ERROR_EXPR, e.span());

        if (n instanceof Constraint.Builtin b) return node(BUILTIN_CONSTRAINT, b.span(), b.opName(), b.typeArgument());
        if (n instanceof Constraint.Named c) return node(NAMED_CONSTRAINT, c.span(), c.name());
        if (n instanceof Constraint.Error e) return node(ERROR_CONSTRAINT, e.span());

        if (n instanceof ArgDecl a) return node(ARGUMENT, a.span(), a.name(), a.constraint());
        if (n instanceof Metadata m) return node(METADATA, m.span(), m.name());
        if (n instanceof NamedAttr a) return node(NAMED_ATTR, a.span(), a.name(), a.value());
        if (n instanceof TupleElement t) return node(TUPLE_ELEMENT, t.span(), t.label(), t.value());
        if (n instanceof OpName o) return node(OP_NAME, o.span());
        throw new IllegalStateException("unknown syntax node " + n);
    }

    /** Result declarations: the same nodes as arguments, told apart for the PSI. */
    private List<PdllLayoutNode> results(List<ArgDecl> results) {
        List<PdllLayoutNode> out = new ArrayList<>();
        for (ArgDecl r : results) part(node(RESULT, r.span(), r.name(), r.constraint()), out);
        return out;
    }

    /** The statement of a body; a native body is its code block token, an external or missing one nothing. */
    private static Stmt body(Decl.Body body) {
        if (body instanceof Decl.Body.Block b) return b.block();
        if (body instanceof Decl.Body.Lambda l) return l.stmt();
        return null;
    }

    /** A node of {@code kind} over {@code span} with the given parts as children; null if the span is missing or empty. */
    private PdllLayoutNode node(PdllNodeKind kind, Span span, Object... parts) {
        if (span == null || span.end() <= span.start()) return null; // a missing piece: no text to wrap
        List<PdllLayoutNode> kids = new ArrayList<>();
        for (Object part : parts) part(part, kids);
        kids.sort(BY_START);
        return new PdllLayoutNode(kind, base + span.start(), base + span.end(), List.copyOf(kids));
    }

    /** Adds the layout of a part: a syntax node, a name, a laid-out node, or a list of them (null: nothing). */
    private void part(Object part, List<PdllLayoutNode> out) {
        PdllLayoutNode laid = null;
        if (part instanceof List<?> list) {
            for (Object p : list) part(p, out);
        } else if (part instanceof Node n) {
            laid = layout(n);
        } else if (part instanceof Name name) {
            laid = node(NAME, name.span());
        } else if (part instanceof PdllLayoutNode n) {
            laid = n;
        } else if (part != null) {
            throw new IllegalStateException("unknown part " + part);
        }
        if (laid != null) out.add(laid);
    }
}
