package pdll.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of {@code pdll-run}:
 * {@code PATTERNS.pdll INPUT.mlir [-I DIR]... [--opt PATH] [--max-iterations N] [--no-fold] [--top-down] [-o FILE]
 * [--no-cache] [--timeout SECONDS]}.
 * Options take their value as the next argument or after {@code =} ({@code -IDIR} too).
 */
record RunArgs(String patterns, String input, List<String> includeDirs, String opt, ApplyConfig config,
               String output, boolean noCache, boolean help, Duration timeout) {

    static final class UsageError extends Exception {
        UsageError(String message) {
            super(message, null, false, false);
        }
    }

    static String usage() {
        return """
                usage: pdll-run PATTERNS.pdll INPUT.mlir [options]

                Compiles PATTERNS.pdll (as pdllc does) and applies its patterns greedily to INPUT.mlir
                with mlir-opt, like a C++ pass calling applyPatternsGreedily; prints the rewritten IR
                as mlir-opt prints it. INPUT.mlir may be - (standard input).

                options:
                  -I DIR                 add DIR to the include search path of the patterns
                  --opt PATH             the mlir-opt to run (default: mlir-opt-22, else mlir-opt on
                                         PATH, else the one of the MLIR install pdllc finds)
                  --max-iterations N     the greedy driver's iteration limit (default 10; -1: none)
                  --no-fold              do not fold operations while rewriting
                  --top-down             visit operations top-down first (default: bottom-up)
                  --timeout SECONDS      stop mlir-opt (and this run, status 1) after SECONDS
                                         (default 60; 0: no limit): patterns that undo each
                                         other (a->b, b->a) rewrite forever
                  -o FILE                write the output to FILE (written whole, only on success)
                  --no-cache             compile afresh: neither the cache of compiled patterns that
                                         bin/pdll-run answers from without Java, nor pdllc's .td cache
                  -h, --help             print this help
                """;
    }

    static RunArgs parse(String[] args) throws UsageError {
        List<String> positional = new ArrayList<>();
        List<String> includeDirs = new ArrayList<>();
        String opt = null, output = null;
        ApplyConfig d = ApplyConfig.DEFAULTS;
        long maxIterations = d.maxIterations();
        Duration timeout = ChildProcesses.DEFAULT_RUN_LIMIT;
        boolean fold = d.fold(), topDown = d.topDown(), noCache = false, help = false, ended = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (ended || !a.startsWith("-") || a.equals("-")) {
                positional.add(a);
                continue;
            }
            String name = a, value = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                name = a.substring(0, eq);
                value = a.substring(eq + 1);
            } else if (a.startsWith("-I") && a.length() > 2) {
                name = "-I";
                value = a.substring(2);
            }
            switch (name) {
                case "--" -> ended = true;
                case "-I" -> includeDirs.add(value != null ? value : next(args, ++i, name));
                case "--opt" -> opt = value != null ? value : next(args, ++i, name);
                case "-o" -> output = next(args, ++i, name);
                case "--max-iterations" -> {
                    String v = value != null ? value : next(args, ++i, name);
                    try {
                        maxIterations = Long.parseLong(v);
                    } catch (NumberFormatException e) {
                        throw new UsageError("pdll-run: --max-iterations: '" + v + "' is not a number");
                    }
                    if (maxIterations < -1 || maxIterations == 0) {
                        throw new UsageError("pdll-run: --max-iterations: " + v + " must be positive, or -1 for no limit");
                    }
                }
                case "--timeout" -> {
                    String v = value != null ? value : next(args, ++i, name);
                    if (!v.matches("[0-9]{1,9}")) {
                        throw new UsageError("pdll-run: --timeout: '" + v + "' is not a whole number of seconds (0: no limit)");
                    }
                    timeout = Duration.ofSeconds(Long.parseLong(v));
                }
                case "--no-fold" -> fold = noValue(value, name, false);
                case "--top-down" -> topDown = noValue(value, name, true);
                case "--no-cache" -> noCache = noValue(value, name, true);
                case "-h", "--help", "-help" -> help = true;
                default -> throw new UsageError("pdll-run: unknown option '" + a + "' (pdll-run --help lists them)");
            }
        }
        if (help) return new RunArgs(null, null, includeDirs, opt, d, output, noCache, true, timeout);
        if (positional.size() != 2) {
            throw new UsageError("pdll-run: expected PATTERNS.pdll and INPUT.mlir, got " + positional.size()
                    + " file argument" + (positional.size() == 1 ? "" : "s") + " (pdll-run --help)");
        }
        return new RunArgs(positional.get(0), positional.get(1), includeDirs, opt,
                new ApplyConfig(maxIterations, fold, topDown), output, noCache, false, timeout);
    }

    private static String next(String[] args, int i, String name) throws UsageError {
        if (i >= args.length) throw new UsageError("pdll-run: " + name + " needs a value");
        return args[i];
    }

    private static boolean noValue(String value, String name, boolean result) throws UsageError {
        if (value != null) throw new UsageError("pdll-run: " + name + " takes no value");
        return result;
    }
}
