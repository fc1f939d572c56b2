package pdll.fuzz;

import java.nio.file.Path;
import java.util.List;

/** The command line of {@code pdll-fuzz}, parsed (see {@link FuzzMain#USAGE}). */
record FuzzOptions(long iterations, long seed, List<String> targets, long timeoutMs, Path out, boolean minimize,
                   boolean help, List<Path> replay) {
    static final List<String> ALL = List.of("pdllc", "tablegen", "lsp", "lsp-td");
    /** The DRR targets: the converter (in process and its command line) and the server on DRR files. Not in {@code all}. */
    static final List<String> DRR = List.of("drr", "lsp-drr");
    /** The server on raw bytes (framing, ids, params as a broken or hostile client sends them). Not in {@code all}. */
    static final List<String> WIRE = List.of("wire");


    static final class UsageError extends Exception {
        UsageError(String message) {
            super(message);
        }
    }

    static FuzzOptions parse(String[] args) throws UsageError {
        long iterations = 100_000, seed = 1, timeout = 10_000;
        List<String> targets = ALL;
        Path out = null;
        boolean minimize = true, help = false;
        List<Path> replay = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String name = a, value = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                name = a.substring(0, eq);
                value = a.substring(eq + 1);
            }
            switch (name) {
                case "--help", "-h" -> help = true;
                case "--no-minimize" -> minimize = false;
                case "--iterations", "--seed", "--target", "--timeout-ms", "--out", "--replay" -> {
                    if (value == null) {
                        if (i + 1 >= args.length) throw new UsageError("missing value for " + name);
                        value = args[++i];
                    }
                    switch (name) {
                        case "--iterations" -> iterations = number(name, value);
                        case "--seed" -> seed = number(name, value);
                        case "--timeout-ms" -> timeout = number(name, value);
                        case "--out" -> out = Path.of(value);
                        case "--replay" -> replay.add(Path.of(value));
                        default -> targets = targets(value);
                    }
                }
                default -> throw new UsageError("unknown argument '" + a + "'");
            }
        }
        if (iterations < 0) throw new UsageError("--iterations must not be negative");
        if (timeout <= 0) throw new UsageError("--timeout-ms must be positive");
        return new FuzzOptions(iterations, seed, targets, timeout, out, minimize, help, List.copyOf(replay));
    }

    /** {@code all}, one target, or a comma-separated list of them ({@code drr,lsp-drr}). */
    private static List<String> targets(String value) throws UsageError {
        if (value.equals("all")) return ALL;
        List<String> out = new java.util.ArrayList<>();
        for (String t : value.split(",", -1)) {
            List<String> add = t.equals("all") ? ALL : ALL.contains(t) || DRR.contains(t) || WIRE.contains(t) ? List.of(t) : null;
            if (add == null) {
                throw new UsageError("--target must be pdllc, tablegen, lsp, lsp-td, drr, lsp-drr, wire, all or a comma-separated list of them, not '"
                        + value + "'");
            }
            for (String a : add) if (!out.contains(a)) out.add(a);
        }
        return List.copyOf(out);
    }

    private static long number(String name, String value) throws UsageError {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new UsageError(name + " needs a number, not '" + value + "'");
        }
    }
}
