package pdll.tablegen.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The command line of {@code pdll-tblgen}, parsed the way LLVM's {@code cl} library parses
 * {@code mlir-tblgen}'s: options take one or two dashes; {@code -o} and {@code -d} take their value
 * as the next argument or after {@code =}; {@code -I} and {@code -D} are prefix options
 * ({@code -Idir}, {@code -I dir}, {@code -I=dir}); {@code --} ends the options; {@code -} (or no
 * input at all) means standard input. A repeated single-valued option keeps its last value.
 *
 * <p>It only parses; it never touches the file system.
 */
record TblgenArgs(
        String input,
        List<String> includeDirs,
        List<String> defines,
        String output,
        String depFile,
        boolean writeIfChanged,
        boolean timePhases,
        boolean help,
        boolean version) {

    /** The value of {@code -o} (and the input) that means a standard stream. */
    static final String STDIO = "-";

    /** A command line the tool refuses; the message is printed after {@code "pdll-tblgen: "}. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message, null, false, false);
        }
    }

    static TblgenArgs parse(String[] args) throws UsageException {
        String input = null;
        List<String> includes = new ArrayList<>();
        List<String> defines = new ArrayList<>();
        String output = STDIO;
        String depFile = null;
        boolean writeIfChanged = false;
        boolean timePhases = false;
        boolean help = false;
        boolean version = false;
        boolean optionsEnded = false;
        int positionals = 0;

        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (optionsEnded || !arg.startsWith("-") || arg.equals(STDIO)) {
                positionals++;
                if (positionals > 1) {
                    throw new UsageException("Too many positional arguments specified! "
                            + "Can specify at most 1 positional arguments: See: pdll-tblgen --help");
                }
                input = arg;
                continue;
            }
            if (arg.equals("--")) {
                optionsEnded = true;
                continue;
            }
            String body = arg.startsWith("--") ? arg.substring(2) : arg.substring(1);
            int eq = body.indexOf('=');
            String name = eq < 0 ? body : body.substring(0, eq);
            String inlineValue = eq < 0 ? null : body.substring(eq + 1);

            // Prefix options first: -Idir / -Dname are one argument.
            if (!name.isEmpty() && (name.charAt(0) == 'I' || name.charAt(0) == 'D') && name.length() > 1) {
                String value = body.substring(1);
                (name.charAt(0) == 'I' ? includes : defines).add(value);
                continue;
            }
            switch (name) {
                case "I", "D", "o", "d" -> {
                    String value;
                    if (inlineValue != null) {
                        value = inlineValue;
                    } else if (i + 1 < args.length) {
                        value = args[++i];
                    } else {
                        throw new UsageException("for the -" + name + " option: requires a value!");
                    }
                    switch (name) {
                        case "I" -> includes.add(value);
                        case "D" -> defines.add(value);
                        case "o" -> output = value;
                        default -> depFile = value;
                    }
                }
                case "print-records" -> {
                    if (inlineValue != null) {
                        throw new UsageException("Generator to run option: does not allow a value! '"
                                + inlineValue + "' specified.");
                    }
                }
                case "write-if-changed" -> writeIfChanged = flag(name, inlineValue);
                case "time-phases" -> timePhases = flag(name, inlineValue);
                case "help", "h", "help-list" -> help = true;
                case "version" -> version = true;
                default -> throw new UsageException("Unknown command line argument '" + arg
                        + "'.  Try: 'pdll-tblgen --help'");
            }
        }
        return new TblgenArgs(input == null ? STDIO : input, List.copyOf(includes), List.copyOf(defines),
                output, depFile, writeIfChanged, timePhases, help, version);
    }

    private static boolean flag(String name, String value) throws UsageException {
        if (value == null) return true;
        return switch (value) {
            case "true", "TRUE", "True", "1" -> true;
            case "false", "FALSE", "False", "0" -> false;
            default -> throw new UsageException("for the --" + name + " option: '" + value
                    + "' is invalid value for boolean argument! Try 0 or 1");
        };
    }

    static String usage() {
        return """
                OVERVIEW: pdll-tblgen: TableGen front end of the PDLL tooling (mlir-tblgen --print-records compatible)

                USAGE: pdll-tblgen [options] <input file>

                  <input file> is a .td file; "-" or no input reads standard input (named <stdin>).
                  Includes are resolved against the current working directory first, then each -I
                  directory in order.

                OPTIONS:
                  --print-records           - Print all records (the default and only action)
                  -I <directory>            - Directory of include files (also -I=<dir>, -I<dir>; repeatable)
                  -D <macro name>           - Name of the macro to be defined (also -D=<name>, -D<name>; repeatable)
                  -o <filename>             - Output filename ("-" = standard output, the default)
                  -d <filename>             - Dependency filename (Makefile rule "<output>: <includes...>"; needs -o)
                  --write-if-changed        - Only write the output file if its content changed
                  --time-phases             - Print the time of each phase to standard error
                  --help                    - Display this help and exit
                  --version                 - Display the version and exit

                ENVIRONMENT (bin/pdll-tblgen launcher):
                  PDLL_JAVA_OPTS            - Extra JVM options
                """;
    }
}
