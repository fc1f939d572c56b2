package pdll.tablegen.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import pdll.base.diag.Severity;
import pdll.base.io.DepFile;
import pdll.base.io.FileAccess;
import pdll.base.io.OutputFile;
import pdll.base.io.StandardOutput;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.print.RecordsPrinter;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.Loc;

/**
 * {@code pdll-tblgen}: the command-line face of the TableGen front end, a drop-in for
 * {@code mlir-tblgen --print-records} (same options, output bytes, messages and exit status, with
 * the tool name {@code pdll-tblgen}).
 *
 * <p>It only parses arguments, calls {@link TableGen#evaluate} and {@link RecordsPrinter}, and
 * writes files; it never evaluates anything itself. Behaviour copied from the reference:
 * <ul>
 *   <li>an error that stops the parse prints its diagnostics only; errors after which the parse
 *       went on (failed asserts, undefined names) are followed by {@code pdll-tblgen: N errors.};
 *       the evaluator signals the first kind by returning no records;
 *   <li>a diagnostic in an included file is preceded by an {@code Included from FILE:LINE:} line
 *       for each include that led to it, outermost first;
 *   <li>on failure neither the output nor the dependency file is written;
 *   <li>the dependency file is written even when {@code --write-if-changed} skips the output.
 * </ul>
 */
public final class TblgenMain {
    static final String TOOL = "pdll-tblgen";
    static final String VERSION = pdll.base.Version.get();
    /** The name the reference gives standard input in diagnostics. */
    static final String STDIN_NAME = "<stdin>";

    private TblgenMain() {}

    public static void main(String[] args) {
        // Raw descriptors: the output is written as one byte array, no need for PrintStream's layers.
        StandardOutput out = StandardOutput.open();
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true);
        int status = run(args, Path.of("").toAbsolutePath(), System.in, out.print(), err);
        status = out.finish(err, status);
        err.flush();
        System.exit(status);
    }

    /** Runs the tool as if started in {@code cwd}. */
    public static int run(String[] args, Path cwd, InputStream in, PrintStream out, PrintStream err) {
        TblgenArgs a;
        try {
            a = TblgenArgs.parse(args);
        } catch (TblgenArgs.UsageException e) {
            return fail(err, e.getMessage());
        }
        if (a.help()) {
            write(out, TblgenArgs.usage());
            return 0;
        }
        if (a.version()) {
            write(out, TOOL + " (PDLL tooling) " + VERSION + "\n"
                    + "  TableGen front end, output compatible with mlir-tblgen 22 --print-records\n");
            return 0;
        }

        long t0 = System.nanoTime();
        // Open the input like the reference does before parsing.
        FileAccess files = FileAccess.DISK;
        Path mainFile;
        if (a.input().equals(TblgenArgs.STDIO)) {
            String text;
            try {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return fail(err, "Could not open input file '-': " + OutputFile.reason(e));
            }
            mainFile = Path.of(STDIN_NAME);
            files = stdinOverlay(cwd, mainFile, text);
        } else {
            Path resolved = cwd.resolve(a.input());
            if (!Files.exists(resolved)) {
                return fail(err, "Could not open input file '" + a.input() + "': No such file or directory");
            }
            if (Files.isDirectory(resolved)) {
                return fail(err, "Could not open input file '" + a.input() + "': Is a directory");
            }
            if (!Files.isReadable(resolved)) {
                return fail(err, "Could not open input file '" + a.input() + "': Permission denied");
            }
            // As given: diagnostics and dependencies spell paths the way the user did.
            mainFile = Path.of(a.input());
        }
        TableGenOptions options = new TableGenOptions(cwd,
                a.includeDirs().stream().map(Path::of).toList(), a.defines(), files);

        Evaluation ev;
        try {
            ev = TableGen.evaluate(mainFile, options);
        } catch (RuntimeException | StackOverflowError e) {
            return internalError(err, e);
        }
        long t1 = System.nanoTime();

        StringBuilder diags = new StringBuilder();
        int errors = 0;
        for (Diagnostic d : ev.diagnostics()) {
            // a diagnostic in an included file: the includes that read it, outermost first
            if (d.loc().isKnown()) {
                for (Loc at : ev.inputs().includeChain(d.loc().file())) {
                    diags.append("Included from ").append(at.fileName()).append(':').append(at.line()).append(":\n");
                }
            }
            diags.append(d.render());
            if (d.severity() == Severity.ERROR) errors++;
        }
        if (!ev.succeeded()) {
            // No records = the parse stopped (the reference returns without the count line).
            if (ev.records() != null) diags.append(TOOL).append(": ").append(errors).append(" errors.\n");
            else if (errors == 0) diags.append(TOOL).append(": evaluation failed without a diagnostic\n");
            write(err, diags.toString());
            return 1;
        }
        write(err, diags.toString()); // warnings, if any

        StringBuilder text = new StringBuilder(1 << 20);
        try {
            RecordsPrinter.print(ev.records(), text);
        } catch (RuntimeException | StackOverflowError e) {
            return internalError(err, e);
        }
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        text = null;
        long t2 = System.nanoTime();

        boolean toStdout = a.output().equals(TblgenArgs.STDIO);
        if (a.depFile() != null && toStdout) return fail(err, "the option -d must be used together with -o");
        if (toStdout) {
            out.write(bytes, 0, bytes.length);
            out.flush();
        } else {
            // -o and -d appear together or not at all: a build never sees one without the other
            OutputFile.Staged output;
            try {
                output = OutputFile.stage(cwd.resolve(a.output()), bytes, a.writeIfChanged());
            } catch (IOException e) {
                return fail(err, "error opening " + a.output() + ": " + OutputFile.reason(e));
            }
            try {
                if (a.depFile() != null) {
                    String rule = DepFile.format(a.output(), ev.dependencies());
                    try {
                        OutputFile.write(cwd.resolve(a.depFile()), rule.getBytes(StandardCharsets.UTF_8), false);
                    } catch (IOException e) {
                        // Sic: no space after the colon, as the reference prints it for -d.
                        return fail(err, "error opening " + a.depFile() + ":" + OutputFile.reason(e));
                    }
                }
                output.publish();
            } catch (IOException e) {
                return fail(err, "error opening " + a.output() + ": " + OutputFile.reason(e));
            } finally {
                output.discard();
            }
        }
        long t3 = System.nanoTime();
        if (a.timePhases()) {
            write(err, PhaseTiming.report(List.of(
                    new PhaseTiming.Phase("Parse, build records", t1 - t0),
                    new PhaseTiming.Phase("Print records", t2 - t1),
                    new PhaseTiming.Phase("Write output", t3 - t2))));
        }
        return 0;
    }

    /** The disk, except that the main file's name reads the text given on standard input. */
    private static FileAccess stdinOverlay(Path cwd, Path name, String text) {
        Path absolute = cwd.resolve(name);
        return path -> path.equals(name) || path.equals(absolute)
                ? Optional.of(text)
                : FileAccess.DISK.read(path);
    }

    private static int fail(PrintStream err, String message) {
        write(err, TOOL + ": " + message + "\n");
        return 1;
    }

    private static int internalError(PrintStream err, Throwable e) {
        StringBuilder sb = new StringBuilder(TOOL).append(": internal error: ").append(e).append('\n');
        StackTraceElement[] trace = e.getStackTrace();
        for (int i = 0; i < Math.min(trace.length, 12); i++) sb.append("\tat ").append(trace[i]).append('\n');
        write(err, sb.toString());
        return 1;
    }

    /** UTF-8 whatever the platform charset (CI may run under the POSIX locale). */
    private static void write(PrintStream stream, String s) {
        if (s.isEmpty()) return;
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        stream.write(b, 0, b.length);
        stream.flush();
    }
}
