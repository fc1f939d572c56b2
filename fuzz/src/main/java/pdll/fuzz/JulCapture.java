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
    /**
     * LSP4J's reports of malformed client input (what the wire target sends: no other
     * target's, since LSP4J frames their messages; a wire session's reader may still log after its
     * case, into another target's): the stream's framing,
     * and a message that does not parse, answers nothing or cancels nothing.
     */
    static final java.util.regex.Pattern MALFORMED_INPUT = java.util.regex.Pattern.compile(
            "\\w+ org\\.eclipse\\.lsp4j\\.jsonrpc\\.(json\\.StreamMessageProducer: .*|RemoteEndpoint: (Issue found in \\w+: Message could not be parsed\\."
                    + "|Unmatched response message: .*|Missing 'params' attribute of cancel notification\\.))",
            java.util.regex.Pattern.DOTALL); // the input quoted may hold any character, U+0085 too (a line end to '.')
    private static final JulCapture INSTANCE = new JulCapture();
    /** The text of each kept record (level, logger, message and trace). */
    private final java.util.List<String> entries = new java.util.ArrayList<>();

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
        String text = r.getLevel() + " " + r.getLoggerName() + ": " + msg + "\n" + (t != null ? Traces.stackTrace(t) : "");
        synchronized (entries) {
            entries.add(text);
        }
    }

    /**
     * What was logged since the last call, without the records whose first line ({@code LEVEL
     * logger: message}) matches {@code dropped} (which are discarded).
     */
    String drainExcept(java.util.regex.Pattern dropped) {
        StringBuilder sb = new StringBuilder();
        synchronized (entries) {
            for (String e : entries) {
                if (!dropped.matcher(e.lines().findFirst().orElse("")).matches()) sb.append(e);
            }
            entries.clear();
        }
        return sb.toString();
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
}
