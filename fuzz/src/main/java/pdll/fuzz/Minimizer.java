package pdll.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Shrinks a failing input while the failure (same signature) persists: delta reduction over
 * lines, then over chunks of characters, halving the chunk size down to one character. Bounded by
 * a number of tests and a wall-clock budget, so that a slow failure (a hang) does not stall the run.
 */
final class Minimizer {
    private final Predicate<String> fails;
    private final int maxTests;
    private final long deadline;
    private int tests;

    Minimizer(Predicate<String> fails, int maxTests, long budgetMillis) {
        this.fails = fails;
        this.maxTests = maxTests;
        this.deadline = System.currentTimeMillis() + budgetMillis;
    }

    static String minimize(String input, Predicate<String> fails, int maxTests, long budgetMillis) {
        return new Minimizer(fails, maxTests, budgetMillis).run(input);
    }

    String run(String input) {
        String best = reduce(input, true);
        best = reduce(best, false);
        return best;
    }

    private boolean spent() {
        return tests >= maxTests || System.currentTimeMillis() > deadline;
    }

    private boolean test(String candidate) {
        tests++;
        try {
            return fails.test(candidate);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Removes runs of units (lines keep their line break) of decreasing size while the failure stays. */
    private String reduce(String input, boolean lines) {
        List<String> units = lines ? splitLines(input) : splitChars(input);
        int chunk = Math.max(1, units.size() / 2);
        while (chunk >= 1 && !spent()) {
            boolean removed = false;
            for (int start = 0; start < units.size() && !spent(); ) {
                int end = Math.min(units.size(), start + chunk);
                List<String> candidate = new ArrayList<>(units.subList(0, start));
                candidate.addAll(units.subList(end, units.size()));
                if (!candidate.isEmpty() || units.size() > 1) {
                    if (test(String.join("", candidate))) {
                        units = candidate;
                        removed = true;
                        continue; // same start: the next run slid into place
                    }
                }
                start = end;
            }
            if (!removed) chunk /= 2;
            else chunk = Math.min(chunk, Math.max(1, units.size() / 2));
        }
        return String.join("", units);
    }

    private static List<String> splitLines(String s) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\n') {
                out.add(s.substring(from, i + 1));
                from = i + 1;
            }
        }
        if (from < s.length()) out.add(s.substring(from));
        return out;
    }

    private static List<String> splitChars(String s) {
        List<String> out = new ArrayList<>(s.length());
        for (int i = 0; i < s.length(); ) {
            int n = Character.charCount(s.codePointAt(i));
            out.add(s.substring(i, i + n));
            i += n;
        }
        return out;
    }
}
