package pdll.ide.analysis;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import pdll.ide.document.Snapshot;

/**
 * The IDE layer's crashes: a bug caught at a boundary (the semantic analysis, a diagnostics run,
 * the PDL verifier) leaves the other features answering, and is reported here, never swallowed:
 * one log line with the document, its version, the exception, how many crashes this server has
 * had so far (a user's report then says whether it is one bug or a flood) and its first frames.
 */
public final class Crashes {
    private static final int FRAMES = 5;

    private final AtomicInteger count = new AtomicInteger();
    private volatile Consumer<String> log = m -> { };

    /** Where reports go (the server's log). */
    public void logTo(Consumer<String> sink) {
        log = sink == null ? m -> { } : sink;
    }

    public void report(String what, Snapshot s, Throwable e) {
        log.accept(describe(what, s, e, count.incrementAndGet()));
    }

    /** {@code <what> of <uri> (version <n>) crashed: <exception> (crash <n> of this server)} and its first frames, one per line. */
    private static String describe(String what, Snapshot s, Throwable e, int n) {
        StringBuilder b = new StringBuilder(what).append(" of ").append(s.uri()).append(" (version ")
                .append(s.version()).append(") crashed: ").append(e).append(" (crash ").append(n).append(" of this server)");
        StackTraceElement[] frames = e.getStackTrace();
        for (int i = 0; i < Math.min(FRAMES, frames.length); i++) b.append("\n    at ").append(frames[i]);
        return b.toString();
    }
}
