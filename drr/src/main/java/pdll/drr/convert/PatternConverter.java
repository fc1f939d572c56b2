package pdll.drr.convert;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import pdll.drr.read.DrrPattern;
import pdll.tablegen.eval.Value;

/**
 * One DRR record as PDLL patterns: one pattern, or one per operand order when the source uses
 * {@code either} (DRR tries the orders in turn; equal benefits and the declaration order keep
 * PDL trying them in the same order).
 */
final class PatternConverter {
    private PatternConverter() {}

    /** A converted pattern: its name and text. */
    record Converted(String name, String text) {}

    static int eitherCount(Value v) {
        if (!(v instanceof Value.Dag d)) return 0;
        int n = d.operator() instanceof Value.DefRef r && r.record().name().equals("either") ? 1 : 0;
        for (Value a : d.args()) n += eitherCount(a);
        return n;
    }

    /** The PDLL names the record's patterns get. */
    static List<String> names(DrrPattern p, String baseName) {
        int k = p.source() == null ? 0 : eitherCount(p.source());
        if (k == 0) return List.of(baseName);
        List<String> out = new ArrayList<>();
        for (int m = 0; m < (1 << Math.min(k, 6)); m++) out.add(baseName + "_" + m);
        return out;
    }

    /** The record's patterns, or an {@link Unsupported} naming what stops it. */
    static List<Converted> convert(FileContext file, DrrPattern p, List<String> names) {
        if (p.source() == null) throw new Unsupported("source pattern", "the record has no source pattern");
        int k = eitherCount(p.source());
        if (k > 6) throw new Unsupported("either", k + " `either` directives would make " + (1 << k) + " patterns");
        List<Converted> out = new ArrayList<>();
        for (int m = 0; m < names.size(); m++) {
            List<Boolean> swaps = new ArrayList<>();
            for (int b = 0; b < k; b++) swaps.add(((m >> b) & 1) != 0);
            out.add(new Converted(names.get(m), one(file, p, names.get(m), swaps)));
        }
        return out;
    }

    private static String one(FileContext file, DrrPattern p, String name, List<Boolean> swaps) {
        Scope scope = new Scope();
        SourceMatch match = new SourceMatch(file, scope, name, swaps);
        match.match(p.source());
        for (Value c : p.constraints()) match.constraints.add(DagConstraints.call(file, scope, name, c));
        ResultBuild result = new ResultBuild(file, scope, match, name);
        result.build(p.results(), p.supplemental());
        long benefit = match.opCount() + p.benefitAdded();
        if (benefit < 0 || benefit > 65535) {
            throw new Unsupported("addBenefit", "the benefit " + benefit + " is outside PDLL's 0 to 65535");
        }
        StringBuilder sb = new StringBuilder();
        for (String line : p.docComment()) sb.append("//").append(line.isEmpty() ? "" : " " + line).append('\n');
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
