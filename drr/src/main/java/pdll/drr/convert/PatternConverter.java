package pdll.drr.convert;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.drr.read.DrrPattern;
import pdll.tablegen.eval.Value;

/**
 * One DRR record as PDLL patterns: one pattern, or one per operand order when the source uses
 * {@code either}. DRR tries an {@code either}'s second order only when its first order's
 * operands fail to match there; an order whose operands match anything (two symbols bound
 * nowhere else) never fails, so its swapped order is never tried and gets no pattern: PDL
 * would otherwise be free to pick the swapped one among equal benefits.
 */
final class PatternConverter {
    private PatternConverter() {}

    /** A converted pattern: its name and text. */
    record Converted(String name, String text) {}

    private static boolean isEither(Value.Dag d) {
        return d.operator() instanceof Value.DefRef r && r.record().name().equals("either");
    }

    /**
     * The {@code either} swaps of each pattern the record becomes, the first {@code either}
     * (in pre-order, as DRR nests its tries) the outermost choice.
     */
    static List<Map<Value.Dag, Boolean>> alternatives(DrrPattern p) {
        if (p.source() == null) return List.of(Map.of());
        List<Value.Dag> eithers = new ArrayList<>();
        List<Boolean> swappable = new ArrayList<>();
        Map<String, Integer> uses = new HashMap<>();
        countNames(p.source(), uses);
        swappable(p.source(), uses, eithers, swappable);
        int k = eithers.size();
        if (k > 6) throw new Unsupported("either", k + " `either` directives would make up to " + (1 << k) + " patterns");
        List<Map<Value.Dag, Boolean>> out = new ArrayList<>();
        for (int m = 0; m < (1 << k); m++) {
            Map<Value.Dag, Boolean> swaps = new IdentityHashMap<>();
            boolean tried = true;
            for (int b = 0; b < k; b++) {
                boolean swap = ((m >> (k - 1 - b)) & 1) != 0;
                if (swap && !swappable.get(b)) tried = false;
                swaps.put(eithers.get(b), swap);
            }
            if (tried) out.add(swaps);
        }
        return out;
    }

    private static void countNames(Value v, Map<String, Integer> uses) {
        if (!(v instanceof Value.Dag d)) return;
        if (d.opName() != null && !d.opName().isEmpty()) uses.merge(d.opName(), 1, Integer::sum);
        for (int i = 0; i < d.args().size(); i++) {
            String n = d.argNames().get(i);
            if (n != null && !n.isEmpty() && !n.equals("_")) uses.merge(n, 1, Integer::sum);
            countNames(d.args().get(i), uses);
        }
    }

    /** Pre-order: for each {@code either}, whether DRR ever tries its second order. */
    private static void swappable(Value v, Map<String, Integer> uses, List<Value.Dag> eithers, List<Boolean> out) {
        if (!(v instanceof Value.Dag d)) return;
        if (isEither(d)) {
            boolean always = d.args().size() == 2;
            for (int i = 0; always && i < 2; i++) {
                String n = d.argNames().get(i);
                boolean free = n == null || n.isEmpty() || n.equals("_") || uses.getOrDefault(n, 0) == 1;
                always = d.args().get(i) instanceof Value.Unset && free;
            }
            eithers.add(d);
            out.add(!always);
        }
        for (Value a : d.args()) swappable(a, uses, eithers, out);
    }

    /** The PDLL names the record's patterns get. */
    static List<String> names(DrrPattern p, String baseName) {
        int n;
        try {
            Nesting.check(p);
            n = alternatives(p).size();
        } catch (Unsupported e) {
            n = 1; // reported when converting
        }
        if (n == 1) return List.of(baseName);
        List<String> out = new ArrayList<>();
        for (int m = 0; m < n; m++) out.add(baseName + "_" + m);
        return out;
    }

    /** The record's patterns, or an {@link Unsupported} naming what stops it. */
    static List<Converted> convert(FileContext file, DrrPattern p, List<String> names) {
        if (p.source() == null) throw new Unsupported("source pattern", "the record has no source pattern");
        Nesting.check(p);
        List<Map<Value.Dag, Boolean>> alternatives = alternatives(p);
        List<Converted> out = new ArrayList<>();
        for (int m = 0; m < names.size(); m++) {
            out.add(new Converted(names.get(m), one(file, p, names.get(m), alternatives.get(m), m == 0)));
        }
        return out;
    }

    private static String one(FileContext file, DrrPattern p, String name, Map<Value.Dag, Boolean> swaps, boolean first) {
        Scope scope = new Scope();
        SourceMatch match = new SourceMatch(file, scope, name, swaps);
        match.match(p.source());
        for (Value c : p.constraints()) {
            String call = DagConstraints.call(file, scope, name, c, match.root.sym.pdll);
            if (call != null) match.constraints.add(call);
        }
        ResultBuild result = new ResultBuild(file, scope, match, name);
        result.build(p.results(), p.supplemental());
        long benefit = match.opCount() + p.benefitAdded();
        if (benefit < 0 || benefit > 65535) {
            throw new Unsupported("addBenefit", "the benefit " + benefit + " is outside PDLL's 0 to 65535");
        }
        StringBuilder sb = new StringBuilder();
        if (first) for (String line : p.docComment()) sb.append("//").append(line.isEmpty() ? "" : " " + line).append('\n');
        sb.append("Pattern ").append(name).append(" with benefit(").append(benefit).append(") {\n");
        Set<String> declared = new HashSet<>();
        for (String st : match.statements()) sb.append("  ").append(scope.render(st, declared)).append('\n');
        String rootName = match.root.sym.pdll;
        if (result.statements.isEmpty()) {
            sb.append("  ").append(scope.render(finish(rootName, result.replacement), declared)).append('\n');
        } else {
            sb.append("  rewrite ").append(rootName).append(" with {\n");
            for (String st : result.statements) sb.append("    ").append(scope.render(st, declared)).append('\n');
            sb.append("    ").append(scope.render(finish(rootName, result.replacement), declared)).append('\n');
            sb.append("  };\n");
        }
        sb.append("}\n");
        return sb.toString();
    }

    private static String finish(String root, List<String> replacement) {
        if (replacement == null) return "erase " + root + ";";
        if (replacement.size() == 1) return "replace " + root + " with " + replacement.get(0) + ";";
        return "replace " + root + " with (" + String.join(", ", replacement) + ");";
    }
}
