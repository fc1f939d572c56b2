package pdll.fuzz;

import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * LSP4J reports through java.util.logging what has no response to carry it: an exception thrown
 * by a notification handler ({@code didOpen}, {@code didChange}) is only logged. This handler
 * replaces the console one (whose stack traces would bury the fuzzer's output) and keeps warnings
 * and errors, with their traces, for the LSP target to read after each case. Two expected records
 * are dropped: the answer to a method the server does not implement and the end of a stream when a
 * session is closed.
 */
final class JulCapture extends Handler {
    private static final JulCapture INSTANCE = new JulCapture();
    private final StringBuffer buffer = new StringBuffer();

    static synchronized JulCapture install() {
        Logger root = LogManager.getLogManager().getLogger("");
        for (Handler h : root.getHandlers()) {
            if (h != INSTANCE) root.removeHandler(h);
        }
        if (java.util.Arrays.stream(root.getHandlers()).noneMatch(h -> h == INSTANCE)) root.addHandler(INSTANCE);
        return INSTANCE;
    }

    @Override
    public void publish(LogRecord r) {
        if (r.getLevel().intValue() < Level.WARNING.intValue()) return;
        Throwable t = r.getThrown();
        if (t instanceof UnsupportedOperationException && t.getStackTrace().length > 0
                && t.getStackTrace()[0].getClassName().startsWith("org.eclipse.lsp4j.services.")) return;
        if (t instanceof java.nio.channels.ClosedChannelException || t instanceof java.io.IOException
                && String.valueOf(t.getMessage()).contains("closed")) return;
        String msg = r.getMessage() == null ? "" : r.getMessage();
        if (msg.contains("input stream was closed") || msg.contains("Stream closed")) return;
        buffer.append(r.getLevel()).append(' ').append(r.getLoggerName()).append(": ").append(msg).append('\n');
        if (t != null) buffer.append(Traces.stackTrace(t));
    }

    /** What was logged since the last call. */
    String drain() {
        synchronized (buffer) {
            String s = buffer.toString();
            buffer.setLength(0);
            return s;
        }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
}
