package pdll.ide.actions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * The "did you mean" rule shared by every quick fix that suggests a name: the candidates within a
 * third of the misspelled name's length (at least one edit), closest first, then by name; the
 * fixes offer the first three. The metric differs by what is misspelled: operation names use plain
 * Levenshtein (bounded, since an ODS context has thousands of names), PDLL names count a swap of
 * two neighbours as one edit.
 */
final class ClosestNames {
    private ClosestNames() {}

    /** How many suggestions a fix offers. */
    static final int MAX = 3;

    /** An edit distance; may answer anything above {@code limit} once the distance must exceed it. */
    interface Metric {
        int distance(String a, String b, int limit);
    }

    /** The candidates (other than {@code name} itself) close enough to {@code name}, closest first, then by name. */
    static <T> List<T> rank(String name, Iterable<T> candidates, Function<T, String> nameOf, Metric metric) {
        int limit = Math.max(1, name.length() / 3);
        record Scored<T>(T candidate, String name, int distance) {}
        List<Scored<T>> scored = new ArrayList<>();
        for (T c : candidates) {
            String n = nameOf.apply(c);
            if (n.equals(name)) continue;
            int d = metric.distance(name, n, limit);
            if (d <= limit) scored.add(new Scored<>(c, n, d));
        }
        scored.sort(Comparator.<Scored<T>>comparingInt(Scored::distance).thenComparing(Scored::name));
        List<T> out = new ArrayList<>(scored.size());
        for (Scored<T> s : scored) out.add(s.candidate());
        return out;
    }

    /** Levenshtein distance, giving up (returning limit + 1) once it must exceed {@code limit}. */
    static int levenshtein(String a, String b, int limit) {
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

    /** Edit distance counting a swap of two neighbours as one edit (the commonest typo), as Levenshtein otherwise. */
    static int withSwaps(String a, String b, int limit) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
