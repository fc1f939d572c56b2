package pdll.syntax;

import java.util.ArrayList;
import java.util.List;
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
 * Recursive-descent parser for the declarations of one chunk (see {@link TopLevel}). The
 * messages are the reference's, reported where the reference reports them; the first error of
 * a statement abandons it, and parsing resumes after the next {@code ;} of the same block or at
 * its closing {@code }} (the chunker already resynchronises at top-level keywords). Nesting is
 * bounded, so deep input yields a diagnostic, never a StackOverflowError. It never throws.
 */
final class DeclParser {
    private static final class Failure extends RuntimeException {
        Failure() {
            super(null, null, false, false);
        }
    }

    private final List<Token> toks; // no trivia; last one is EOF at the chunk's end
    private final List<Diagnostic> diags = new ArrayList<>();
    private final int maxNesting;
    private int p;
    private int nesting;
    private int lexReported = -1;
    private int lastFailure = -1;
    /** The name of the top-level declaration being parsed, once read. */
    private Name partialName;
    /** The first type constraint ({@code Attr<t>}, {@code Value<t>}, {@code ValueRange<t>}) of the constraint list being parsed. */
    private Constraint.Builtin typedInList;
    private boolean rewriteContext;
    /** The first complete expression of the statement being parsed (see {@link Stmt.Error}). */
    private Expr lead;
    /** The references, constraint names and inline variables of the statement being parsed, in order. */
    private List<Node> names = new ArrayList<>();
    /** Set when a statement was complete but its `;` was missing: the caller resynchronises. */
    private boolean missingSemicolon;

    DeclParser(List<Token> significant, int maxNesting) {
        this.toks = significant;
        this.maxNesting = maxNesting;
    }

    List<Diagnostic> diagnostics() {
        return diags;
    }

    List<Decl> parseChunk() {
        List<Decl> decls = new ArrayList<>();
        while (kind() != TokenKind.EOF) {
            int start = cur().start();
            partialName = null;
            try {
                decls.add(topLevel());
            } catch (Failure f) {
                nesting = 0;
                decls.add(new Decl.Error(Span.of(start, toks.get(toks.size() - 1).start()), partialName));
                break;
            }
        }
        return decls;
    }

    // ---- tokens ---------------------------------------------------------------------------------

    private Token cur() {
        Token t = toks.get(p);
        if (t.kind() == TokenKind.ERROR && lexReported < p) {
            lexReported = p;
            diags.add(new Diagnostic(t.start(), t.text(), false, true));
        }
        return t;
    }

    private TokenKind kind() {
        return cur().kind();
    }

    private TokenKind peekKind(int ahead) {
        return toks.get(Math.min(p + ahead, toks.size() - 1)).kind();
    }

    /** Consumes the current token; like the reference, this lexes the next one (reporting its lexer error). */
    private Token advance() {
        Token t = cur();
        if (p < toks.size() - 1) {
            p++;
            cur();
        }
        return t;
    }

    private int prevEnd() {
        return p == 0 ? 0 : toks.get(p - 1).end();
    }

    private boolean accept(TokenKind k) {
        if (kind() != k) return false;
        advance();
        return true;
    }

    private Token expect(TokenKind k, String message) {
        if (kind() != k) throw fail(cur().start(), message);
        return advance();
    }

    /** Reports a parse error, once per location (errors cascading out of an unclosed block stay one). */
    private Failure fail(int offset, String message) {
        if (offset != lastFailure) diags.add(new Diagnostic(offset, message, cur().kind() == TokenKind.ERROR, false));
        lastFailure = offset;
        return new Failure();
    }

    private void enter() {
        if (++nesting > maxNesting) {
            nesting = 0; // the failure unwinds every level; recovery points reset it below
            throw fail(cur().start(), "nesting is too deep (more than " + maxNesting + " levels)");
        }
    }

    private Name name(Token t) {
        return new Name(Span.of(t.start(), t.end()), t.text());
    }

    private boolean isIdent(TokenKind k) {
        return k == TokenKind.IDENTIFIER;
    }

    /**
     * An identifier other than `op`, `attr`, `type`: the reference lexes those as keywords and
     * takes them as names only for variables, arguments, results, labels and members.
     */
    private boolean isPlainIdent() {
        return kind() == TokenKind.IDENTIFIER && !isLiteralKeyword(cur().text());
    }

    // ---- top level ------------------------------------------------------------------------------

    private Decl topLevel() {
        Token t = cur();
        switch (t.kind()) {
            case DIRECTIVE:
                return directive();
            case KW_PATTERN:
                return pattern();
            case KW_CONSTRAINT:
            case KW_REWRITE:
                return callable(true);
            default:
                throw fail(t.start(), "expected top-level declaration, such as a `Pattern`");
        }
    }

    private Decl directive() {
        Token d = cur();
        if (!d.text().equals("#include")) throw fail(d.start(), "unknown directive `" + d.text() + "`");
        advance();
        if (kind() != TokenKind.STRING) throw fail(d.start(), "expected string file name after `include` directive");
        Token s = advance();
        String file = Lexer.value(s.text());
        if (!file.endsWith(".pdll") && !file.endsWith(".td"))
            throw fail(s.start(), "expected include filename to end with `.pdll` or `.td`");
        return new Decl.Include(Span.of(d.start(), s.end()), file, Span.of(s.start(), s.end()));
    }

    private Decl pattern() {
        Token kw = advance();
        Name name = null;
        if (isPlainIdent()) name = partialName = name(advance());
        List<Metadata> metadata = new ArrayList<>();
        if (accept(TokenKind.KW_WITH)) metadata = metadata();
        rewriteContext = false;
        if (kind() == TokenKind.LBRACE) {
            Stmt.Compound body = compound();
            return new Decl.Pattern(Span.of(kw.start(), prevEnd()), name, metadata, body, false);
        }
        if (accept(TokenKind.EQUAL_ARROW)) {
            Stmt body = lambdaStmt(true);
            return new Decl.Pattern(Span.of(kw.start(), prevEnd()), name, metadata, body, true);
        }
        throw fail(cur().start(), "expected `{` or `=>` to start pattern body");
    }

    private List<Metadata> metadata() {
        List<Metadata> list = new ArrayList<>();
        boolean benefit = false, recursion = false;
        do {
            if (!isPlainIdent()) throw fail(cur().start(), "expected pattern metadata identifier");
            Token id = advance();
            if (id.text().equals("benefit")) {
                if (benefit) throw fail(id.start(), "pattern benefit has already been specified");
                benefit = true;
                expect(TokenKind.LPAREN, "expected `(` before pattern benefit");
                if (kind() != TokenKind.INTEGER) throw fail(cur().start(), "expected integral pattern benefit");
                Token n = advance();
                int value = n.text().length() > 5 ? Integer.MAX_VALUE : Integer.parseInt(n.text());
                if (value > 65535) throw fail(n.start(), "expected pattern benefit to fit within a 16-bit integer");
                expect(TokenKind.RPAREN, "expected `)` after pattern benefit");
                list.add(new Metadata(Span.of(id.start(), prevEnd()), name(id), value));
            } else if (id.text().equals("recursion")) {
                if (recursion) throw fail(id.start(), "pattern recursion metadata has already been specified");
                recursion = true;
                list.add(new Metadata(Span.of(id.start(), id.end()), name(id), null));
            } else {
                throw fail(id.start(), "unknown pattern metadata");
            }
        } while (accept(TokenKind.COMMA));
        return list;
    }

    /** A Constraint or Rewrite, at top level ({@code global}) or inline. */
    private Decl.Callable callable(boolean global) {
        Token kw = advance();
        boolean rewrite = kw.kind() == TokenKind.KW_REWRITE;
        Name name = null;
        if (isPlainIdent()) {
            name = name(advance());
            if (global) partialName = name;
        } else if (global) {
            throw fail(cur().start(), "expected identifier name");
        }
        expect(TokenKind.LPAREN, "expected `(` to start argument list");
        List<ArgDecl> args = listUntil(TokenKind.RPAREN, this::argument, "expected `)` to end argument list");
        List<ArgDecl> results = new ArrayList<>();
        boolean tuple = false;
        if (accept(TokenKind.ARROW)) {
            if (accept(TokenKind.LPAREN)) {
                tuple = true;
                // a result list is never empty: `-> ()` is an error at `)`, as in the reference
                results = commaSeparated(() -> result(true));
                expect(TokenKind.RPAREN, "expected `)` to end result list");
            } else {
                results.add(result(false));
            }
        }
        boolean saved = rewriteContext;
        rewriteContext = rewrite;
        try {
            Decl.Body body;
            if (kind() == TokenKind.LBRACE) {
                body = new Decl.Body.Block(compound());
            } else if (accept(TokenKind.EQUAL_ARROW)) {
                body = new Decl.Body.Lambda(lambdaStmt(global));
            } else if (kind() == TokenKind.CODE_BLOCK || kind() == TokenKind.STRING) {
                // the reference takes a string literal for native code as well as a [{ }] block
                Token c = advance();
                body = new Decl.Body.Native(Span.of(c.start(), c.end()), Lexer.value(c.text()));
                expect(TokenKind.SEMICOLON, "expected `;` after native declaration");
            } else if (kind() == TokenKind.ERROR && global) {
                // The reference prints the lexer's message alone here. Ours follows it as a
                // failure of its own, which only --all-errors and the editor show (nothing after
                // an unterminated [{ block, which runs to the end of the file).
                if (!cur().text().equals(Lexer.UNTERMINATED_BLOCK) && cur().start() != lastFailure) {
                    diags.add(new Diagnostic(cur().start(), "expected `;` after native declaration"));
                    lastFailure = cur().start();
                }
                throw new Failure();
            } else {
                body = new Decl.Body.External();
                // an inline external declaration is a semantic error; its `;` ends the statement
                if (global) expect(TokenKind.SEMICOLON, "expected `;` after native declaration");
            }
            return new Decl.Callable(Span.of(kw.start(), prevEnd()), rewrite, name, args, results, tuple, body);
        } finally {
            rewriteContext = saved;
        }
    }

    private ArgDecl argument() {
        if (!isIdent(kind())) throw fail(cur().start(), "expected identifier argument name");
        Token n = advance();
        expect(TokenKind.COLON, "expected `:` before argument constraint");
        Constraint c = constraint(true);
        return new ArgDecl(Span.of(n.start(), prevEnd()), name(n), c);
    }

    private ArgDecl result(boolean inTuple) {
        int start = cur().start();
        if (isIdent(kind())) {
            TokenKind next = peekKind(1);
            if (next == TokenKind.COLON) {
                Token n = advance();
                advance();
                Constraint c = constraint(true);
                return new ArgDecl(Span.of(start, prevEnd()), name(n), c);
            }
            if (!isPlainIdent() || !followsResult(next, inTuple)) {
                advance();
                throw fail(cur().start(), "expected `:` before result constraint");
            }
        }
        Constraint c = constraint(true);
        return new ArgDecl(Span.of(start, prevEnd()), null, c);
    }

    /** Whether a constraint name can be followed by {@code k} in a result list (else it was a result name). */
    private static boolean followsResult(TokenKind k, boolean inTuple) {
        return switch (k) {
            case COMMA, RPAREN -> inTuple;
            case LBRACE, EQUAL_ARROW, SEMICOLON, CODE_BLOCK, EOF, ERROR -> !inTuple;
            default -> false;
        };
    }

    // ---- constraints ----------------------------------------------------------------------------

    private List<Constraint> constraintList() {
        List<Constraint> list = new ArrayList<>();
        Constraint.Builtin saved = typedInList;
        typedInList = null;
        try {
            if (accept(TokenKind.LSQUARE)) {
                list = commaSeparated(() -> constraint(false));
                expect(TokenKind.RSQUARE, "expected `]` after constraint list");
            } else {
                list.add(constraint(false));
            }
        } finally {
            typedInList = saved;
        }
        return list;
    }

    private Constraint constraint(boolean signature) {
        Token t = cur();
        int start = t.start();
        switch (t.kind()) {
            case KW_ATTR:
            case KW_VALUE:
            case KW_VALUE_RANGE: {
                advance();
                Constraint.Core core = t.kind() == TokenKind.KW_ATTR ? Constraint.Core.ATTR
                        : t.kind() == TokenKind.KW_VALUE ? Constraint.Core.VALUE : Constraint.Core.VALUE_RANGE;
                Expr arg = null;
                if (kind() == TokenKind.LESS) {
                    if (signature) throw fail(cur().start(),
                            "inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results");
                    Token less = advance();
                    // a second type constraint in the list: its `<` is where the reference reports
                    // it, before it parses the rest (kept for a failed statement, see Stmt.Error)
                    if (typedInList != null) seen(new Constraint.Builtin(Span.of(less.start(), less.end()), core, null, null));
                    arg = expr();
                    expect(TokenKind.GREATER, "expected `>` after variable type constraint");
                }
                Constraint.Builtin b = new Constraint.Builtin(Span.of(start, prevEnd()), core, arg, null);
                if (arg != null && typedInList == null) typedInList = seen(b);
                return b;
            }
            case KW_OP: {
                advance();
                OpName name = null;
                if (accept(TokenKind.LESS)) name = wrappedOpName(true);
                return new Constraint.Builtin(Span.of(start, prevEnd()), Constraint.Core.OP, null, name);
            }
            case KW_TYPE:
                advance();
                return new Constraint.Builtin(Span.of(start, prevEnd()), Constraint.Core.TYPE, null, null);
            case KW_TYPE_RANGE:
                advance();
                return new Constraint.Builtin(Span.of(start, prevEnd()), Constraint.Core.TYPE_RANGE, null, null);
            case KW_CONSTRAINT: {
                Decl.Callable d = nested(() -> callable(false));
                return new Constraint.Inline(d.span(), d);
            }
            case IDENTIFIER:
                if (!isPlainIdent()) throw fail(start, "expected identifier constraint");
                advance();
                return seen(new Constraint.Named(Span.of(start, t.end()), name(t)));
            default:
                throw fail(start, "expected identifier constraint");
        }
    }

    /** After {@code <}: {@code dialect.name>}; empty only where an unnamed op is allowed. */
    private OpName wrappedOpName(boolean allowEmpty) {
        int start = cur().start();
        String text = null;
        if (isIdent(kind()) || cur().kind().isKeyword()) {
            StringBuilder sb = new StringBuilder(advance().text());
            expect(TokenKind.DOT, "expected `.` after dialect namespace");
            if (!isIdent(kind()) && !kind().isKeyword()) throw fail(cur().start(), "expected operation name after dialect namespace");
            sb.append('.').append(advance().text());
            // like the reference, the name goes on over any further names and dots, spaces or not
            while (kind() == TokenKind.DOT || isIdent(kind()) || kind().isKeyword()) {
                Token t = advance();
                sb.append(t.start() > toks.get(p - 2).end() ? " " : "").append(t.text());
            }
            text = sb.toString();
        } else if (!allowEmpty || rewriteContext) {
            throw fail(cur().start(), "expected dialect namespace");
        }
        expect(TokenKind.GREATER, "expected `>` after operation name");
        return new OpName(Span.of(start, prevEnd()), text);
    }

    // ---- statements -----------------------------------------------------------------------------

    /**
     * A block. At the end of the chunk (an unclosed block) it reports the reference's error and
     * returns the statements parsed so far, so that the enclosing declaration keeps its tree.
     */
    private Stmt.Compound compound() {
        Token open = expect(TokenKind.LBRACE, "expected `{`");
        enter();
        List<Stmt> stmts = new ArrayList<>();
        int depth = nesting;
        while (kind() != TokenKind.RBRACE) {
            int start = cur().start();
            if (kind() == TokenKind.EOF) {
                fail(start, "expected expression");
                nesting = depth - 1;
                return new Stmt.Compound(Span.of(open.start(), prevEnd()), stmts);
            }
            Expr savedLead = lead;
            List<Node> savedNames = names;
            lead = null;
            names = new ArrayList<>();
            try {
                stmts.add(stmt(true));
                if (missingSemicolon) {
                    missingSemicolon = false;
                    skipStatement();
                }
            } catch (Failure f) {
                nesting = depth;
                Expr parsed = lead;
                List<Node> parsedNames = List.copyOf(names);
                skipStatement();
                stmts.add(new Stmt.Error(Span.of(start, Math.max(start, prevEnd())), parsed, parsedNames));
            } finally {
                lead = savedLead;
                names = savedNames;
            }
        }
        advance();
        nesting--;
        return new Stmt.Compound(Span.of(open.start(), prevEnd()), stmts);
    }

    /**
     * Skips to just after the next `;` of this block, or to the `}` that closes it. (A statement
     * never starts with `}`, so a failed one has consumed a token or stops on one this consumes.)
     */
    private void skipStatement() {
        int depth = 0;
        while (kind() != TokenKind.EOF) {
            TokenKind k = kind();
            if (depth == 0 && k == TokenKind.RBRACE) return;
            advance();
            if (k == TokenKind.LBRACE || k == TokenKind.LPAREN || k == TokenKind.LSQUARE) depth++;
            else if ((k == TokenKind.RBRACE || k == TokenKind.RPAREN || k == TokenKind.RSQUARE) && depth > 0) depth--;
            else if (k == TokenKind.SEMICOLON && depth == 0) return;
        }
    }

    private Stmt stmt(boolean expectSemicolon) {
        Token t = cur();
        int start = t.start();
        Stmt s;
        switch (t.kind()) {
            case KW_ERASE:
                advance();
                s = new Stmt.Erase(Span.of(start, 0), lead(expr()));
                break;
            case KW_LET:
                s = let();
                break;
            case KW_REPLACE:
                s = replace();
                break;
            case KW_RETURN:
                advance();
                s = new Stmt.Return(null, lead(expr()));
                break;
            case KW_REWRITE_STMT:
                s = rewrite();
                break;
            default:
                s = new Stmt.ExprStmt(null, lead(expr()));
        }
        if (expectSemicolon && kind() != TokenKind.SEMICOLON) {
            // The statement itself is complete: keep it (its meaning is checked before the `;`
            // in the reference too), report, and let the caller resynchronise.
            fail(cur().start(), "expected `;` after statement");
            missingSemicolon = true;
        } else if (expectSemicolon) {
            advance();
        }
        Span span = Span.of(start, prevEnd());
        if (s instanceof Stmt.Erase e) return new Stmt.Erase(span, e.root());
        if (s instanceof Stmt.Return r) return new Stmt.Return(span, r.value());
        if (s instanceof Stmt.ExprStmt e) return new Stmt.ExprStmt(span, e.expr());
        if (s instanceof Stmt.Let l) return new Stmt.Let(span, l.name(), l.constraints(), l.initializer());
        if (s instanceof Stmt.Replace r) return new Stmt.Replace(span, r.root(), r.replacements(), r.parenthesized());
        if (s instanceof Stmt.Rewrite r) return new Stmt.Rewrite(span, r.root(), r.body());
        return s;
    }

    /** The statement after `=>`. */
    private Stmt lambdaStmt(boolean expectSemicolon) {
        if (kind() == TokenKind.LBRACE) throw fail(cur().start(), "expected expression");
        Stmt s = stmt(expectSemicolon);
        if (missingSemicolon) {
            // a lambda body is the whole declaration: without its `;` the declaration fails
            missingSemicolon = false;
            throw new Failure();
        }
        return s;
    }

    private Stmt let() {
        advance();
        if (kind() == TokenKind.UNDERSCORE) throw fail(cur().start(), "`_` may only be used to define \"inline\" variables");
        if (!isIdent(kind())) throw fail(cur().start(), "expected identifier after `let` to name a new variable");
        Name name = name(advance());
        List<Constraint> constraints = List.of();
        if (accept(TokenKind.COLON)) constraints = constraintList();
        Expr init = null;
        if (accept(TokenKind.EQUAL)) init = expr();
        return new Stmt.Let(null, name, constraints, init);
    }

    private Stmt replace() {
        Token kw = advance();
        Expr root = lead(expr());
        expect(TokenKind.KW_WITH, "expected `with` after root operation");
        boolean saved = rewriteContext;
        rewriteContext = true;
        try {
            List<Expr> values = new ArrayList<>();
            boolean paren = false;
            if (accept(TokenKind.LPAREN)) {
                paren = true;
                if (kind() == TokenKind.RPAREN)
                    throw fail(kw.start(), "expected at least one replacement value, consider using `erase` if no replacement values are desired");
                values = commaSeparated(this::expr);
                expect(TokenKind.RPAREN, "expected `)` after replacement values");
            } else if (kind() == TokenKind.IDENTIFIER && cur().text().equals("op") && peekKind(1) == TokenKind.LESS) {
                // as the reference parses it: an operation alone (its result types may then be
                // inferred from the root), no member access or call after it (`op<a>(x).0` there
                // is "expected `;` after statement")
                values.add(nested(this::operation));
            } else {
                values.add(expr());
            }
            return new Stmt.Replace(null, root, values, paren);
        } finally {
            rewriteContext = saved;
        }
    }

    private Stmt rewrite() {
        advance();
        Expr root = lead(expr());
        expect(TokenKind.KW_WITH, "expected `with` before rewrite body");
        if (kind() != TokenKind.LBRACE) throw fail(cur().start(), "expected `{` to start rewrite body");
        boolean saved = rewriteContext;
        rewriteContext = true;
        try {
            return new Stmt.Rewrite(null, root, compound());
        } finally {
            rewriteContext = saved;
        }
    }

    /** Remembers a name use or definition of the statement, which a failed statement keeps. */
    private <T extends Node> T seen(T node) {
        names.add(node);
        return node;
    }

    /** Remembers the statement's first complete expression, which a failed statement keeps. */
    private Expr lead(Expr e) {
        if (lead == null) lead = e;
        return e;
    }

    // ---- expressions ----------------------------------------------------------------------------

    private interface Part<T> {
        T parse();
    }

    private <T> T nested(Part<T> part) {
        enter();
        T result = part.parse();
        nesting--;
        return result;
    }

    private Expr expr() {
        return nested(this::postfix);
    }

    /** Each call or member access is a level of the tree: chains count against the nesting bound too. */
    private Expr postfix() {
        int start = cur().start();
        Expr e = primary();
        int levels = 0;
        while (true) {
            if (kind() == TokenKind.LPAREN || kind() == TokenKind.DOT) {
                enter();
                levels++;
            }
            if (kind() == TokenKind.LPAREN) {
                advance();
                List<Expr> args = arguments("expected `)` after argument list");
                e = new Expr.Call(Span.of(start, prevEnd()), e, args, false);
            } else if (kind() == TokenKind.DOT) {
                Token dot = advance();
                TokenKind k = kind();
                if (k != TokenKind.IDENTIFIER && k != TokenKind.INTEGER && !k.isKeyword())
                    throw fail(dot.start(), "expected identifier or numeric member name");
                e = new Expr.Member(Span.of(start, cur().end()), e, name(advance()));
            } else {
                nesting -= levels;
                return e;
            }
        }
    }

    /** After `(`: a comma-separated list up to `)`. */
    private List<Expr> arguments(String closeMessage) {
        return listUntil(TokenKind.RPAREN, this::expr, closeMessage);
    }

    /** One or more items separated by commas. */
    private <T> List<T> commaSeparated(Part<T> item) {
        List<T> list = new ArrayList<>();
        do {
            list.add(item.parse());
        } while (accept(TokenKind.COMMA));
        return list;
    }

    /** Items separated by commas up to {@code close} (none when it comes first), then {@code close}. */
    private <T> List<T> listUntil(TokenKind close, Part<T> item, String closeMessage) {
        List<T> list = kind() == close ? new ArrayList<>() : commaSeparated(item);
        expect(close, closeMessage);
        return list;
    }

    private Expr primary() {
        Token t = cur();
        int start = t.start();
        switch (t.kind()) {
            case UNDERSCORE: {
                advance();
                expect(TokenKind.COLON, "expected `:` after `_` variable");
                List<Constraint> cs = constraintList();
                return seen(new Expr.InlineVariable(Span.of(start, prevEnd()), name(t), cs));
            }
            case IDENTIFIER: {
                if (peekKind(1) == TokenKind.LESS) {
                    switch (t.text()) {
                        case "op": return operation();
                        case "attr": return literal(true);
                        case "type": return literal(false);
                        default: break;
                    }
                }
                advance();
                if (accept(TokenKind.COLON)) {
                    List<Constraint> cs = constraintList();
                    return seen(new Expr.InlineVariable(Span.of(start, prevEnd()), name(t), cs));
                }
                return seen(new Expr.Ref(Span.of(start, t.end()), name(t)));
            }
            case KW_CONSTRAINT:
            case KW_REWRITE: {
                Decl.Callable d = callable(false);
                return new Expr.InlineDecl(d.span(), d);
            }
            case KW_NOT: {
                advance();
                if (!isPlainIdent()) throw fail(cur().start(), "expected native constraint");
                Token n = advance();
                expect(TokenKind.LPAREN, "expected `(` after function name");
                List<Expr> args = arguments("expected `)` after argument list");
                return new Expr.Call(Span.of(start, prevEnd()), seen(new Expr.Ref(Span.of(n.start(), n.end()), name(n))), args, true);
            }
            case LPAREN:
                return tuple();
            default:
                throw fail(start, "expected expression");
        }
    }

    private Expr literal(boolean attr) {
        Token kw = advance();
        advance(); // <
        if (kind() != TokenKind.STRING && kind() != TokenKind.CODE_BLOCK)
            throw fail(cur().start(), attr ? "expected string literal containing MLIR attribute" : "expected string literal containing MLIR type");
        Token s = advance();
        expect(TokenKind.GREATER, attr ? "expected `>` after attribute literal" : "expected `>` after type literal");
        Span span = Span.of(kw.start(), prevEnd());
        return attr ? new Expr.AttrLiteral(span, Lexer.value(s.text())) : new Expr.TypeLiteral(span, Lexer.value(s.text()));
    }

    private Expr operation() {
        Token kw = advance();
        advance(); // <
        OpName name = wrappedOpName(true);
        List<Expr> operands = new ArrayList<>();
        boolean operandList = accept(TokenKind.LPAREN);
        if (operandList) operands = arguments("expected `)` after operation operand list");
        List<NamedAttr> attrs = new ArrayList<>();
        if (accept(TokenKind.LBRACE)) {
            attrs = listUntil(TokenKind.RBRACE, this::namedAttr, "expected `}` after operation attribute list");
        }
        List<Expr> results = null;
        if (accept(TokenKind.ARROW)) {
            expect(TokenKind.LPAREN, "expected `(` before operation result type list");
            results = arguments("expected `)` after operation result type list");
        }
        return new Expr.Operation(Span.of(kw.start(), prevEnd()), name, operands, operandList, attrs, results);
    }

    private NamedAttr namedAttr() {
        TokenKind k = kind();
        if (k != TokenKind.IDENTIFIER && k != TokenKind.STRING && !k.isKeyword())
            throw fail(cur().start(), "expected identifier or string attribute name");
        Token n = advance();
        Name name = k == TokenKind.STRING ? new Name(Span.of(n.start(), n.end()), Lexer.value(n.text())) : name(n);
        Expr value = null;
        if (accept(TokenKind.EQUAL)) value = expr();
        return new NamedAttr(Span.of(n.start(), prevEnd()), name, value);
    }

    private Expr tuple() {
        Token open = advance();
        List<TupleElement> elements = listUntil(TokenKind.RPAREN, this::tupleElement, "expected `)` after tuple element list");
        return new Expr.Tuple(Span.of(open.start(), prevEnd()), elements);
    }

    private TupleElement tupleElement() {
        int start = cur().start();
        Name label = null;
        if (isIdent(kind()) && peekKind(1) == TokenKind.EQUAL) {
            label = name(advance());
            advance();
        }
        Expr value = expr();
        return new TupleElement(Span.of(start, prevEnd()), label, value);
    }

    private static boolean isLiteralKeyword(String s) {
        return s.equals("op") || s.equals("attr") || s.equals("type");
    }
}
