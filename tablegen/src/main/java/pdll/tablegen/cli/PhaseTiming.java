package pdll.tablegen.cli;

import java.util.List;
import java.util.Locale;

/** The {@code --time-phases} table, laid out like the reference's (wall time only). */
final class PhaseTiming {
    private PhaseTiming() {}

    record Phase(String name, long nanos) {}

    static String report(List<Phase> phases) {
        long total = phases.stream().mapToLong(Phase::nanos).sum();
        String rule = "===" + "-".repeat(73) + "===\n";
        StringBuilder sb = new StringBuilder(rule)
                .append("                             TableGen Phase Timing\n")
                .append(rule)
                .append(String.format(Locale.ROOT, "  Total Execution Time: %.4f seconds (%.4f wall clock)%n%n",
                        total / 1e9, total / 1e9))
                .append("   ---Wall Time---  --- Name ---\n");
        for (Phase p : phases) sb.append(line(p.nanos(), total, p.name()));
        sb.append(line(total, total, "Total"));
        return sb.toString();
    }

    private static String line(long nanos, long total, String name) {
        double pct = total == 0 ? 0 : 100.0 * nanos / total;
        return String.format(Locale.ROOT, "   %.4f (%5.1f%%)  %s%n", nanos / 1e9, pct, name);
    }
}
