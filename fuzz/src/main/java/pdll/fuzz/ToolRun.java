package pdll.fuzz;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One in-process run of a command-line tool ({@code pdllc} or {@code pdll-tblgen}) on a mutated
 * file, judged by the rules: an exception escaping, a Java stack trace or "internal error"
 * in stdout or stderr, an exit status other than 0 or 1 (or 2, for drr2pdll), or no end within the time limit.
 */
final class ToolRun {
    /** The tools' {@code run(args, cwd, stdin, out, err)} entry points. */
    interface Tool {
        int run(String[] args, Path cwd, java.io.InputStream in, PrintStream out, PrintStream err);
    }

    /** The slowest run so far, for the summary. */
    static volatile long slowestMillis;
    static volatile String slowestWhat = "";
    /** Runs that exited 0, per target: shows the mutations still reach code generation, not only the parser. */
    static final java.util.Map<String, java.util.concurrent.atomic.AtomicLong> SUCCEEDED = new java.util.concurrent.ConcurrentHashMap<>();
    /** Runs over the time limit on which the reference tool, run on the same input, also takes over three times the limit. */
    static final java.util.Map<String, java.util.concurrent.atomic.AtomicLong> SLOW_LIKE_REFERENCE = new java.util.concurrent.ConcurrentHashMap<>();

    private ToolRun() {}

    static void write(Path file, String input) {
        try {
            Files.write(file, RawBytes.encode(input));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The exit status of the last run that ended (-1 when it did not): what a target checks the files it wrote against. */
    static volatile int lastExit = -1;

    /** Writes {@code input} to {@code file} and runs the tool on it; a finding or null. */
    static Finding check(String target, Tool tool, Path cwd, Path file, String input, List<String> args,
                         long timeoutMs, String extension, long caseNumber) {
        return check(target, tool, cwd, file, input, args, timeoutMs, extension, caseNumber, 1);
    }

    /** The same, for a tool whose exit statuses go up to {@code maxExit} (drr2pdll: 2 for usage and input errors). */
    static Finding check(String target, Tool tool, Path cwd, Path file, String input, List<String> args,
                         long timeoutMs, String extension, long caseNumber, int maxExit) {
        lastExit = -1;
        write(file, input);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] argv = args.toArray(String[]::new);
        Watchdog.Outcome<Integer> o = Watchdog.run(target, timeoutMs, () -> tool.run(argv, cwd,
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        if (o.millis() > slowestMillis) {
            slowestMillis = o.millis();
            slowestWhat = target + " " + String.join(" ", args);
        }
        String shown = target + " " + String.join(" ", args);
        if (o.timedOut()) {
            if (ReferenceTimer.alsoHangs(target, cwd, args, 3 * timeoutMs)) {
                // the input itself asks for that much work (e.g. 65,534 defs that each list every
                // earlier one): the reference does not finish it either, so it is no finding
                SLOW_LIKE_REFERENCE.computeIfAbsent(target, k -> new java.util.concurrent.atomic.AtomicLong()).incrementAndGet();
                return null;
            }
            String trace = "no exit within " + timeoutMs + " ms; the worker was at:\n" + Traces.stackTrace(o.stuckAt());
            return finding(target, "hang", shown, input, extension, trace, caseNumber);
        }
        if (o.thrown() != null) {
            return finding(target, "crash", shown, input, extension, Traces.stackTrace(o.thrown()), caseNumber);
        }
        int rc = o.value();
        lastExit = rc;
        if (rc == 0) SUCCEEDED.computeIfAbsent(target, k -> new java.util.concurrent.atomic.AtomicLong()).incrementAndGet();
        String stderr = err.toString(StandardCharsets.UTF_8);
        String stdout = out.toString(StandardCharsets.UTF_8);
        String bad = Traces.failureIn(stderr);
        if (bad == null) bad = Traces.failureIn(stdout);
        if (bad != null) {
            String kind = Traces.INTERNAL.matcher(bad).find() ? "internal-error" : "stack-trace";
            return finding(target, kind, shown, input, extension, bad, caseNumber);
        }
        if (rc < 0 || rc > maxExit) {
            return finding(target, "exit-status", shown, input, extension, "exit status " + rc + "\nstderr:\n"
                    + stderr.substring(0, Math.min(2000, stderr.length())), caseNumber);
        }
        return null;
    }

    private static Finding finding(String target, String kind, String args, String input, String ext, String trace, long n) {
        return new Finding(target, kind, args, input, ext, trace, target + " " + Traces.signature(kind, trace), n);
    }
}
