package pdll.sema.codegen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import pdll.sema.analysis.Analysis;
import pdll.sema.ast.Decl;

/**
 * The checks MLIR's PDL dialect verifier makes on generated patterns, which {@code mlir-pdll}
 * runs before printing PDL or C++: benefit range, operand ops only in the matcher, native
 * constraints with arguments and without operation results, constant attributes in rewrites,
 * inferable result types of registered ops created in rewrites, a binding use for every matcher
 * value, and one connected component of matched operations. Like MLIR, ops are verified in
 * pre-order (a pattern before its ops) and a pattern's region check comes after its ops.
 *
 * <p>Editors check one pattern at a time ({@link #verify(Analysis, Decl.PatternDecl)}), so that
 * they check only the patterns an edit touched and report a failure in every pattern (the
 * compiler reports the module's first). A pattern's generated PDL depends only on the pattern, the
 * Constraints and Rewrites it calls and the ODS context, never on other patterns, so its first
 * failure is the one {@code mlir-pdll} reports when that pattern is the first to fail.
 */
public final class PdlVerifier {
    /** Operations registered in mlir-pdll's context that do not infer their result types and have results. */
    private static final Set<String> REGISTERED_WITHOUT_INFERENCE = Set.of("builtin.unrealized_conversion_cast");

    private final Map<PdlValue, PdlOp> definers = new IdentityHashMap<>();
    private final Map<PdlOp, List<PdlOp>> users = new IdentityHashMap<>();
    private final Map<PdlOp, PdlOp> parents = new IdentityHashMap<>();
    private final Map<PdlOp, List<PdlOp>> blockOf = new IdentityHashMap<>();

    private PdlVerifier(List<PdlOp.Pattern> patterns) {
        for (PdlOp p : patterns) index(p, null, null);
    }

    /**
     * The pattern's first failure, or null when its PDL verifies. Must only be given an analysis
     * without errors (the compiler generates PDL only then; the generator assumes a well-typed AST).
     */
    public static VerifierFailure verify(Analysis analysis, Decl.PatternDecl pattern) {
        PdlOp.Pattern op = new PdlGenerator(analysis, PdlGenerator.SplitLocations.NONE).pattern(pattern);
        return verify(List.of(op)).stream().findFirst().orElse(null);
    }

    /**
     * The first failure of every pattern that fails, in module order: MLIR verifies each pattern
     * (isolated from above) on its own and reports them all, but stops inside a pattern at its
     * first failing op.
     */
    static List<VerifierFailure> verify(List<PdlOp.Pattern> patterns) {
        PdlVerifier v = new PdlVerifier(patterns);
        List<VerifierFailure> out = new ArrayList<>();
        for (PdlOp.Pattern p : patterns) {
            VerifierFailure f = v.op(p);
            if (f == null) f = v.connected(p);
            if (f != null) out.add(f);
        }
        return out;
    }

    /** Values are defined before they are used (pre-order is dominance order here). */
    private void index(PdlOp op, PdlOp parent, List<PdlOp> block) {
        parents.put(op, parent);
        blockOf.put(op, block);
        for (PdlValue v : op.results()) definers.put(v, op);
        for (PdlValue v : uses(op)) users.computeIfAbsent(definers.get(v), k -> new ArrayList<>()).add(op);
        for (PdlOp o : op.region()) index(o, op, op.region());
    }

    /** The values an op uses: what binding and connectivity follow. */
    private static List<PdlValue> uses(PdlOp op) {
        if (op instanceof PdlOp.Operand o) return Stream.ofNullable(o.type()).toList();
        if (op instanceof PdlOp.Operands o) return Stream.ofNullable(o.type()).toList();
        if (op instanceof PdlOp.Attribute a) return Stream.ofNullable(a.type()).toList();
        if (op instanceof PdlOp.Operation o) return Stream.of(o.operands(), o.attributes(), o.types()).flatMap(List::stream).toList();
        if (op instanceof PdlOp.Result r) return List.of(r.parent());
        if (op instanceof PdlOp.Results r) return List.of(r.parent());
        if (op instanceof PdlOp.Range r) return r.elements();
        if (op instanceof PdlOp.ApplyNativeConstraint c) return c.args();
        if (op instanceof PdlOp.ApplyNativeRewrite r) return r.args();
        if (op instanceof PdlOp.Rewrite r) return List.of(r.root());
        if (op instanceof PdlOp.Replace r) return Stream.concat(Stream.of(r.root()), r.values().stream()).toList();
        if (op instanceof PdlOp.Erase e) return List.of(e.root());
        return List.of(); // pattern, type, types
    }

    /** The op's own check, then those of its region. */
    private VerifierFailure op(PdlOp op) {
        VerifierFailure f = check(op, parents.get(op) instanceof PdlOp.Rewrite);
        for (int i = 0; f == null && i < op.region().size(); i++) f = op(op.region().get(i));
        return f;
    }

    private VerifierFailure check(PdlOp op, boolean inRewrite) {
        if (op instanceof PdlOp.Pattern p && p.benefit() > Short.MAX_VALUE) {
            return fail(p, "attribute 'benefit' failed to satisfy constraint: 16-bit signless integer attribute whose value is non-negative");
        }
        if (op instanceof PdlOp.Operand || op instanceof PdlOp.Operands) {
            return inRewrite ? fail(op, "expects parent op 'pdl.pattern'") : bound(op);
        }
        if (op instanceof PdlOp.Type || op instanceof PdlOp.Types) return constant(op) ? null : bound(op);
        if (op instanceof PdlOp.Attribute a && !constant(a)) {
            return inRewrite ? fail(op, "expected constant value when specified within a `pdl.rewrite`") : bound(op);
        }
        if (op instanceof PdlOp.ApplyNativeConstraint c) {
            if (c.args().isEmpty()) return fail(op, "expected at least one argument");
            if (c.results().stream().anyMatch(r -> r.type().equals("!pdl.operation"))) {
                return fail(op, "returning an operation from a constraint is not supported");
            }
        }
        if (op instanceof PdlOp.Operation o) {
            if (inRewrite && o.name() != null && REGISTERED_WITHOUT_INFERENCE.contains(o.name()) && !inferable(o)) {
                return fail(op, "must have inferable or constrained result types when nested within `pdl.rewrite`");
            }
            return bound(op);
        }
        return null;
    }

    private static boolean constant(PdlOp op) {
        return op instanceof PdlOp.Type t && t.constant() != null || op instanceof PdlOp.Attribute a && a.constant() != null;
    }

    private List<PdlOp> users(PdlOp op) {
        return users.getOrDefault(op, List.of());
    }

    /** Result types of an op created in a rewrite: each must be constant, come from a native rewrite or constrain the input. */
    private boolean inferable(PdlOp.Operation op) {
        List<PdlOp> block = blockOf.get(op);
        for (PdlOp user : users(op)) {
            // replacing an op matched (or created before this one) with this one's results gives them types
            if (user instanceof PdlOp.Replace r && r.root() != op.value() && r.values().contains(op.value())) {
                PdlOp replaced = definers.get(r.root());
                if (blockOf.get(replaced) != block || block.indexOf(replaced) < block.indexOf(op)) return true;
            }
        }
        if (op.types().isEmpty()) return false;
        for (PdlValue t : op.types()) {
            PdlOp def = definers.get(t);
            if (def instanceof PdlOp.ApplyNativeRewrite || constant(def)) continue;
            boolean constrainsInput = users(def).stream().anyMatch(u -> blockOf.get(u) != block
                    && (u instanceof PdlOp.Operand || u instanceof PdlOp.Operands || u instanceof PdlOp.Operation));
            if (!constrainsInput) return false;
        }
        return true;
    }

    /** A matcher value needs a user that binds it: anything but a result access that is itself unbound. */
    private VerifierFailure bound(PdlOp op) {
        if (!(parents.get(op) instanceof PdlOp.Pattern) || binding(op)) return null;
        return fail(op, "expected a bindable user when defined in the matcher body of a `pdl.pattern`");
    }

    private boolean binding(PdlOp op) {
        for (PdlOp user : users(op)) {
            boolean result = user instanceof PdlOp.Result || user instanceof PdlOp.Results;
            if (!result || binding(user)) return true;
        }
        return false;
    }

    /** The matched operations, operands and results used by the rewrite must form one connected component. */
    private VerifierFailure connected(PdlOp.Pattern pattern) {
        Set<PdlOp> visited = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean first = true;
        for (PdlOp op : pattern.region()) {
            if (!(op instanceof PdlOp.Operand || op instanceof PdlOp.Operands || op instanceof PdlOp.Result
                    || op instanceof PdlOp.Results || op instanceof PdlOp.Operation)) continue;
            boolean usedInRewrite = users(op).stream().anyMatch(u -> u instanceof PdlOp.Rewrite || parents.get(u) instanceof PdlOp.Rewrite);
            if (!usedInRewrite) continue;
            if (first) {
                visit(op, visited);
                first = false;
            } else if (!visited.contains(op)) {
                return fail(pattern, "the operations must form a connected component");
            }
        }
        return null;
    }

    private void visit(PdlOp op, Set<PdlOp> visited) {
        if (!(parents.get(op) instanceof PdlOp.Pattern) || op instanceof PdlOp.Rewrite || !visited.add(op)) return;
        if (op instanceof PdlOp.Operation o) {
            for (PdlValue v : o.operands()) visit(definers.get(v), visited);
        } else if (op instanceof PdlOp.Result r) {
            visit(definers.get(r.parent()), visited);
        } else if (op instanceof PdlOp.Results r) {
            visit(definers.get(r.parent()), visited);
        }
        for (PdlOp user : users(op)) visit(user, visited);
    }

    private static VerifierFailure fail(PdlOp op, String message) {
        return new VerifierFailure(op.at().range(), op.at().loc(), "'pdl." + op.mnemonic() + "' op " + message);
    }
}
