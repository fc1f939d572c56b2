package pdll.fuzz;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The distinct findings of a run. Repeats of one signature are counted, not stored again; the
 * first of each is minimized and saved under {@code --out} as {@code NNN-target-kind/} with the
 * input ({@code input.pdll}/{@code input.td}/{@code input.txt}) and {@code finding.txt} (target,
 * arguments or request, case number, signature, trace).
 */
final class Findings {
    /** Limits of one minimization: tests and wall time (a hang costs the time limit per test). */
    static final int MINIMIZE_TESTS = 400;
    static final long MINIMIZE_MILLIS = 60_000;

    private final Map<String, Finding> first = java.util.Collections.synchronizedMap(new LinkedHashMap<>());
    private final Map<String, Integer> counts = new java.util.concurrent.ConcurrentHashMap<>();
    private final Path out;
    private final PrintStream log;
    private final boolean minimize;
    private final long timeoutMs;
    private int crashes, hangs;

    Findings(Path out, PrintStream log, boolean minimize, long timeoutMs) {
        this.timeoutMs = timeoutMs;
        this.out = out;
        this.log = log;
        this.minimize = minimize;
    }

    /** Records {@code f}; a new signature is minimized with {@code target} and saved. */
    void add(Finding f, Target target) {
        if (f.kind().equals("hang") || f.kind().equals("unresponsive")) hangs++;
        else crashes++;
        Integer n = counts.merge(f.signature(), 1, Integer::sum);
        if (n > 1) return;
        Finding kept = f;
        if (minimize) {
            long t0 = System.currentTimeMillis();
            long budget = f.kind().equals("hang") ? Math.min(MINIMIZE_MILLIS, 6 * timeoutMs) : MINIMIZE_MILLIS;
            String small = Minimizer.minimize(f.input(), s -> target.reproduces(f, s), MINIMIZE_TESTS, budget);
            if (small.length() < f.input().length()) {
                // the trace of the small input: its line numbers and quoted lines are the ones saved
                Finding again = target.recheck(f, small);
                kept = again != null && again.signature().equals(f.signature()) ? f.withInput(small).withTrace(again.trace())
                        : f.withInput(small);
            }
            log.printf("fuzz: minimized %s finding from %d to %d characters in %d ms%n", f.target(), f.input().length(),
                    kept.input().length(), System.currentTimeMillis() - t0);
        }
        first.put(f.signature(), kept);
        log.println("fuzz: FINDING #" + first.size() + " " + kept.signature() + " (case " + kept.caseNumber() + ")");
        save(first.size(), kept);
    }

    int crashes() {
        return crashes;
    }

    int hangs() {
        return hangs;
    }

    List<Finding> distinct() {
        synchronized (first) {
            return new ArrayList<>(first.values());
        }
    }

    int count(Finding f) {
        return counts.getOrDefault(f.signature(), 0);
    }

    private void save(int index, Finding f) {
        if (out == null) return;
        Path dir = out.resolve(String.format("%03d-%s-%s", index, f.target(), f.kind()));
        try {
            Files.createDirectories(dir);
            Files.write(dir.resolve("input" + f.extension()), RawBytes.encode(f.input()));
            Files.writeString(dir.resolve("finding.txt"), describe(f), StandardCharsets.UTF_8);
        } catch (IOException e) {
            log.println("fuzz: cannot save finding to " + dir + ": " + e.getMessage());
        }
    }

    /** Inputs longer than this are cut in the description (the saved input file has all of it). */
    static final int SHOWN_INPUT = 4000;

    static String describe(Finding f) {
        String input = RawBytes.printable(f.input());
        if (input.length() > SHOWN_INPUT) {
            input = input.substring(0, SHOWN_INPUT) + "... (" + (input.length() - SHOWN_INPUT) + " more; all of it is in input"
                    + f.extension() + ")";
        }
        return "target: " + f.target() + "\nkind: " + f.kind() + "\ncase: " + f.caseNumber() + "\ninvocation: " + f.args()
                + "\nsignature: " + f.signature() + "\n\ninput (" + f.input().length() + " characters):\n"
                + input + "\n\ntrace:\n" + f.trace() + "\n";
    }
}
