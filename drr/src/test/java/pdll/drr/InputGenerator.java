package pdll.drr;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pdll.drr.read.DrrFile;
import pdll.drr.read.DrrPattern;
import pdll.drr.read.OpShape;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * Inputs made from DRR source patterns: for each pattern, a function holding an instance of its
 * source (the ops nested as the pattern nests them, leaves as function arguments, a symbol bound
 * twice as one argument), with each op's attributes and types taken from a real instance of the
 * op ({@link OpPrototypes}). Besides the first instance that type-checks (the positive one), one
 * variant per way the match can fail: another real instance of an op (other attribute values,
 * other types: what a constraint on them tests), a symbol bound twice given two different values
 * (operand equality), a nested op replaced by an argument (structure). Whether a variant is
 * rewritten is for the DRR side to say; both sides must agree.
 */
final class InputGenerator {
    private static final int MAX_VARIANTS = 12;

    /** A node of the source pattern: an op, with nested ops and leaves in operand order. */
    private static final class OpNode {
        final String name;
        final List<Object> operands = new ArrayList<>(); // OpNode or leaf symbol (String, null = unnamed)
        boolean variadicOperands;
        /** Instances made up for an op MLIR's tests never write (types only; none when it needs attributes). */
        List<OpPrototypes.Prototype> madeUp = List.of();

        OpNode(String name) {
            this.name = name;
        }
    }

    /** One candidate function per pattern instance, named after the pattern. */
    static Map<String, List<String>> generate(DrrFile drr, OpPrototypes protos) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        Map<Record, OpShape> shapes = new HashMap<>();
        for (DrrPattern p : drr.patterns()) {
            if (p.source() == null) continue;
            OpNode root;
            try {
                root = node(p.source(), drr, shapes);
            } catch (IllegalArgumentException e) {
                continue; // a source this generator does not model
            }
            if (root == null) continue;
            String fn = "gen_" + p.name().replaceAll("[^A-Za-z0-9_]", "_");
            List<OpNode> nodes = new ArrayList<>();
            collect(root, nodes);
            List<String> functions = new ArrayList<>();
            Map<OpNode, OpPrototypes.Prototype> positive = assign(nodes, protos, Map.of());
            if (positive == null) continue; // no instances of its ops whose types fit together
            add(functions, render(fn + "_pos", root, positive, null, null));
            for (OpNode n : nodes) {
                for (OpPrototypes.Prototype alt : instances(n, protos)) {
                    if (functions.size() > MAX_VARIANTS || alt == positive.get(n)) continue;
                    Map<OpNode, OpPrototypes.Prototype> a = assign(nodes, protos, Map.of(n, alt));
                    if (a != null) add(functions, render(fn + "_v" + functions.size(), root, a, null, null));
                }
            }
            for (String sym : twice(root)) add(functions, render(fn + "_neq" + functions.size(), root, positive, sym, null));
            for (OpNode n : nodes) {
                if (n != root) add(functions, render(fn + "_arg" + functions.size(), root, positive, null, n));
            }
            out.put(p.name(), functions);
        }
        return out;
    }

    private static void add(List<String> functions, String f) {
        if (f != null && !functions.contains(f)) functions.add(f);
    }

    private static OpNode node(Value.Dag dag, DrrFile drr, Map<Record, OpShape> shapes) {
        if (!(dag.operator() instanceof Value.DefRef d) || !d.record().isSubclassOf("Op")) return null;
        OpShape shape = shapes.computeIfAbsent(d.record(), r -> OpShape.of(r, drr.records()));
        OpNode n = new OpNode(shape.name());
        List<Value> args = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < dag.args().size(); i++) {
            Value v = dag.args().get(i);
            if (v instanceof Value.Dag e && e.operator() instanceof Value.DefRef r && r.record().name().equals("either")) {
                args.addAll(e.args());
                names.addAll(e.argNames());
            } else {
                args.add(v);
                names.add(dag.argNames().get(i));
            }
        }
        if (args.size() != shape.arguments().size()) throw new IllegalArgumentException("argument count");
        for (int i = 0; i < args.size(); i++) {
            OpShape.Arg a = shape.arguments().get(i);
            if (a.attribute() || a.property()) continue;
            if (a.variadic() || a.optional()) n.variadicOperands = true;
            String name = names.get(i);
            Value v = args.get(i);
            OpNode inner = v instanceof Value.Dag nd ? node(nd, drr, shapes) : null;
            if (inner != null) n.operands.add(inner);
            else n.operands.add(name == null || name.isEmpty() || name.equals("_") ? null : name);
        }
        if (n.variadicOperands && n.operands.stream().anyMatch(o -> o instanceof OpNode)) {
            throw new IllegalArgumentException("a nested op among variadic operands");
        }
        boolean needsAttribute = shape.arguments().stream().anyMatch(a -> a.attribute() && !a.optional() && !a.defaulted());
        if (!needsAttribute && !n.variadicOperands && !shape.resultVariadic().contains(Boolean.TRUE)) {
            n.madeUp = madeUp(n.name, n.operands.size(), shape.results().size());
        }
        return n;
    }

    private static final List<String> MADE_UP_TYPES = List.of("i32", "f32", "vector<4xi32>", "vector<4xf32>", "i1");

    /**
     * Type-only instances of an op: every operand and result of one type, or a leading {@code i1}
     * operand (a select's condition), or an {@code i1} result (a comparison). MLIR's verifier
     * keeps those that make sense.
     */
    private static List<OpPrototypes.Prototype> madeUp(String name, int operands, int results) {
        List<OpPrototypes.Prototype> out = new ArrayList<>();
        for (String t : MADE_UP_TYPES) {
            String bool = t.startsWith("vector") ? "vector<4xi1>" : "i1";
            List<String> same = java.util.Collections.nCopies(operands, t);
            out.add(new OpPrototypes.Prototype(name, "", "", same, java.util.Collections.nCopies(results, t)));
            out.add(new OpPrototypes.Prototype(name, "", "", same, java.util.Collections.nCopies(results, bool)));
            if (operands > 1) {
                List<String> cond = new ArrayList<>(same);
                cond.set(0, bool);
                out.add(new OpPrototypes.Prototype(name, "", "", cond, java.util.Collections.nCopies(results, t)));
            }
        }
        return out;
    }

    /** The instances an op node may take: real ones, else made-up ones. */
    private static List<OpPrototypes.Prototype> instances(OpNode n, OpPrototypes protos) {
        return protos.of(n.name).isEmpty() ? n.madeUp : protos.of(n.name);
    }

    private static void collect(OpNode n, List<OpNode> out) {
        out.add(n);
        for (Object o : n.operands) if (o instanceof OpNode c) collect(c, out);
    }

    /** The symbols the source binds more than once. */
    private static List<String> twice(OpNode root) {
        Map<String, Integer> uses = new LinkedHashMap<>();
        List<OpNode> nodes = new ArrayList<>();
        collect(root, nodes);
        for (OpNode n : nodes) for (Object o : n.operands) if (o instanceof String s) uses.merge(s, 1, Integer::sum);
        return uses.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey).toList();
    }

    /** Prototypes for every node whose types fit together (nested results, shared symbols), or null. */
    private static Map<OpNode, OpPrototypes.Prototype> assign(List<OpNode> nodes, OpPrototypes protos,
                                                             Map<OpNode, OpPrototypes.Prototype> forced) {
        Map<OpNode, OpPrototypes.Prototype> chosen = new HashMap<>();
        return search(0, nodes, protos, forced, chosen, new int[] {0}) ? chosen : null;
    }

    private static boolean search(int i, List<OpNode> nodes, OpPrototypes protos, Map<OpNode, OpPrototypes.Prototype> forced,
                                  Map<OpNode, OpPrototypes.Prototype> chosen, int[] budget) {
        if (i == nodes.size()) return true;
        if (++budget[0] > 5000) return false;
        OpNode n = nodes.get(i);
        List<OpPrototypes.Prototype> options = forced.containsKey(n) ? List.of(forced.get(n)) : instances(n, protos);
        for (OpPrototypes.Prototype p : options) {
            if (!n.variadicOperands && p.operandTypes().size() != n.operands.size()) continue;
            if (p.resultTypes().isEmpty() && n != nodes.get(0)) continue;
            chosen.put(n, p);
            if (fits(nodes, chosen) && search(i + 1, nodes, protos, forced, chosen, budget)) return true;
            chosen.remove(n);
        }
        return false;
    }

    private static boolean fits(List<OpNode> nodes, Map<OpNode, OpPrototypes.Prototype> chosen) {
        Map<String, String> symbolTypes = new HashMap<>();
        for (OpNode n : nodes) {
            OpPrototypes.Prototype p = chosen.get(n);
            if (p == null || n.variadicOperands) continue;
            for (int j = 0; j < n.operands.size(); j++) {
                Object o = n.operands.get(j);
                String t = p.operandTypes().get(j);
                if (o instanceof OpNode c && chosen.containsKey(c) && !chosen.get(c).resultTypes().get(0).equals(t)) return false;
                if (o instanceof String s && !t.equals(symbolTypes.computeIfAbsent(s, k -> t))) return false;
            }
        }
        return true;
    }

    /**
     * The function of one instance; {@code split} is a symbol whose later uses get an argument of
     * their own, {@code flatten} a nested op replaced by an argument.
     */
    private static String render(String fn, OpNode root, Map<OpNode, OpPrototypes.Prototype> chosen, String split, OpNode flatten) {
        List<String> args = new ArrayList<>();
        Map<String, String> symbolArgs = new HashMap<>();
        StringBuilder body = new StringBuilder();
        int[] counter = {0};
        String rootValue = emit(root, chosen, split, flatten, args, symbolArgs, body, counter);
        if (rootValue == null) return null;
        OpPrototypes.Prototype rp = chosen.get(root);
        StringBuilder sb = new StringBuilder("func.func @").append(fn).append('(').append(String.join(", ", args)).append(") -> (")
                .append(String.join(", ", rp.resultTypes())).append(") {\n").append(body);
        List<String> results = new ArrayList<>();
        for (int i = 0; i < rp.resultTypes().size(); i++) results.add(rootValue + (rp.resultTypes().size() > 1 ? "#" + i : ""));
        sb.append("  return");
        if (!results.isEmpty()) sb.append(' ').append(String.join(", ", results)).append(" : ").append(String.join(", ", rp.resultTypes()));
        return sb.append("\n}\n").toString();
    }

    private static String emit(OpNode n, Map<OpNode, OpPrototypes.Prototype> chosen, String split, OpNode flatten,
                               List<String> args, Map<String, String> symbolArgs, StringBuilder body, int[] counter) {
        OpPrototypes.Prototype p = chosen.get(n);
        List<String> operands = new ArrayList<>();
        for (int j = 0; j < p.operandTypes().size(); j++) {
            String t = p.operandTypes().get(j);
            Object o = n.variadicOperands ? null : n.operands.get(j);
            if (o instanceof OpNode c && c != flatten) {
                String v = emit(c, chosen, split, flatten, args, symbolArgs, body, counter);
                if (v == null) return null;
                operands.add(chosen.get(c).resultTypes().size() > 1 ? v + "#0" : v);
            } else if (o instanceof String s && symbolArgs.containsKey(s) && !s.equals(split)) {
                operands.add(symbolArgs.get(s));
            } else {
                String a = "%a" + args.size();
                args.add(a + ": " + t);
                if (o instanceof String s && !symbolArgs.containsKey(s)) symbolArgs.put(s, a);
                operands.add(a);
            }
        }
        String v = "%" + counter[0]++;
        int results = p.resultTypes().size();
        body.append("  ");
        if (results > 0) body.append(v).append(results > 1 ? ":" + results : "").append(" = ");
        body.append('"').append(p.name()).append("\"(").append(String.join(", ", operands)).append(')');
        if (!p.properties().isEmpty()) body.append(' ').append(p.properties());
        if (!p.attributes().isEmpty()) body.append(' ').append(p.attributes());
        body.append(" : (").append(String.join(", ", p.operandTypes())).append(") -> ");
        body.append(results == 1 ? p.resultTypes().get(0) : "(" + String.join(", ", p.resultTypes()) + ")").append('\n');
        return v;
    }
}
