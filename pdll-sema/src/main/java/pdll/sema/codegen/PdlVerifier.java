package pdll.sema.codegen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The checks MLIR's PDL dialect verifier makes on generated patterns, which {@code mlir-pdll}
 * runs before printing PDL or C++: benefit range, operand ops only in the matcher, native
 * constraints with arguments and without operation results, constant attributes in rewrites,
 * inferable result types of registered ops created in rewrites, a binding use for every matcher
 * value, and one connected component of matched operations. Like MLIR, ops are verified in
 * pre-order and a pattern's region check comes after its ops; the first failure is the result.
 */
final class PdlVerifier {
    /** A verifier failure: {@code 'pdl.x' op message} at an op's location (and the PDLL range it names). */
    record Failure(PdlOp.Loc loc, pdll.sema.ast.SourceRange range, String message) {}

    /** Operations registered in mlir-pdll's context that do not infer their result types and have results. */
    private static final Set<String> REGISTERED_WITHOUT_INFERENCE = Set.of("builtin.unrealized_conversion_cast");

    private final Map<PdlOp, List<PdlOp>> users = new IdentityHashMap<>();
    private final Map<PdlOp, PdlOp> parents = new IdentityHashMap<>();
    private final Map<PdlOp, List<PdlOp>> blockOf = new IdentityHashMap<>();

    private PdlVerifier(List<PdlOp> patterns) {
        for (PdlOp p : patterns) index(p, null, null);
    }

    static Optional<Failure> verify(List<PdlOp> patterns) {
        PdlVerifier v = new PdlVerifier(patterns);
        for (PdlOp p : patterns) {
            Failure f = v.pattern(p);
            if (f != null) return Optional.of(f);
        }
        return Optional.empty();
    }

    /**
     * The first failure of every pattern that fails, in module order: MLIR verifies each pattern
     * (isolated from above) on its own and reports them all, but stops inside a pattern at its
     * first failing op.
     */
    static List<Failure> verifyAll(List<PdlOp> patterns) {
        PdlVerifier v = new PdlVerifier(patterns);
        List<Failure> out = new java.util.ArrayList<>();
        for (PdlOp p : patterns) {
            Failure f = v.pattern(p);
            if (f != null) out.add(f);
        }
        return out;
    }

    private void index(PdlOp op, PdlOp parent, List<PdlOp> block) {
        parents.put(op, parent);
        blockOf.put(op, block);
        for (PdlValue v : op.operands) users.computeIfAbsent(v.op, k -> new ArrayList<>()).add(op);
        if (op.region != null) for (PdlOp o : op.region) index(o, op, op.region);
    }

    private Failure pattern(PdlOp p) {
        int benefit = (Integer) p.props.get("benefit");
        if (benefit > Short.MAX_VALUE) {
            return fail(p, "attribute 'benefit' failed to satisfy constraint: 16-bit signless integer attribute whose value is non-negative");
        }
        for (PdlOp op : p.region) {
            Failure f = op(op);
            if (f != null) return f;
        }
        return connected(p);
    }

    private Failure op(PdlOp op) {
        PdlOp parent = parents.get(op);
        boolean inRewrite = parent != null && parent.kind.equals("pdl.rewrite");
        switch (op.kind) {
            case "pdl.operand", "pdl.operands" -> {
                if (inRewrite) return fail(op, "expects parent op 'pdl.pattern'");
                if (!bound(op)) return unbound(op);
            }
            case "pdl.type", "pdl.types" -> {
                if (!op.props.containsKey("value") && !bound(op)) return unbound(op);
            }
            case "pdl.attribute" -> {
                if (!op.props.containsKey("value")) {
                    if (inRewrite) return fail(op, "expected constant value when specified within a `pdl.rewrite`");
                    if (!bound(op)) return unbound(op);
                }
            }
            case "pdl.apply_native_constraint" -> {
                if (op.operands.isEmpty()) return fail(op, "expected at least one argument");
                if (op.results.stream().anyMatch(r -> r.type().equals("!pdl.operation"))) {
                    return fail(op, "returning an operation from a constraint is not supported");
                }
            }
            case "pdl.operation" -> {
                if (inRewrite && REGISTERED_WITHOUT_INFERENCE.contains((String) op.props.get("name")) && !inferable(op)) {
                    return fail(op, "must have inferable or constrained result types when nested within `pdl.rewrite`");
                }
                if (!bound(op)) return unbound(op);
            }
            default -> {}
        }
        if (op.region != null) {
            for (PdlOp o : op.region) {
                Failure f = op(o);
                if (f != null) return f;
            }
        }
        return null;
    }

    /** Result types of an op created in a rewrite: each must be constant, come from a native rewrite or constrain the input. */
    private boolean inferable(PdlOp op) {
        List<PdlOp> block = blockOf.get(op);
        for (PdlOp user : users.getOrDefault(op, List.of())) {
            if (user.kind.equals("pdl.replace") && user.operands.indexOf(op.result()) > 0) {
                PdlOp replaced = user.operands.get(0).op;
                if (blockOf.get(replaced) != block || block.indexOf(replaced) < block.indexOf(op)) return true;
            }
        }
        @SuppressWarnings("unchecked")
        List<PdlValue> types = (List<PdlValue>) op.props.get("types");
        if (types.isEmpty()) return false;
        for (PdlValue t : types) {
            PdlOp def = t.op;
            if (def.kind.equals("pdl.apply_native_rewrite") || def.props.containsKey("value")) continue;
            boolean constrainsInput = users.getOrDefault(def, List.of()).stream().anyMatch(u -> blockOf.get(u) != block
                    && (u.kind.equals("pdl.operand") || u.kind.equals("pdl.operands") || u.kind.equals("pdl.operation")));
            if (!constrainsInput) return false;
        }
        return true;
    }

    /** A matcher value needs a user that binds it: anything but a result access that is itself unbound. */
    private boolean bound(PdlOp op) {
        PdlOp parent = parents.get(op);
        if (parent == null || !parent.kind.equals("pdl.pattern")) return true;
        return binding(op);
    }

    private boolean binding(PdlOp op) {
        for (PdlOp user : users.getOrDefault(op, List.of())) {
            boolean result = user.kind.equals("pdl.result") || user.kind.equals("pdl.results");
            if (!result || binding(user)) return true;
        }
        return false;
    }

    private Failure unbound(PdlOp op) {
        return fail(op, "expected a bindable user when defined in the matcher body of a `pdl.pattern`");
    }

    /** The matched operations, operands and results used by the rewrite must form one connected component. */
    private Failure connected(PdlOp pattern) {
        Set<PdlOp> visited = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean first = true;
        for (PdlOp op : pattern.region) {
            if (!List.of("pdl.operand", "pdl.operands", "pdl.result", "pdl.results", "pdl.operation").contains(op.kind)) continue;
            boolean usedInRewrite = false;
            for (PdlOp user : users.getOrDefault(op, List.of())) {
                PdlOp parent = parents.get(user);
                if (user.kind.equals("pdl.rewrite") || (parent != null && parent.kind.equals("pdl.rewrite"))) usedInRewrite = true;
            }
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
        PdlOp parent = parents.get(op);
        if (parent == null || !parent.kind.equals("pdl.pattern") || op.kind.equals("pdl.rewrite") || !visited.add(op)) return;
        if (op.kind.equals("pdl.operation")) {
            @SuppressWarnings("unchecked")
            List<PdlValue> types = (List<PdlValue>) op.props.get("types");
            int attrs = op.operands.size() - types.size();
            // the operand values: every operand before the attribute values
            for (PdlValue v : op.operands.subList(0, operandCount(op, attrs))) visit(v.op, visited);
        } else if (op.kind.equals("pdl.result") || op.kind.equals("pdl.results")) {
            visit(op.operands.get(0).op, visited);
        }
        for (PdlOp user : users.getOrDefault(op, List.of())) visit(user, visited);
    }

    private static int operandCount(PdlOp op, int operandsAndAttrs) {
        Object n = op.props.get("operandCount");
        return n == null ? operandsAndAttrs : (Integer) n;
    }

    private static Failure fail(PdlOp op, String message) {
        return new Failure(op.loc, op.range, "'" + op.kind + "' op " + message);
    }
}
