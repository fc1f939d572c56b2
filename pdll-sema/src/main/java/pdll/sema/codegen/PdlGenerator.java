package pdll.sema.codegen;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import pdll.sema.analysis.Analysis;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.sema.ast.Stmt;
import pdll.sema.ods.OdsOperation;
import pdll.sema.types.PdllType;
import pdll.syntax.SourcePos;
import pdll.syntax.SyntaxTree;

/**
 * Lowers the typed AST of an error-free analysis to PDL, the way {@code mlir-pdll -x=mlir} does:
 * one {@code pdl.pattern} per Pattern, match-section values created where the reference creates
 * them, variables generated once per scope, PDLL Constraints and Rewrites inlined at each call
 * (their {@code return} value generated after the body's own scope has closed, exactly as the
 * reference does, which is why a returned {@code let} is generated again), native ones called
 * through {@code apply_native_constraint}/{@code apply_native_rewrite}, and each operation
 * rewrite statement inside a {@code pdl.rewrite} region.
 */
public final class PdlGenerator {
    private final Analysis analysis;
    private final MlirLiterals literals = new MlirLiterals();
    private final Deque<Map<Decl.VariableDecl, List<PdlValue>>> scopes = new ArrayDeque<>();
    private List<PdlOp> block;
    private boolean inRewrite;

    /** Part of a {@code --split-input-file} run: locations name the part, as the reference's do. */
    private final boolean split;

    PdlGenerator(Analysis analysis, boolean split) {
        this.analysis = analysis;
        this.split = split;
    }

    /**
     * The PDL module, or the PDL verifier's complaints ({@code loc("f":l:c): error: 'pdl.x' op
     * …}, as {@code mlir-pdll} prints them: the first of each failing pattern, one a line). {@code inlineLocations} for the form {@code -x=cpp} embeds.
     */
    public record Result(String text, String verifierError) {
        public boolean failed() {
            return verifierError != null;
        }
    }

    public static Result generate(Analysis analysis, boolean inlineLocations) {
        return generate(analysis, inlineLocations, false);
    }

    public static Result generate(Analysis analysis, boolean inlineLocations, boolean split) {
        Lowered l = lower(analysis, split);
        if (l.failure() != null) return new Result(null, l.failure());
        return new Result(PdlPrinter.print(l.moduleLoc(), l.patterns(), l.literals(), inlineLocations), null);
    }

    /** The generated patterns, in module order, with the verifier's complaints (null when none). */
    record Lowered(PdlOp.Loc moduleLoc, List<Decl.PatternDecl> decls, List<PdlOp> patterns, MlirLiterals literals,
                   String failure) {}

    static Lowered lower(Analysis analysis, boolean split) {
        PdlGenerator g = new PdlGenerator(analysis, split);
        List<PdlOp> patterns = new ArrayList<>();
        List<Decl.PatternDecl> decls = new ArrayList<>();
        for (Decl d : analysis.module().children()) {
            if (d instanceof Decl.PatternDecl p) {
                decls.add(p);
                patterns.add(g.pattern(p));
            }
        }
        return new Lowered(g.loc(analysis.module().range()), decls, patterns, g.literals, failureText(patterns));
    }

    /** The verifier's complaints about {@code patterns} as {@code mlir-pdll} prints them (one line per failing pattern), or null. */
    private static String failureText(List<PdlOp> patterns) {
        List<PdlVerifier.Failure> all = PdlVerifier.verifyAll(patterns);
        if (all.isEmpty()) return null;
        return all.stream().map(f -> f.loc() + ": error: " + f.message()).collect(Collectors.joining("\n"));
    }

    /** From how many patterns a file's PDL is generated and printed on all cores. */
    static final int PARALLEL_PATTERNS = 256;

    /**
     * {@link #lower} on all cores, for output without attribute aliases ({@code -x=cpp}): a
     * pattern's PDL depends only on that pattern, what it calls and the ODS context (see
     * {@link PatternVerifier}), so contiguous batches of patterns are lowered and verified by
     * generators of their own and the failures are those of the batches in order. The attribute
     * alias numbering of {@code -x=mlir} depends on the order of first use across the module, so
     * the returned literals are only those of the first batch and must not be printed. Small
     * files stay on this thread.
     */
    static Lowered lowerForInlinePrinting(Analysis analysis, boolean split) {
        List<Decl.PatternDecl> decls = new ArrayList<>();
        for (Decl d : analysis.module().children()) if (d instanceof Decl.PatternDecl p) decls.add(p);
        int cores = Runtime.getRuntime().availableProcessors();
        if (decls.size() < PARALLEL_PATTERNS || cores < 2) return lower(analysis, split);
        int batches = Math.min(cores * 4, decls.size() / 64);
        record Batch(List<PdlOp> patterns, String failure, MlirLiterals literals) {}
        List<Batch> done = java.util.stream.IntStream.range(0, batches).parallel().mapToObj(b -> {
            PdlGenerator g = new PdlGenerator(analysis, split);
            List<PdlOp> out = new ArrayList<>();
            for (int i = b * decls.size() / batches; i < (b + 1) * decls.size() / batches; i++) out.add(g.pattern(decls.get(i)));
            return new Batch(out, failureText(out), g.literals);
        }).toList();
        List<PdlOp> patterns = new ArrayList<>(decls.size());
        String failure = null;
        for (Batch b : done) {
            patterns.addAll(b.patterns());
            if (b.failure() != null) failure = failure == null ? b.failure() : failure + "\n" + b.failure();
        }
        PdlOp.Loc moduleLoc = new PdlGenerator(analysis, split).loc(analysis.module().range());
        return new Lowered(moduleLoc, decls, patterns, done.get(0).literals(), failure);
    }

    // ---- patterns and statements ----------------------------------------------------------------

    PdlOp pattern(Decl.PatternDecl p) {
        List<PdlOp> body = new ArrayList<>();
        block = body;
        inRewrite = false;
        scopes.clear();
        stmt(p.body());
        int benefit = p.benefit() == null ? 0 : p.benefit();
        String head = "pdl.pattern" + (p.name() == null ? "" : " @" + p.name()) + " : benefit(" + benefit + ")";
        PdlOp op = new PdlOp("pdl.pattern", List.of(), p.range(), loc(p.range()), List.of(), n -> head, body, true);
        op.props.put("benefit", benefit);
        return op;
    }

    private void stmt(Stmt st) {
        if (st instanceof Stmt.CompoundStmt c) {
            scopes.push(new IdentityHashMap<>());
            for (Stmt s : c.statements()) stmt(s);
            scopes.pop();
        } else if (st instanceof Stmt.LetStmt l) {
            var(l.variable());
        } else if (st instanceof Stmt.EraseStmt e) {
            PdlValue root = single(e.root());
            inRewrite(root, e.range(), () -> add("pdl.erase", List.of(root), e.range(), List.of(), n -> "erase " + n.apply(root)));
        } else if (st instanceof Stmt.ReplaceStmt r) {
            PdlValue root = single(r.root());
            inRewrite(root, r.range(), () -> {
                List<PdlValue> values = new ArrayList<>();
                for (Expr v : r.values()) values.add(single(v));
                if (values.size() == 1 && values.get(0).type().equals("!pdl.operation")) {
                    add("pdl.replace", List.of(root, values.get(0)), r.range(), List.of(),
                            n -> "replace " + n.apply(root) + " with " + n.apply(values.get(0)));
                } else {
                    List<PdlValue> all = new ArrayList<>(List.of(root));
                    all.addAll(values);
                    add("pdl.replace", all, r.range(), List.of(), n -> "replace " + n.apply(root) + " with(" + names(values, n)
                            + " : " + types(values) + ")");
                }
            });
        } else if (st instanceof Stmt.RewriteStmt r) {
            PdlValue root = single(r.root());
            inRewrite(root, r.range(), () -> stmt(r.body()));
        } else if (st instanceof Expr e) {
            expr(e);
        }
        // return statements are read by the caller of the Constraint or Rewrite
    }

    /** Runs {@code body} inside a {@code pdl.rewrite} of {@code root}, creating it unless already inside one. */
    private void inRewrite(PdlValue root, SourceRange at, Runnable body) {
        if (inRewrite) {
            body.run();
            return;
        }
        List<PdlOp> region = new ArrayList<>();
        block.add(new PdlOp("pdl.rewrite", List.of(root), at, loc(at), List.of(), n -> "rewrite " + n.apply(root), region, false));
        List<PdlOp> saved = block;
        block = region;
        inRewrite = true;
        body.run();
        inRewrite = false;
        block = saved;
    }

    // ---- variables --------------------------------------------------------------------------------

    private List<PdlValue> var(Decl.VariableDecl v) {
        for (Map<Decl.VariableDecl, List<PdlValue>> scope : scopes) {
            List<PdlValue> found = scope.get(v);
            if (found != null) return found;
        }
        List<PdlValue> values = v.init() != null ? expr(v.init()) : List.of(uninitialized(v));
        constrain(v, values);
        scopes.peek().put(v, values);
        return values;
    }

    /** The value of a variable without initializer: created from its type and its type constraint. */
    private PdlValue uninitialized(Decl.VariableDecl v) {
        SourceRange at = v.nameRange();
        PdlValue typeArg = null;
        for (ConstraintRef r : v.constraints()) {
            Expr te = r.constraint() instanceof Decl.AttrConstraintDecl a ? a.typeExpr()
                    : r.constraint() instanceof Decl.ValueConstraintDecl c ? c.typeExpr()
                    : r.constraint() instanceof Decl.ValueRangeConstraintDecl c ? c.typeExpr() : null;
            if (te != null) {
                typeArg = single(te);
                break;
            }
        }
        PdlValue t = typeArg;
        PdllType type = v.type();
        List<PdlValue> typeOperand = t == null ? List.of() : List.of(t);
        if (type.equals(PdllType.ATTR)) {
            return add("pdl.attribute", typeOperand, at, List.of("!pdl.attribute"), n -> "attribute" + (t == null ? "" : " : " + n.apply(t)));
        }
        if (type instanceof PdllType.Op op) {
            PdlValue operands = add("pdl.operands", List.of(), at, List.of("!pdl.range<value>"), n -> "operands");
            PdlValue results = add("pdl.types", List.of(), at, List.of("!pdl.range<type>"), n -> "types");
            return operationOp(at, op.name(), List.of(operands), List.of(), List.of(), List.of(results));
        }
        if (type.equals(PdllType.TYPE)) return add("pdl.type", List.of(), at, List.of("!pdl.type"), n -> "type");
        if (type.equals(PdllType.TYPE_RANGE)) return add("pdl.types", List.of(), at, List.of("!pdl.range<type>"), n -> "types");
        if (type.equals(PdllType.VALUE)) {
            return add("pdl.operand", typeOperand, at, List.of("!pdl.value"), n -> "operand" + (t == null ? "" : " : " + n.apply(t)));
        }
        return add("pdl.operands", typeOperand, at, List.of("!pdl.range<value>"), n -> "operands" + (t == null ? "" : " : " + n.apply(t)));
    }

    /** Applies the Constraints of a variable's constraint list to its values. */
    private void constrain(Decl.VariableDecl v, List<PdlValue> values) {
        for (ConstraintRef r : v.constraints()) {
            if (r.constraint() instanceof Decl.CallableDecl c && !c.rewrite()) {
                call(c, r.range() != null ? r.range() : c.range(), values, false);
            }
        }
    }

    // ---- expressions ------------------------------------------------------------------------------

    private PdlValue single(Expr e) {
        List<PdlValue> values = expr(e);
        return values.get(0);
    }

    private List<PdlValue> expr(Expr e) {
        if (e instanceof Expr.AttributeExpr a) {
            String text = literals.attribute(a.value());
            PdlValue v = add("pdl.attribute", List.of(), a.range(), List.of("!pdl.attribute"), n -> "attribute = " + text);
            v.op.props.put("value", text);
            return List.of(v);
        }
        if (e instanceof Expr.TypeExpr t) {
            String text = MlirLiterals.type(t.value());
            PdlValue v = add("pdl.type", List.of(), t.range(), List.of("!pdl.type"), n -> "type : " + text);
            v.op.props.put("value", text);
            return List.of(v);
        }
        if (e instanceof Expr.DeclRefExpr d) {
            return d.decl() instanceof Decl.VariableDecl v ? var(v) : List.of();
        }
        if (e instanceof Expr.CallExpr c) {
            List<PdlValue> args = new ArrayList<>();
            for (Expr a : c.arguments()) args.add(single(a));
            Decl.CallableDecl callee = (Decl.CallableDecl) ((Expr.DeclRefExpr) c.callee()).decl();
            // the reference locates a call at its callee, also after `not`
            return call(callee, c.callee().range(), args, c.negated());
        }
        if (e instanceof Expr.MemberAccessExpr m) return member(m);
        if (e instanceof Expr.OperationExpr o) {
            List<PdlValue> operands = new ArrayList<>();
            for (Expr x : o.operands()) operands.add(single(x));
            List<String> attrNames = new ArrayList<>();
            List<PdlValue> attrValues = new ArrayList<>();
            for (Decl.NamedAttributeDecl a : o.attributes()) {
                attrNames.add(a.name());
                attrValues.add(single(a.value()));
            }
            List<PdlValue> results = new ArrayList<>();
            for (Expr x : o.resultTypes()) results.add(single(x));
            return List.of(operationOp(o.range(), o.name().name(), operands, attrNames, attrValues, results));
        }
        if (e instanceof Expr.RangeExpr r) {
            List<PdlValue> elements = new ArrayList<>();
            for (Expr x : r.elements()) elements.add(single(x));
            String type = pdlType(r.type());
            return List.of(add("pdl.range", elements, r.range(), List.of(type), n -> elements.isEmpty() ? "range : " + type
                    : "range " + names(elements, n) + " : " + types(elements) + " "));
        }
        if (e instanceof Expr.TupleExpr t) {
            List<PdlValue> out = new ArrayList<>();
            for (Expr x : t.elements()) out.addAll(expr(x));
            return out;
        }
        throw new IllegalStateException("cannot generate " + e.getClass().getSimpleName());
    }

    private List<PdlValue> member(Expr.MemberAccessExpr m) {
        List<PdlValue> parent = expr(m.parent());
        String name = m.member();
        PdllType parentType = m.parent().type();
        if (parentType instanceof PdllType.Tuple tuple) {
            int index = Character.isDigit(name.charAt(0)) ? Integer.parseInt(name) : tuple.names().indexOf(name);
            return List.of(parent.get(index));
        }
        PdlValue op = parent.get(0);
        String type = pdlType(m.type());
        if (name.equals("$results")) {
            if (type.equals("!pdl.value")) return List.of(add("pdl.result", List.of(op), m.range(), List.of(type), n -> "result 0 of " + n.apply(op)));
            return List.of(add("pdl.results", List.of(op), m.range(), List.of(type), n -> "results of " + n.apply(op) + " "));
        }
        String opName = ((PdllType.Op) parentType).name();
        OdsOperation ods = opName == null ? null : analysis.ods().lookupOperation(opName);
        if (ods == null) {
            return List.of(add("pdl.result", List.of(op), m.range(), List.of(type), n -> "result " + Long.parseLong(name) + " of " + n.apply(op)));
        }
        int index = -1;
        if (Character.isDigit(name.charAt(0))) index = Integer.parseInt(name);
        else for (int i = 0; i < ods.results().size() && index < 0; i++) if (ods.results().get(i).name().equals(name)) index = i;
        int idx = index;
        return List.of(add("pdl.results", List.of(op), m.range(), List.of(type), n -> "results " + idx + " of " + n.apply(op) + "  -> " + type));
    }

    /** A call: native ones through PDL's native ops, PDLL ones inlined. */
    private List<PdlValue> call(Decl.CallableDecl c, SourceRange at, List<PdlValue> args, boolean negated) {
        if (!c.rewrite()) {
            for (int i = 0; i < Math.min(args.size(), c.inputs().size()); i++) constrain(c.inputs().get(i), List.of(args.get(i)));
        }
        if (c.body() == null) {
            List<String> resultTypes = new ArrayList<>();
            if (c.resultType() instanceof PdllType.Tuple t) for (PdllType x : t.elements()) resultTypes.add(pdlType(x));
            else resultTypes.add(pdlType(c.resultType()));
            String results = resultTypes.isEmpty() ? "" : " : " + String.join(", ", resultTypes);
            String kind = c.rewrite() ? "apply_native_rewrite" : "apply_native_constraint";
            PdlOp op = new PdlOp("pdl." + kind, args, at, loc(at), resultTypes, n -> kind + " \"" + c.name() + "\""
                    + (args.isEmpty() ? "" : "(" + names(args, n) + " : " + types(args) + ")") + results
                    + (negated ? " {isNegated = true}" : ""), null, false);
            op.props.put("callee", c);
            block.add(op);
            if (!c.rewrite()) {
                // the constraints of the declared results hold of what the call returns
                for (int i = 0; i < Math.min(op.results.size(), c.results().size()); i++) constrain(c.results().get(i), List.of(op.results.get(i)));
            }
            return op.results;
        }
        scopes.push(new IdentityHashMap<>());
        for (int i = 0; i < Math.min(args.size(), c.inputs().size()); i++) scopes.peek().put(c.inputs().get(i), List.of(args.get(i)));
        stmt(c.body());
        List<Stmt> body = c.body().statements();
        List<PdlValue> out = !body.isEmpty() && body.get(body.size() - 1) instanceof Stmt.ReturnStmt r ? expr(r.value()) : List.of();
        scopes.pop();
        if (!c.rewrite()) {
            // as for a native call: the constraints of the declared results hold of the returned values
            for (int i = 0; i < Math.min(out.size(), c.results().size()); i++) constrain(c.results().get(i), List.of(out.get(i)));
        }
        return out;
    }

    // ---- printing helpers -----------------------------------------------------------------------

    private String operation(String name, List<PdlValue> operands, List<String> attrNames, List<PdlValue> attrValues,
                             List<PdlValue> results, Function<PdlValue, String> n) {
        StringBuilder sb = new StringBuilder("operation");
        if (name != null) sb.append(" \"").append(name).append('"');
        if (!operands.isEmpty()) sb.append('(').append(names(operands, n)).append(" : ").append(types(operands)).append(')');
        sb.append(' ');
        if (!attrNames.isEmpty()) {
            sb.append(" {");
            for (int i = 0; i < attrNames.size(); i++) {
                if (i > 0) sb.append(", ");
                sb.append(MlirLiterals.quote(attrNames.get(i))).append(" = ").append(n.apply(attrValues.get(i)));
            }
            sb.append('}');
        }
        if (!results.isEmpty()) sb.append(" -> (").append(names(results, n)).append(" : ").append(types(results)).append(')');
        return sb.toString();
    }

    private static String names(List<PdlValue> values, Function<PdlValue, String> n) {
        return values.stream().map(n).collect(Collectors.joining(", "));
    }

    private static String types(List<PdlValue> values) {
        return values.stream().map(PdlValue::type).collect(Collectors.joining(", "));
    }

    static String pdlType(PdllType t) {
        if (t.equals(PdllType.ATTR)) return "!pdl.attribute";
        if (t instanceof PdllType.Op) return "!pdl.operation";
        if (t.equals(PdllType.TYPE)) return "!pdl.type";
        if (t.equals(PdllType.VALUE)) return "!pdl.value";
        if (t.equals(PdllType.VALUE_RANGE)) return "!pdl.range<value>";
        if (t.equals(PdllType.TYPE_RANGE)) return "!pdl.range<type>";
        throw new IllegalStateException("no PDL type for " + t);
    }

    private PdlValue operationOp(SourceRange at, String name, List<PdlValue> operands, List<String> attrNames,
                                 List<PdlValue> attrValues, List<PdlValue> results) {
        List<PdlValue> all = new ArrayList<>(operands);
        all.addAll(attrValues);
        all.addAll(results);
        PdlValue v = add("pdl.operation", all, at, List.of("!pdl.operation"),
                n -> operation(name, operands, attrNames, attrValues, results, n));
        v.op.props.put("name", name);
        v.op.props.put("types", List.copyOf(results));
        v.op.props.put("operandCount", operands.size());
        return v;
    }

    private PdlValue add(String kind, List<PdlValue> operands, SourceRange at, List<String> resultTypes,
                         Function<Function<PdlValue, String>, String> text) {
        PdlOp op = new PdlOp(kind, operands, at, loc(at), resultTypes, text, null, false);
        block.add(op);
        return op.results.isEmpty() ? null : op.result();
    }

    private PdlOp.Loc loc(SourceRange r) {
        SyntaxTree tree = analysis.files().get(r.file());
        SourcePos p = tree.position(r.start());
        if (split && !analysis.includedAt().containsKey(r.file())) {
            int first = tree.position(0).line();
            return new PdlOp.Loc("within split at " + r.file() + ":" + first + " offset ", p.line() - first + 1, p.column());
        }
        return new PdlOp.Loc(r.file(), p.line(), p.column());
    }
}
