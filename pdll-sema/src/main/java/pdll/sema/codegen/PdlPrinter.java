package pdll.sema.codegen;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Prints generated PDL the way {@code mlir-pdll -x=mlir} does: the generic module with PDL's
 * custom op syntax, SSA values numbered per pattern (patterns are isolated from above), and
 * locations through {@code #locN} aliases numbered in pre-order (an op before its region), with
 * attribute aliases such as {@code #map} first.
 */
public final class PdlPrinter {
    private final StringBuilder out = new StringBuilder();
    private final Map<PdlOp.Loc, String> locAliases = new LinkedHashMap<>();
    private Map<PdlOp, Integer> numbers = new IdentityHashMap<>();
    private int next;
    private final boolean inlineLocations;
    /** Set when attribute aliases ({@code #map}) replace their text. */
    private MlirLiterals literals;

    private PdlPrinter(boolean inlineLocations) {
        this.inlineLocations = inlineLocations;
    }

    /**
     * @param attributeAliases alias definitions printed before the module ({@code #map = …})
     * @param inlineLocations print {@code loc("f":l:c)} at each op instead of aliases (the MLIR
     *     that {@code -x=cpp} embeds)
     */
    public static String print(PdlOp.Loc moduleLoc, List<PdlOp> patterns, MlirLiterals literals, boolean inlineLocations) {
        PdlPrinter p = new PdlPrinter(inlineLocations);
        p.literals = inlineLocations ? null : literals;
        p.alias(moduleLoc);
        for (PdlOp op : patterns) p.collect(op);
        if (!inlineLocations) for (String a : literals.aliasDefinitions()) p.out.append(a).append('\n');
        p.out.append("module {\n");
        for (PdlOp op : patterns) p.op(op, 1);
        p.out.append("} ").append(p.loc(moduleLoc)).append('\n');
        if (!inlineLocations) {
            p.locAliases.forEach((loc, name) -> p.out.append('#').append(name).append(" = ").append(loc).append('\n'));
        }
        return p.out.toString();
    }

    /** One pattern on its own, at the left margin, locations inline, attributes without aliases: what {@code -x=cpp} embeds. */
    static String printPattern(PdlOp pattern) {
        PdlPrinter p = new PdlPrinter(true);
        p.op(pattern, 0);
        return p.out.toString();
    }

    private void collect(PdlOp op) {
        alias(op.loc);
        if (op.region != null) for (PdlOp o : op.region) collect(o);
    }

    private void alias(PdlOp.Loc loc) {
        locAliases.computeIfAbsent(loc, l -> locAliases.isEmpty() ? "loc" : "loc" + locAliases.size());
    }

    private String loc(PdlOp.Loc loc) {
        return inlineLocations ? loc.toString() : "loc(#" + locAliases.get(loc) + ")";
    }

    private String name(PdlValue v) {
        Integer n = numbers.get(v.op);
        String base = "%" + n;
        return v.op.results.size() > 1 ? base + "#" + v.index : base;
    }

    private void op(PdlOp op, int depth) {
        Map<PdlOp, Integer> saved = numbers;
        int savedNext = next;
        if (op.isolated) {
            numbers = new IdentityHashMap<>();
            next = 0;
        }
        indent(depth);
        if (!op.results.isEmpty()) {
            numbers.put(op, next);
            out.append('%').append(next);
            if (op.results.size() > 1) out.append(':').append(op.results.size());
            out.append(" = ");
            next++;
        }
        String text = op.text.apply(this::name);
        if (literals != null && op.kind.equals("pdl.attribute")) text = literals.withAliases(text);
        out.append(text);
        if (op.region != null) {
            out.append(" {\n");
            for (PdlOp o : op.region) op(o, depth + 1);
            indent(depth);
            out.append('}');
        }
        out.append(' ').append(loc(op.loc)).append('\n');
        if (op.isolated) {
            numbers = saved;
            next = savedNext;
        }
    }

    private void indent(int depth) {
        out.append("  ".repeat(depth));
    }
}
