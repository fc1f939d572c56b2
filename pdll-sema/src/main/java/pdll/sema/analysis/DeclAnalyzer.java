package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.sema.ast.Stmt;
import pdll.sema.ods.ImportedConstraint;
import pdll.sema.types.PdllType;
import pdll.syntax.Diagnostic;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.tree.ArgDecl;
import pdll.syntax.tree.Metadata;
import pdll.syntax.tree.Node;
import pdll.syntax.tree.Span;

/**
 * Declaration and statement analysis: builds the typed AST of a Pattern, Constraint or Rewrite
 * (and of the native constraints an ODS import declares), checks the statements of their bodies
 * and defines their names, reporting into the run's {@link Session}. Expressions and constraints
 * are {@link ExprAnalyzer}'s. Knows nothing of files, includes or incremental reuse: it analyses
 * the declaration it is given, in the session's current chunk.
 */
final class DeclAnalyzer {
    private final Session s;
    private final Conversions conv;
    private final ExprAnalyzer exprs;

    DeclAnalyzer(Session s) {
        this.s = s;
        conv = new Conversions(s);
        exprs = new ExprAnalyzer(s, conv, this);
    }

    /** The module declaration of a top-level Pattern, Constraint or Rewrite; null for anything else. */
    Decl topLevel(pdll.syntax.tree.Decl d) {
        if (d instanceof pdll.syntax.tree.Decl.Pattern p) return pattern(p);
        if (d instanceof pdll.syntax.tree.Decl.Callable c) return callable(c, true);
        return null;
    }

    /** {@code Constraint Name(self: Attr|Type|Op) [{ code }]} for an ODS Attr, Type or OpInterface def. */
    static Decl.CallableDecl odsConstraint(ImportedConstraint ic) {
        Decl builtin;
        PdllType type;
        switch (ic.kind()) {
            case Attr -> {
                builtin = new Decl.AttrConstraintDecl(null, null);
                type = PdllType.ATTR;
            }
            case Type -> {
                builtin = new Decl.TypeConstraintDecl(null);
                type = PdllType.TYPE;
            }
            default -> {
                builtin = new Decl.OpConstraintDecl(new Decl.OpNameDecl(null, null), null);
                type = PdllType.ANY_OP;
            }
        }
        Decl.VariableDecl self = new Decl.VariableDecl("self", null, type, null, List.of(new ConstraintRef(builtin, null)), null);
        return new Decl.CallableDecl(false, ic.name(), null, List.of(self), List.of(), PdllType.EMPTY_TUPLE, ic.cppCode(),
                null, ic, null);
    }

    /** Defines a name in the current scope unless a visible declaration already has it. */
    void define(String name, SourceRange nameRange, Decl decl) {
        Decl prev = s.lookup(name);
        if (prev != null) {
            s.error(nameRange, "`" + name + "` has already been defined", Session.noteAt(prev, "see previous definition here"));
            // later uses mean the new declaration: defining it anyway spares them follow-up errors
            if (s.scope.local().stream().anyMatch(d -> d == prev)) return;
        }
        s.define(name, decl);
    }

    // ---- patterns -------------------------------------------------------------------------------

    private Decl.PatternDecl pattern(pdll.syntax.tree.Decl.Pattern p) {
        SourceRange range = s.range(p.span());
        Context saved = s.context;
        s.context = Context.PATTERN_MATCH;
        s.pushScope();
        Stmt.CompoundStmt body;
        if (p.lambda()) {
            Stmt st = p.body() == null ? null : stmt(p.body(), false);
            if (st != null && !isOpRewrite(st)) {
                s.error(s.range(p.body().span()), "expected Pattern lambda body to contain a single operation rewrite "
                        + "statement, such as `erase`, `replace`, or `rewrite`");
            }
            body = new Stmt.CompoundStmt(st == null ? List.of() : List.of(st),
                    p.body() == null ? range : s.range(p.body().span()));
        } else if (p.body() instanceof pdll.syntax.tree.Stmt.Compound c) {
            body = compound(c, false);
            List<pdll.syntax.tree.Stmt> written = c.statements();
            int term = -1;
            for (int i = 0; i < written.size() && term < 0; i++) if (isOpRewrite(written.get(i))) term = i;
            if (returnIn(written) || syntaxErrorIn(c.span())) {
                // the reference stopped at the syntax error; the body's shape says nothing
            } else if (term < 0) {
                s.error(s.range(p.span().start(), p.span().start()), "expected Pattern body to terminate with an operation "
                        + "rewrite statement, such as `erase`");
            } else if (term + 1 < written.size()) {
                s.error(s.range(written.get(term + 1).span()), "Pattern body was terminated by an operation rewrite "
                        + "statement, but found trailing statements");
            }
        } else {
            body = new Stmt.CompoundStmt(List.of(), range);
        }
        s.popScope();
        s.context = saved;
        Integer benefit = null;
        boolean recursion = false;
        for (Metadata m : p.metadata()) {
            if (m.benefit() != null) benefit = m.benefit();
            else if (m.name().text().equals("recursion")) recursion = true;
        }
        String name = p.name() == null ? null : p.name().text();
        SourceRange nameRange = p.name() == null ? null : s.range(p.name().span());
        Decl.PatternDecl decl = new Decl.PatternDecl(name, nameRange, benefit, recursion, body, range);
        if (name != null) define(name, nameRange, decl);
        return decl;
    }

    /** Whether the parser reported an error inside a span: the reference stopped there, so the span's shape proves nothing. */
    private boolean syntaxErrorIn(Span span) {
        // an error right after a closed block is outside it; an unclosed block runs to the end of its chunk
        String text = s.tree.text();
        int last = s.base + span.end() - 1;
        boolean closed = last >= 0 && last < text.length() && text.charAt(last) == '}';
        for (Diagnostic d : s.chunk.diagnostics()) {
            if (d.offset() >= span.start() && (d.offset() < span.end() || !closed)) return true;
        }
        return false;
    }

    /**
     * Where the first token after {@code end} starts, relative to the current chunk: in the chunk,
     * else at its end, where the next chunk's keyword or the end of the file is (a chunk runs up
     * to the next top-level keyword). Depends only on the chunk's text, so reuse stays exact.
     */
    private int nextTokenAfter(int end) {
        for (Token t : s.chunk.tokens()) {
            if (t.start() >= end && !t.kind().isTrivia() && t.kind() != TokenKind.EOF) return t.start();
        }
        return s.chunk.text().length();
    }

    private static boolean isOpRewrite(pdll.syntax.tree.Stmt st) {
        return st instanceof pdll.syntax.tree.Stmt.Erase || st instanceof pdll.syntax.tree.Stmt.Replace
                || st instanceof pdll.syntax.tree.Stmt.Rewrite;
    }

    private static boolean isOpRewrite(Stmt st) {
        return st instanceof Stmt.EraseStmt || st instanceof Stmt.ReplaceStmt || st instanceof Stmt.RewriteStmt;
    }

    // ---- constraints and rewrites ---------------------------------------------------------------

    Decl.CallableDecl callable(pdll.syntax.tree.Decl.Callable c, boolean global) {
        boolean rewrite = c.rewrite();
        SourceRange range = s.range(c.span());
        String name = c.name() != null ? c.name().text()
                : "<anonymous_" + (rewrite ? "rewrite" : "constraint") + "_" + s.anonymousCount++ + ">";
        SourceRange nameRange = c.name() != null ? s.range(c.name().span()) : s.range(c.span().start(), c.span().start());
        s.pushScope();
        List<Decl.VariableDecl> inputs = new ArrayList<>();
        for (ArgDecl a : c.arguments()) inputs.add(argOrResult(a, true));
        List<Decl.VariableDecl> results = new ArrayList<>();
        for (ArgDecl a : c.results()) results.add(argOrResult(a, false));
        if (c.results().size() == 1 && c.results().get(0).name() != null) {
            s.error(s.range(c.results().get(0).name().span()), "cannot create a single-element tuple with an element label");
        }
        PdllType resultType = results.size() == 1 ? results.get(0).type()
                : new PdllType.Tuple(results.stream().map(Decl.VariableDecl::type).toList(),
                        results.stream().map(Decl.VariableDecl::name).toList());
        String code = null;
        Stmt.CompoundStmt body = null;
        pdll.syntax.tree.Decl.Body b = c.body();
        if (b instanceof pdll.syntax.tree.Decl.Body.Native n) {
            code = n.code();
        } else if (b instanceof pdll.syntax.tree.Decl.Body.External) {
            if (!global) s.error(nameRange, "external declarations must be declared in global scope");
        } else if (b instanceof pdll.syntax.tree.Decl.Body.Block || b instanceof pdll.syntax.tree.Decl.Body.Lambda) {
            Context saved = s.context;
            s.context = rewrite ? Context.REWRITE : Context.CONSTRAINT;
            // a { … } block, or null for a lambda
            pdll.syntax.tree.Stmt.Compound block = b instanceof pdll.syntax.tree.Decl.Body.Block blk ? blk.block() : null;
            body = block != null ? compound(block, true) : lambdaBody(((pdll.syntax.tree.Decl.Body.Lambda) b).stmt(), rewrite);
            List<pdll.syntax.tree.Stmt> written = block != null ? block.statements() : List.of();
            boolean broken = block != null && syntaxErrorIn(block.span());
            for (int i = 0; i < written.size() && !broken; i++) {
                if (written.get(i) instanceof pdll.syntax.tree.Stmt.Return && i + 1 < written.size()) {
                    s.error(s.range(written.get(i + 1).span()), "`return` terminated the `" + (rewrite ? "Rewrite" : "Constraint")
                            + "` body, but found trailing statements afterwards");
                    break;
                }
            }
            int ret = -1;
            for (int i = 0; i < body.statements().size() && ret < 0; i++) if (body.statements().get(i) instanceof Stmt.ReturnStmt) ret = i;
            if (!results.isEmpty()) {
                if (ret < 0 && broken) {
                    // a syntax error may have eaten the return
                } else if (ret < 0) {
                    // after a block at its `}`; after a top-level lambda, whose `;` is consumed, at
                    // the next token (the next declaration or the end of the file), as the reference
                    int end = block != null ? block.span().end() : global ? nextTokenAfter(c.span().end()) : c.span().end();
                    s.error(s.range(end, end), "missing return in a `" + (rewrite ? "Rewrite" : "Constraint")
                            + "` expected to return `" + resultType + "`");
                } else {
                    Stmt.ReturnStmt r = (Stmt.ReturnStmt) body.statements().get(ret);
                    Expr converted = conv.convert(r.value(), resultType);
                    if (converted != null && converted != r.value()) {
                        List<Stmt> stmts = new ArrayList<>(body.statements());
                        stmts.set(ret, new Stmt.ReturnStmt(converted, r.range()));
                        body = new Stmt.CompoundStmt(stmts, body.range());
                    }
                }
            } else {
                resultType = ret < 0 ? PdllType.EMPTY_TUPLE : ((Stmt.ReturnStmt) body.statements().get(ret)).value().type();
            }
            s.context = saved;
        }
        s.popScope();
        Decl.CallableDecl decl = new Decl.CallableDecl(rewrite, name, nameRange, inputs, results, resultType, code, body,
                null, range);
        if (c.name() != null) define(name, nameRange, decl);
        return decl;
    }

    private Decl.VariableDecl argOrResult(ArgDecl a, boolean argument) {
        if (!argument && a.name() == null && a.constraint() instanceof pdll.syntax.tree.Constraint.Named n
                && !(s.lookup(n.name().text()) instanceof Decl.CallableDecl cd && !cd.rewrite())) {
            // the reference reads an identifier that names no constraint as the result's name
            int at = s.base + n.span().end();
            String text = s.tree.text();
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
            s.error(new SourceRange(s.tree.fileName(), at, at), "expected `:` before result constraint");
            return new Decl.VariableDecl("", s.range(a.span()), PdllType.ERROR, null, List.of(), s.range(a.span()));
        }
        String name = a.name() == null ? "" : a.name().text();
        SourceRange range = s.range(a.span());
        SourceRange nameRange = a.name() == null ? range : s.range(a.name().span());
        ConstraintRef ref = a.constraint() == null ? null : exprs.constraint(a.constraint());
        PdllType type = ref == null ? PdllType.ERROR : exprs.constraintsType(List.of(ref));
        if (type == null) type = PdllType.ERROR;
        Decl.VariableDecl v = new Decl.VariableDecl(name, nameRange, type, null, ref == null ? List.of() : List.of(ref), range);
        if (argument && a.name() != null) define(name, nameRange, v);
        return v;
    }

    /** {@code => expr} becomes {@code { return expr; }}; a Rewrite may also be {@code => erase/replace/rewrite …;}. */
    private Stmt.CompoundStmt lambdaBody(pdll.syntax.tree.Stmt written, boolean rewrite) {
        SourceRange range = s.range(written.span());
        Stmt st = stmt(written, false);
        if (st == null) return new Stmt.CompoundStmt(List.of(), range);
        if (st instanceof Expr e) return new Stmt.CompoundStmt(List.of(new Stmt.ReturnStmt(e, range)), range);
        if (rewrite && isOpRewrite(st)) return new Stmt.CompoundStmt(List.of(st), range);
        s.error(range, rewrite
                ? "expected `Rewrite` lambda body to contain a single expression or an operation rewrite statement; "
                        + "such as `erase`, `replace`, or `rewrite`"
                : "expected `Constraint` lambda body to contain a single expression");
        return new Stmt.CompoundStmt(List.of(), range);
    }

    // ---- statements -----------------------------------------------------------------------------

    private Stmt.CompoundStmt compound(pdll.syntax.tree.Stmt.Compound c, boolean returnAllowed) {
        SourceRange range = s.range(c.span());
        s.pushScope();
        List<Stmt> out = new ArrayList<>();
        for (pdll.syntax.tree.Stmt st : c.statements()) {
            Stmt r = stmt(st, returnAllowed);
            if (r != null) out.add(r);
        }
        s.popScope();
        return new Stmt.CompoundStmt(out, range);
    }

    private Stmt stmt(pdll.syntax.tree.Stmt st, boolean returnAllowed) {
        SourceRange range = s.range(st.span());
        if (st instanceof pdll.syntax.tree.Stmt.Let l) return let(l, range);
        if (st instanceof pdll.syntax.tree.Stmt.ExprStmt e) return exprs.expr(e.expr());
        if (st instanceof pdll.syntax.tree.Stmt.Return r) return new Stmt.ReturnStmt(exprs.expr(r.value()), range);
        if (st instanceof pdll.syntax.tree.Stmt.Erase e) {
            if (notInConstraint("erase", range)) return null;
            Expr root = exprs.expr(e.root());
            if (!isOp(root.type())) s.error(root.range(), "expected `Op` expression");
            return new Stmt.EraseStmt(root, range);
        }
        if (st instanceof pdll.syntax.tree.Stmt.Replace r) {
            if (notInConstraint("replace", range)) return null;
            Expr root = exprs.expr(r.root());
            Context saved = s.context;
            s.context = Context.REWRITE;
            List<Expr> values = new ArrayList<>();
            for (pdll.syntax.tree.Expr v : r.replacements()) {
                values.add(!r.parenthesized() && v instanceof pdll.syntax.tree.Expr.Operation o
                        ? exprs.operation(o, true) : exprs.expr(v));
            }
            s.context = saved;
            if (!isOp(root.type())) {
                s.error(root.range(), "expected `Op` expression, but got `" + root.type() + "`");
            } else {
                for (int i = 0; i < values.size(); i++) {
                    Expr v = values.get(i);
                    PdllType t = v.type();
                    if (t instanceof PdllType.Op && values.size() > 1) {
                        // several replacements: each op stands for all of its results
                        values.set(i, new Expr.MemberAccessExpr(v, Conversions.ALL_RESULTS, PdllType.VALUE_RANGE, v.range()));
                    } else if (!isOp(t) && t != PdllType.VALUE && t != PdllType.VALUE_RANGE) {
                        s.error(v.range(), "expected `Op`, `Value` or `ValueRange` expression, but got `" + t + "`");
                        break;
                    }
                }
            }
            return new Stmt.ReplaceStmt(root, values, range);
        }
        if (st instanceof pdll.syntax.tree.Stmt.Rewrite r) {
            if (notInConstraint("rewrite", range)) return null;
            Expr root = exprs.expr(r.root());
            Context saved = s.context;
            s.context = Context.REWRITE;
            Stmt.CompoundStmt body = compound(r.body(), false);
            s.context = saved;
            if (returnIn(r.body().statements())) return null;
            if (!isOp(root.type())) s.error(root.range(), "expected `Op` expression, but got `" + root.type() + "`");
            return new Stmt.RewriteStmt(root, body, range);
        }
        if (st instanceof pdll.syntax.tree.Stmt.Compound c) return compound(c, returnAllowed);
        if (st instanceof pdll.syntax.tree.Stmt.Error e) failedStatement(e);
        return null;
    }

    /**
     * The reference checks a `return` directly in a Pattern body or a rewrite block once the block
     * is parsed; reports the first one.
     */
    private boolean returnIn(List<pdll.syntax.tree.Stmt> statements) {
        for (pdll.syntax.tree.Stmt st : statements) {
            if (st instanceof pdll.syntax.tree.Stmt.Return) {
                s.error(s.range(st.span().start(), st.span().start()),
                        "`return` statements are only permitted within a `Constraint` or `Rewrite` body");
                return true;
            }
        }
        return false;
    }

    /**
     * A statement that failed to parse: what the reference checked before it met the syntax
     * error. Its keyword's context rule, its first complete expression, and every name it resolved.
     */
    private void failedStatement(pdll.syntax.tree.Stmt.Error e) {
        TokenKind first = null;
        for (Token t : s.chunk.tokens()) {
            if (t.start() == e.span().start() && !t.kind().isTrivia()) first = t.kind();
        }
        String keyword = first == TokenKind.KW_ERASE ? "erase" : first == TokenKind.KW_REPLACE ? "replace"
                : first == TokenKind.KW_REWRITE_STMT ? "rewrite" : null;
        if (keyword != null && notInConstraint(keyword, s.range(e.span().start(), e.span().start()))) return;
        if (e.parsed() != null) exprs.expr(e.parsed());
        Set<String> inline = new HashSet<>();
        pdll.syntax.tree.Constraint.Builtin typed = null;
        for (Node n : e.names()) {
            if (e.parsed() != null && n.span().start() >= e.parsed().span().start() && n.span().end() <= e.parsed().span().end()) continue;
            if (n instanceof pdll.syntax.tree.Constraint.Builtin b) {
                if (b.typeArgument() != null) typed = b;
                else if (typed != null) {
                    s.error(s.range(b.span().start(), b.span().start()), "the type of this variable has already been constrained",
                            Session.note(s.range(typed.typeArgument().span()), "see previous constraint location here"));
                    return;
                }
            } else if (n instanceof pdll.syntax.tree.Expr.InlineVariable v) inline.add(v.name().text());
            else if (n instanceof pdll.syntax.tree.Expr.Ref r && !inline.contains(r.name().text())
                    && s.lookup(r.name().text()) == null) {
                s.error(s.range(r.name().span()), "undefined reference to `" + r.name().text() + "`");
                return;
            } else if (n instanceof pdll.syntax.tree.Constraint.Named c && s.lookup(c.name().text()) == null) {
                s.error(s.range(c.span()), "unknown reference to constraint `" + c.name().text() + "`");
                return;
            }
        }
    }

    private boolean notInConstraint(String keyword, SourceRange at) {
        if (s.context != Context.CONSTRAINT) return false;
        s.error(at, "`" + keyword + "` cannot be used within a Constraint");
        return true;
    }

    private static boolean isOp(PdllType t) {
        return t instanceof PdllType.Op || t == PdllType.ERROR;
    }

    private Stmt let(pdll.syntax.tree.Stmt.Let l, SourceRange range) {
        List<ConstraintRef> refs = exprs.constraintList(l.constraints(), true);
        Expr init = l.initializer() == null ? null : exprs.expr(l.initializer());
        if (init != null && refs != null) {
            for (ConstraintRef r : refs) {
                if (ExprAnalyzer.typeExprOf(r.constraint()) != null) {
                    s.error(new SourceRange(r.range().file(), r.range().start(), r.range().start()),
                            "type constraints are not permitted on variables with initializers");
                    refs = null;
                    break;
                }
            }
        }
        Decl.VariableDecl v = exprs.createVariable(l.name().text(), s.range(l.name().span()), refs, init, range);
        return new Stmt.LetStmt(v, range);
    }
}
