package pdll.ide.actions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.syntax.OpNameAt;
import pdll.ide.text.TextEdit;
import pdll.sema.ods.OdsOperation;

/**
 * "Did you mean" for an operation name the document's ODS does not define: the defined names
 * closest by edit distance (at most a third of the name's length, and at most three of them),
 * each a quick fix replacing the name. An op unknown to ODS is legal PDLL (an unregistered op), so
 * this is offered as an action, never reported as an error.
 */
public final class OpNameFixes {
    private OpNameFixes() {}

    public static List<CodeAction> at(Analysis a, int offset) {
        OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
        if (f == null || a.ods().lookupOperation(f.name()) != null) return List.of();
        int limit = Math.max(1, f.name().length() / 3);
        record Scored(String name, int distance) {}
        List<Scored> scored = new ArrayList<>();
        for (OdsOperation op : a.ods().operations()) {
            int d = distance(f.name(), op.name(), limit);
            if (d <= limit) scored.add(new Scored(op.name(), d));
        }
        scored.sort(Comparator.comparingInt(Scored::distance).thenComparing(Scored::name));
        List<CodeAction> out = new ArrayList<>();
        for (int i = 0; i < Math.min(3, scored.size()); i++) {
            out.add(new CodeAction("Did you mean `" + scored.get(i).name() + "`?",
                    List.of(new TextEdit(f.range(), scored.get(i).name())), i == 0));
        }
        return out;
    }

    /** Levenshtein distance, giving up (returning limit + 1) once it must exceed {@code limit}. */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) return limit + 1;
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            int rowMin = cur[0];
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
                rowMin = Math.min(rowMin, cur[j]);
            }
            if (rowMin > limit) return limit + 1;
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
