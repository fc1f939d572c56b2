package pdll.intellij.pdll;

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
import pdll.syntax.tree.OpName;
import pdll.syntax.tree.Span;
import pdll.syntax.tree.Stmt;
import pdll.syntax.tree.TupleElement;

/**
 * The PSI's shape of a parsed PDLL file: which syntax tree nodes become PSI elements, of which
 * {@link PdllNodeKind}. Every node kind is handled here (exhaustive {@code instanceof} chains, so
 * a new kind is noticed), plus the names the tree records as plain {@link Name}s. The wrappers
 * of inline declarations ({@code Expr.InlineDecl}, {@code Constraint.Inline}) are left out: they
 * span exactly their declaration, which stands for them. Error statements keep only their first
 * complete expression; the names they record overlap it. Pure: no IntelliJ types.
 */
public final class PdllSyntaxLayout {
    private final int base; // the offset of the top level whose spans are being converted

    private PdllSyntaxLayout(int base) {
        this.base = base;
    }

    /** The top-level nodes of a file, in source order, with absolute ranges. */
    public static List<PdllLayoutNode> of(SyntaxTree tree) {
        List<PdllLayoutNode> out = new ArrayList<>();
        for (TopLevel t : tree.topLevels()) {
            PdllSyntaxLayout layout = new PdllSyntaxLayout(t.offset());
            for (Decl d : t.decls()) layout.decl(d, out);
        }
        out.sort(BY_START);
        return out;
    }

    private static final Comparator<PdllLayoutNode> BY_START = Comparator.comparingInt(PdllLayoutNode::start);

    private void decl(Decl d, List<PdllLayoutNode> out) {
        List<PdllLayoutNode> kids = new ArrayList<>();
        PdllNodeKind kind;
        if (d instanceof Decl.Pattern p) {
            kind = PdllNodeKind.PATTERN_DECL;
            name(p.name(), kids);
            for (Metadata m : p.metadata()) metadata(m, kids);
            stmt(p.body(), kids);
        } else if (d instanceof Decl.Callable c) {
            kind = c.rewrite() ? PdllNodeKind.REWRITE_DECL : PdllNodeKind.CONSTRAINT_DECL;
            name(c.name(), kids);
            for (ArgDecl a : c.arguments()) argument(PdllNodeKind.ARGUMENT, a, kids);
            for (ArgDecl r : c.results()) argument(PdllNodeKind.RESULT, r, kids);
            // a native body is its code block token; an external or missing one has nothing
            if (c.body() instanceof Decl.Body.Block b) stmt(b.block(), kids);
            else if (c.body() instanceof Decl.Body.Lambda l) stmt(l.stmt(), kids);
        } else if (d instanceof Decl.Include) {
            kind = PdllNodeKind.INCLUDE;
        } else if (d instanceof Decl.Error e) {
            kind = PdllNodeKind.ERROR_DECL;
            name(e.name(), kids);
        } else {
            throw new IllegalStateException("unknown declaration " + d);
        }
        add(kind, d.span(), kids, out);
    }

    private void stmt(Stmt s, List<PdllLayoutNode> out) {
        if (s == null) return;
        List<PdllLayoutNode> kids = new ArrayList<>();
        PdllNodeKind kind;
        if (s instanceof Stmt.Compound c) {
            kind = PdllNodeKind.COMPOUND_STMT;
            for (Stmt inner : c.statements()) stmt(inner, kids);
        } else if (s instanceof Stmt.Let l) {
            kind = PdllNodeKind.LET_STMT;
            name(l.name(), kids);
            for (Constraint c : l.constraints()) constraint(c, kids);
            expr(l.initializer(), kids);
        } else if (s instanceof Stmt.Erase e) {
            kind = PdllNodeKind.ERASE_STMT;
            expr(e.root(), kids);
        } else if (s instanceof Stmt.Replace r) {
            kind = PdllNodeKind.REPLACE_STMT;
            expr(r.root(), kids);
            for (Expr with : r.replacements()) expr(with, kids);
        } else if (s instanceof Stmt.Rewrite r) {
            kind = PdllNodeKind.REWRITE_STMT;
            expr(r.root(), kids);
            stmt(r.body(), kids);
        } else if (s instanceof Stmt.Return r) {
            kind = PdllNodeKind.RETURN_STMT;
            expr(r.value(), kids);
        } else if (s instanceof Stmt.ExprStmt e) {
            kind = PdllNodeKind.EXPR_STMT;
            expr(e.expr(), kids);
        } else if (s instanceof Stmt.Error e) {
            kind = PdllNodeKind.ERROR_STMT;
            expr(e.parsed(), kids);
        } else {
            throw new IllegalStateException("unknown statement " + s);
        }
        add(kind, s.span(), kids, out);
    }

    private void expr(Expr e, List<PdllLayoutNode> out) {
        if (e == null) return;
        List<PdllLayoutNode> kids = new ArrayList<>();
        PdllNodeKind kind;
        if (e instanceof Expr.InlineDecl d) {
            decl(d.decl(), out);
            return;
        } else if (e instanceof Expr.Ref r) {
            kind = PdllNodeKind.REF_EXPR;
            name(r.name(), kids);
        } else if (e instanceof Expr.InlineVariable v) {
            kind = PdllNodeKind.INLINE_VARIABLE_EXPR;
            name(v.name(), kids);
            for (Constraint c : v.constraints()) constraint(c, kids);
        } else if (e instanceof Expr.Call c) {
            kind = PdllNodeKind.CALL_EXPR;
            expr(c.callee(), kids);
            for (Expr a : c.arguments()) expr(a, kids);
        } else if (e instanceof Expr.Member m) {
            kind = PdllNodeKind.MEMBER_EXPR;
            expr(m.base(), kids);
            name(m.member(), kids);
        } else if (e instanceof Expr.Tuple t) {
            kind = PdllNodeKind.TUPLE_EXPR;
            for (TupleElement el : t.elements()) tupleElement(el, kids);
        } else if (e instanceof Expr.Operation o) {
            kind = PdllNodeKind.OPERATION_EXPR;
            opName(o.name(), kids);
            for (Expr operand : o.operands()) expr(operand, kids);
            for (NamedAttr a : o.attributes()) namedAttr(a, kids);
            if (o.results() != null) for (Expr r : o.results()) expr(r, kids);
        } else if (e instanceof Expr.AttrLiteral) {
            kind = PdllNodeKind.ATTR_EXPR;
        } else if (e instanceof Expr.TypeLiteral) {
            kind = PdllNodeKind.TYPE_EXPR;
        } else if (e instanceof Expr.Error) {
            kind = PdllNodeKind.ERROR_EXPR;
        } else {
            throw new IllegalStateException("unknown expression " + e);
        }
        add(kind, e.span(), kids, out);
    }

    private void constraint(Constraint c, List<PdllLayoutNode> out) {
        if (c == null) return;
        List<PdllLayoutNode> kids = new ArrayList<>();
        PdllNodeKind kind;
        if (c instanceof Constraint.Inline i) {
            decl(i.decl(), out);
            return;
        } else if (c instanceof Constraint.Builtin b) {
            kind = PdllNodeKind.BUILTIN_CONSTRAINT;
            opName(b.opName(), kids);
            expr(b.typeArgument(), kids);
        } else if (c instanceof Constraint.Named n) {
            kind = PdllNodeKind.NAMED_CONSTRAINT;
            name(n.name(), kids);
        } else if (c instanceof Constraint.Error) {
            kind = PdllNodeKind.ERROR_CONSTRAINT;
        } else {
            throw new IllegalStateException("unknown constraint " + c);
        }
        add(kind, c.span(), kids, out);
    }

    private void argument(PdllNodeKind kind, ArgDecl a, List<PdllLayoutNode> out) {
        List<PdllLayoutNode> kids = new ArrayList<>();
        name(a.name(), kids);
        constraint(a.constraint(), kids);
        add(kind, a.span(), kids, out);
    }

    private void metadata(Metadata m, List<PdllLayoutNode> out) {
        List<PdllLayoutNode> kids = new ArrayList<>();
        name(m.name(), kids);
        add(PdllNodeKind.METADATA, m.span(), kids, out);
    }

    private void namedAttr(NamedAttr a, List<PdllLayoutNode> out) {
        List<PdllLayoutNode> kids = new ArrayList<>();
        name(a.name(), kids);
        expr(a.value(), kids);
        add(PdllNodeKind.NAMED_ATTR, a.span(), kids, out);
    }

    private void tupleElement(TupleElement t, List<PdllLayoutNode> out) {
        List<PdllLayoutNode> kids = new ArrayList<>();
        name(t.label(), kids);
        expr(t.value(), kids);
        add(PdllNodeKind.TUPLE_ELEMENT, t.span(), kids, out);
    }

    private void opName(OpName n, List<PdllLayoutNode> out) {
        if (n != null) add(PdllNodeKind.OP_NAME, n.span(), new ArrayList<>(), out);
    }

    private void name(Name n, List<PdllLayoutNode> out) {
        if (n != null) add(PdllNodeKind.NAME, n.span(), new ArrayList<>(), out);
    }

    /** Adds a node unless its span is missing or empty (a missing piece has no text to wrap). */
    private void add(PdllNodeKind kind, Span span, List<PdllLayoutNode> kids, List<PdllLayoutNode> out) {
        if (span == null || span.end() <= span.start()) return;
        kids.sort(BY_START);
        out.add(new PdllLayoutNode(kind, base + span.start(), base + span.end(), List.copyOf(kids)));
    }
}
