package pdll.sema.codegen;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.IntStream;
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
    private final LiteralParses literals;
    /** The problems of the literals generated so far, in generation order (the order MLIR reports them in). */
    private final List<LiteralProblem> literalProblems = new ArrayList<>();
    private final Deque<Map<Decl.VariableDecl, List<PdlValue>>> scopes = new ArrayDeque<>();
    private List<PdlOp> block;
    private boolean inRewrite;
    private final SplitLocations locations;

    /** How locations in a part of a split file ({@code --split-input-file}) read; those in included files never change. */
    public enum SplitLocations {
        /** Not split: {@code loc("file":line:col)}. */
        NONE,
        /** As {@code mlir-pdll} names them: {@code loc("within split at file:N offset ":line:col)}, lines counted from the part's first line N. */
        COMPILER,
        /** As its language server names them: the file alone, lines counted from the part's first line. */
        SERVER;

        /** Where {@code r} starts, named this way. */
        public PdlOp.Loc locate(Analysis analysis, SourceRange r) {
            SyntaxTree tree = analysis.files().get(r.file());
            SourcePos p = tree.position(r.start());
            if (this == NONE || analysis.includedAt().containsKey(r.file())) return new PdlOp.Loc(r.file(), p.line(), p.column());
            int first = tree.position(0).line();
            String file = this == COMPILER ? "within split at " + r.file() + ":" + first + " offset " : r.file();
            return new PdlOp.Loc(file, p.line() - first + 1, p.column());
        }
    }

    PdlGenerator(Analysis analysis, SplitLocations locations) {
        this.analysis = analysis;
        this.locations = locations;
        this.literals = new LiteralParses(analysis);
    }

    /**
     * The output ({@code text}: PDL or C++), or null; the problems of its {@code attr<…>} and
     * {@code type<…>} literals, in the order MLIR meets them; the PDL verifier's failures: the
     * first of each failing pattern, in module order. Like {@code mlir-pdll}, an attribute that
     * does not parse is reported and generated without a value (a match then takes any attribute,
     * a rewrite fails to verify); a type that does not parse ends the compile (the reference
     * crashes there), so there is then neither output nor verification.
     */
    public record Result(String text, List<LiteralProblem> literalProblems, List<VerifierFailure> failures) {
        /** The problems MLIR would report: up to and including the first type that does not parse. */
        public List<LiteralProblem> reportedProblems() {
            for (int i = 0; i < literalProblems.size(); i++) {
                LiteralProblem p = literalProblems.get(i);
                if (p.isError() && p.type() && !p.valueKept()) return literalProblems.subList(0, i + 1);
            }
            return literalProblems;
        }

        private static boolean typeFailed(List<LiteralProblem> problems) {
            return problems.stream().anyMatch(p -> p.isError() && p.type() && !p.valueKept());
        }
    }

    /** The file's PDL module ({@code -x=mlir}) or, with {@code cpp}, its C++ ({@code -x=cpp}). */
    public static Result generate(Analysis analysis, SplitLocations locations, boolean cpp) {
        Lowered l = lower(analysis, locations, cpp);
        if (Result.typeFailed(l.literalProblems())) return new Result(null, l.literalProblems(), List.of());
        if (!l.failures().isEmpty()) return new Result(null, l.literalProblems(), l.failures());
        String text = cpp ? CppGenerator.generate(analysis, l) : PdlPrinter.print(l.moduleLoc(), l.patterns());
        return new Result(text, l.literalProblems(), List.of());
    }

    /** The generated patterns, in module order, with their literals' problems and the verifier's failures. */
    record Lowered(PdlOp.Loc moduleLoc, List<PdlOp.Pattern> patterns, List<LiteralProblem> literalProblems, List<VerifierFailure> failures) {}

    /** From how many patterns a file's PDL is generated and printed on all cores. */
    static final int PARALLEL_PATTERNS = 256;

    /**
     * Lowers and verifies the file's patterns. {@code inParallel}, a large file on all cores: a
     * pattern's PDL depends only on that pattern, what it calls and the ODS context (see
     * {@link PdlVerifier}), so contiguous batches of patterns are lowered and verified by
     * generators of their own, and the literal problems and failures are those of the batches in
     * order. Small files stay on this thread.
     */
    static Lowered lower(Analysis analysis, SplitLocations locations, boolean inParallel) {
        List<Decl.PatternDecl> decls = new ArrayList<>();
        for (Decl d : analysis.module().children()) if (d instanceof Decl.PatternDecl p) decls.add(p);
        int cores = Runtime.getRuntime().availableProcessors();
        int batches = inParallel && decls.size() >= PARALLEL_PATTERNS && cores >= 2 ? Math.min(cores * 4, decls.size() / 64) : 1;
        record Batch(List<PdlOp.Pattern> patterns, List<VerifierFailure> failures, List<LiteralProblem> literalProblems) {}
        IntStream indexes = IntStream.range(0, batches);
        List<Batch> done = (batches > 1 ? indexes.parallel() : indexes).mapToObj(b -> {
            PdlGenerator g = new PdlGenerator(analysis, locations);
            List<PdlOp.Pattern> out = new ArrayList<>();
            for (int i = b * decls.size() / batches; i < (b + 1) * decls.size() / batches; i++) out.add(g.pattern(decls.get(i)));
            return new Batch(out, PdlVerifier.verify(out), g.literalProblems);
        }).toList();
        List<PdlOp.Pattern> patterns = new ArrayList<>(decls.size());
        List<VerifierFailure> failures = new ArrayList<>();
        List<LiteralProblem> problems = new ArrayList<>();
        for (Batch b : done) {
            patterns.addAll(b.patterns());
            failures.addAll(b.failures());
            problems.addAll(b.literalProblems());
        }
        PdlOp.Loc moduleLoc = locations.locate(analysis, analysis.module().range());
        return new Lowered(moduleLoc, patterns, List.copyOf(problems), failures);
    }

    // ---- patterns and statements ----------------------------------------------------------------

    PdlOp.Pattern pattern(Decl.PatternDecl p) {
        List<PdlOp> body = new ArrayList<>();
        block = body;
        inRewrite = false;
        scopes.clear();
        stmt(p.body());
        return new PdlOp.Pattern(origin(p.range()), p.name(), p.benefit() == null ? 0 : p.benefit(), List.copyOf(body));
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
            inRewrite(root, e.range(), () -> block.add(new PdlOp.Erase(origin(e.range()), root)));
        } else if (st instanceof Stmt.ReplaceStmt r) {
            PdlValue root = single(r.root());
            inRewrite(root, r.range(), () -> {
                List<PdlValue> values = new ArrayList<>();
                for (Expr v : r.values()) values.add(single(v));
                block.add(new PdlOp.Replace(origin(r.range()), root, List.copyOf(values)));
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
        List<PdlOp> outer = block;
        block = new ArrayList<>();
        inRewrite = true;
        body.run();
        inRewrite = false;
        // nothing else joined the enclosing block meanwhile, so the rewrite is where it began
        outer.add(new PdlOp.Rewrite(origin(at), root, List.copyOf(block)));
        block = outer;
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
        PdlOp.Origin at = origin(v.nameRange());
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
        if (type.equals(PdllType.ATTR)) return define("!pdl.attribute", x -> new PdlOp.Attribute(at, x, null, t));
        if (type instanceof PdllType.Op op) {
            PdlValue operands = define("!pdl.range<value>", x -> new PdlOp.Operands(at, x, null));
            PdlValue results = define("!pdl.range<type>", x -> new PdlOp.Types(at, x));
            return operation(at, op.name(), List.of(operands), List.of(), List.of(), List.of(results));
        }
        if (type.equals(PdllType.TYPE)) return define("!pdl.type", x -> new PdlOp.Type(at, x, null));
        if (type.equals(PdllType.TYPE_RANGE)) return define("!pdl.range<type>", x -> new PdlOp.Types(at, x));
        if (type.equals(PdllType.VALUE)) return define("!pdl.value", x -> new PdlOp.Operand(at, x, t));
        return define("!pdl.range<value>", x -> new PdlOp.Operands(at, x, t));
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
        return expr(e).get(0);
    }

    private List<PdlValue> expr(Expr e) {
        if (e instanceof Expr.AttributeExpr a) {
            LiteralParses.Parsed<pdll.mlir.ir.Attr> parsed = literals.attribute(a);
            literalProblems.addAll(parsed.problems());
            return List.of(define("!pdl.attribute", x -> new PdlOp.Attribute(origin(a.range()), x, parsed.value(), null)));
        }
        if (e instanceof Expr.TypeExpr t) {
            LiteralParses.Parsed<pdll.mlir.ir.Type> parsed = literals.type(t);
            literalProblems.addAll(parsed.problems());
            return List.of(define("!pdl.type", x -> new PdlOp.Type(origin(t.range()), x, parsed.value())));
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
            return List.of(operation(origin(o.range()), o.name().name(), operands, attrNames, attrValues, results));
        }
        if (e instanceof Expr.RangeExpr r) {
            List<PdlValue> elements = new ArrayList<>();
            for (Expr x : r.elements()) elements.add(single(x));
            return List.of(define(pdlType(r.type()), x -> new PdlOp.Range(origin(r.range()), x, List.copyOf(elements))));
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
        PdlOp.Origin at = origin(m.range());
        if (name.equals("$results")) {
            if (type.equals("!pdl.value")) return List.of(define(type, x -> new PdlOp.Result(at, x, op, 0)));
            return List.of(define(type, x -> new PdlOp.Results(at, x, op, null)));
        }
        String opName = ((PdllType.Op) parentType).name();
        OdsOperation ods = opName == null ? null : analysis.ods().lookupOperation(opName);
        if (ods == null) return List.of(define(type, x -> new PdlOp.Result(at, x, op, Long.parseLong(name))));
        int index = -1;
        if (Character.isDigit(name.charAt(0))) index = Integer.parseInt(name);
        else for (int i = 0; i < ods.results().size() && index < 0; i++) if (ods.results().get(i).name().equals(name)) index = i;
        int idx = index;
        return List.of(define(type, x -> new PdlOp.Results(at, x, op, idx)));
    }

    /** A call: native ones through PDL's native ops, PDLL ones inlined. */
    private List<PdlValue> call(Decl.CallableDecl c, SourceRange at, List<PdlValue> args, boolean negated) {
        if (!c.rewrite()) constrainEach(c.inputs(), args);
        List<PdlValue> out = new ArrayList<>();
        if (c.body() == null) {
            if (c.resultType() instanceof PdllType.Tuple t) for (PdllType x : t.elements()) out.add(new PdlValue(pdlType(x)));
            else out.add(new PdlValue(pdlType(c.resultType())));
            block.add(c.rewrite() ? new PdlOp.ApplyNativeRewrite(origin(at), c, List.copyOf(args), List.copyOf(out))
                    : new PdlOp.ApplyNativeConstraint(origin(at), c, List.copyOf(args), List.copyOf(out), negated));
        } else {
            scopes.push(new IdentityHashMap<>());
            for (int i = 0; i < Math.min(args.size(), c.inputs().size()); i++) scopes.peek().put(c.inputs().get(i), List.of(args.get(i)));
            stmt(c.body());
            List<Stmt> body = c.body().statements();
            if (!body.isEmpty() && body.get(body.size() - 1) instanceof Stmt.ReturnStmt r) out.addAll(expr(r.value()));
            scopes.pop();
        }
        // the constraints of the declared results hold of what the call returns
        if (!c.rewrite()) constrainEach(c.results(), out);
        return out;
    }

    /** Applies each variable's constraints to the value in its place. */
    private void constrainEach(List<Decl.VariableDecl> variables, List<PdlValue> values) {
        for (int i = 0; i < Math.min(variables.size(), values.size()); i++) constrain(variables.get(i), List.of(values.get(i)));
    }

    // ---- ops ------------------------------------------------------------------------------------

    static String pdlType(PdllType t) {
        if (t.equals(PdllType.ATTR)) return "!pdl.attribute";
        if (t instanceof PdllType.Op) return "!pdl.operation";
        if (t.equals(PdllType.TYPE)) return "!pdl.type";
        if (t.equals(PdllType.VALUE)) return "!pdl.value";
        if (t.equals(PdllType.VALUE_RANGE)) return "!pdl.range<value>";
        if (t.equals(PdllType.TYPE_RANGE)) return "!pdl.range<type>";
        throw new IllegalStateException("no PDL type for " + t);
    }

    private PdlValue operation(PdlOp.Origin at, String name, List<PdlValue> operands, List<String> attrNames,
                               List<PdlValue> attrValues, List<PdlValue> results) {
        return define("!pdl.operation", x -> new PdlOp.Operation(at, x, name, List.copyOf(operands), List.copyOf(attrNames),
                List.copyOf(attrValues), List.copyOf(results)));
    }

    /** Adds the op {@code op} builds for a new value of {@code type} to the current block; the value. */
    private PdlValue define(String type, Function<PdlValue, PdlOp.Defining> op) {
        PdlValue v = new PdlValue(type);
        block.add(op.apply(v));
        return v;
    }

    private PdlOp.Origin origin(SourceRange r) {
        return new PdlOp.Origin(r, locations.locate(analysis, r));
    }
}
