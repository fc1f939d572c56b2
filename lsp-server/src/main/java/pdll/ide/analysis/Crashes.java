package pdll.ide.analysis;

import java.util.function.Consumer;
import pdll.ide.workspace.Snapshot;

/**
 * The IDE layer's crashes: a bug caught at a boundary (the semantic analysis, a diagnostics run,
 * the PDL verifier) leaves the other features answering, and is reported here, never swallowed:
 * one log line with the document, its version, the exception and its first frames.
 */
public final class Crashes {
    private static final int FRAMES = 5;

    private volatile Consumer<String> log = m -> { };

    /** Where reports go (the server's log). */
    public void logTo(Consumer<String> sink) {
        log = sink == null ? m -> { } : sink;
    }

    public void report(String what, Snapshot s, Throwable e) {
        log.accept(describe(what, s, e));
    }

    /** {@code <what> of <uri> (version <n>) crashed: <exception>} and its first frames, one per line. */
    static String describe(String what, Snapshot s, Throwable e) {
        StringBuilder b = new StringBuilder(what).append(" of ").append(s.uri()).append(" (version ")
                .append(s.version()).append(") crashed: ").append(e);
        StackTraceElement[] frames = e.getStackTrace();
        for (int i = 0; i < Math.min(FRAMES, frames.length); i++) b.append("\n    at ").append(frames[i]);
        return b.toString();
    }
}
