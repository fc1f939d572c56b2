package pdll.pdllc;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pdll.sema.compile.Compiler;
import pdll.syntax.PdllParser;

/**
 * Parses {@code pdllc} arguments the way {@code mlir-pdll} (LLVM's command-line library) does: one
 * or two dashes, {@code -opt=value} or {@code -opt value}, {@code -Ivalue} for the prefix options
 * {@code -I}/{@code -D}, a later scalar option overriding an earlier one, {@code --} ending options.
 * Messages are the reference's with our tool name. Unlike the reference, several inputs are allowed.
 */
public final class PdllcArgs {
    private PdllcArgs() {}

    public static final String TOOL = "pdllc";

    /** A usage error, with the message the tool prints (one or more lines, without the tool prefix on later lines). */
    public static final class UsageError extends Exception {
        public UsageError(String message) {
            super(message, null, false, false);
        }
    }

    public static PdllcOptions parse(String[] args) throws UsageError {
        Compiler.Kind kind = Compiler.Kind.AST;
        List<String> includeDirs = new ArrayList<>();
        String output = null, depFile = null, splitMarker = null;
        String outputSplitMarker = PdllParser.SPLIT_MARKER;
        boolean dumpOds = false, writeIfChanged = false, help = false, version = false;
        boolean allErrors = false, extraWarnings = false, noCache = false;
        PdllcOptions.DiagnosticsFormat format = PdllcOptions.DiagnosticsFormat.TEXT;
        PdllcOptions.Color color = PdllcOptions.Color.AUTO;
        int jobs = 0;
        List<String> inputs = new ArrayList<>();
        boolean optionsEnded = false;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (optionsEnded || !a.startsWith("-") || a.equals("-")) {
                inputs.add(a);
                continue;
            }
            if (a.equals("--")) {
                optionsEnded = true;
                continue;
            }
            String body = a.startsWith("--") ? a.substring(2) : a.substring(1);
            String name = body, value = null;
            int eq = body.indexOf('=');
            if (eq >= 0) {
                name = body.substring(0, eq);
                value = body.substring(eq + 1);
            }
            // prefix forms -Idir / -Dname
            if (value == null && (name.startsWith("I") || name.startsWith("D")) && name.length() > 1
                    && !a.startsWith("--")) {
                value = name.substring(1);
                name = name.substring(0, 1);
            }
            switch (name) {
                case "x" -> {
                    String v = value != null ? value : next(args, ++i, "x");
                    kind = Compiler.Kind.named(v);
                    if (kind == null) throw new UsageError(TOOL + ": for the -x option: Cannot find option named '" + v + "'!");
                }
                case "I" -> includeDirs.add(value != null ? value : next(args, ++i, "I"));
                case "D" -> next(value, args, i, "D"); // accepted and ignored, like the reference
                case "o" -> output = value != null ? value : next(args, ++i, "o");
                case "d" -> depFile = value != null ? value : next(args, ++i, "d");
                case "dump-ods" -> dumpOds = flag(value, "dump-ods");
                case "split-input-file" -> splitMarker = value == null || value.isEmpty() ? PdllParser.SPLIT_MARKER : value;
                case "output-split-marker" -> outputSplitMarker = value != null ? value : next(args, ++i, "output-split-marker");
                case "write-if-changed" -> writeIfChanged = flag(value, "write-if-changed");
                case "diagnostics-format" -> {
                    String v = value != null ? value : next(args, ++i, "diagnostics-format");
                    format = switch (v) {
                        case "text" -> PdllcOptions.DiagnosticsFormat.TEXT;
                        case "json" -> PdllcOptions.DiagnosticsFormat.JSON;
                        default -> throw new UsageError(TOOL + ": for the --diagnostics-format option: Cannot find option named '" + v + "'!");
                    };
                }
                case "color" -> color = switch (value == null ? "always" : value.toLowerCase(Locale.ROOT)) {
                    case "always", "true", "1" -> PdllcOptions.Color.ALWAYS;
                    case "never", "false", "0" -> PdllcOptions.Color.NEVER;
                    case "auto" -> PdllcOptions.Color.AUTO;
                    default -> throw new UsageError(TOOL + ": for the --color option: '" + value + "' is invalid value for boolean argument! Try 0 or 1");
                };
                case "j", "jobs" -> {
                    String v = value != null ? value : next(args, ++i, name);
                    try {
                        jobs = Integer.parseInt(v);
                        if (jobs < 0) throw new NumberFormatException();
                    } catch (NumberFormatException e) {
                        throw new UsageError(TOOL + ": for the -" + name + " option: '" + v + "' value invalid for uint argument!");
                    }
                }
                case "all-errors" -> allErrors = flag(value, name);
                case "extra-warnings" -> extraWarnings = flag(value, name);
                case "no-cache" -> noCache = flag(value, name);
                case "help", "h" -> help = true;
                case "version" -> version = true;
                default -> throw new UsageError(TOOL + ": Unknown command line argument '" + a + "'.  Try: '" + TOOL + " --help'");
            }
            // "-D NAME": the separate value was consumed by next(value, ...)
            if (name.equals("D") && value == null) i++;
        }
        if (depFile != null && output == null) throw new UsageError("error: the option -d must be used together with -o");
        if (inputs.isEmpty()) inputs.add("-");
        return new PdllcOptions(kind, List.copyOf(includeDirs), output, depFile, dumpOds, splitMarker, outputSplitMarker,
                writeIfChanged, List.copyOf(inputs), format, color, jobs, allErrors, extraWarnings, noCache, help, version);
    }

    private static String next(String[] args, int i, String option) throws UsageError {
        if (i >= args.length) throw new UsageError(TOOL + ": for the -" + option + " option: requires a value!");
        return args[i];
    }

    /** For -D: checks a value is there without consuming it here. */
    private static void next(String value, String[] args, int i, String option) throws UsageError {
        if (value == null && i + 1 >= args.length) throw new UsageError(TOOL + ": for the -" + option + " option: requires a value!");
    }

    private static boolean flag(String value, String option) throws UsageError {
        if (value == null) return true;
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true", "1" -> true;
            case "false", "0" -> false;
            default -> throw new UsageError(TOOL + ": for the --" + option + " option: '" + value
                    + "' is invalid value for boolean argument! Try 0 or 1");
        };
    }

    /** The {@code --help} text. */
    public static String usage() {
        return """
                OVERVIEW: pdllc, a PDLL compiler (drop-in for mlir-pdll)
                USAGE: pdllc [options] <input file or directory>...

                OPTIONS (those of mlir-pdll, same meaning):
                  -x=<ast|mlir|cpp>          The type of output desired (default: ast)
                  -I <directory>             Directory of include files (repeatable)
                  -D <macro name>            Accepted and ignored, like mlir-pdll
                  -o <filename>              Output filename (with several inputs: a directory)
                  -d <filename>              Dependency filename (requires -o)
                  --dump-ods                 Print the parsed ODS information of the input to stderr
                  --split-input-file[=<m>]   Split the input into chunks at lines '<m>' (default '// -----')
                  --output-split-marker=<m>  Marker written between the outputs of split chunks
                  --write-if-changed         Only write the output file if it changed

                OPTIONS (pdllc only):
                  --diagnostics-format=<text|json>  Diagnostics as text (default) or JSON lines
                  --color[=always|never|auto]       Colored caret diagnostics (default: auto, on a terminal)
                  -j <N>, --jobs=<N>                Compile N inputs in parallel (default: one per core)
                  --all-errors                      Report every error, not only the first (the reference stops there)
                  --extra-warnings                  Our warnings beyond the reference's: unused-variable,
                                                    unbound-variable, ods-count-mismatch
                  --no-cache                        Neither read nor write the .td import cache
                                                    (also PDLL_CACHE=0; location: PDLL_CACHE_DIR,
                                                    else $XDG_CACHE_HOME/pdll, else ~/.cache/pdll)
                  --help, --version
                """;
    }
}
