package pdll.lsp;

import java.io.PrintStream;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * The server's log on stderr, in the reference's format ({@code I[hh:mm:ss.mmm] message}), with
 * its levels: {@code error} shows errors, {@code info} (the default) also information,
 * {@code verbose} also every JSON-RPC message. Never writes to stdout (the protocol channel).
 */
public final class Log {
    public enum Level { ERROR, INFO, VERBOSE }

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSS");
    private final Level level;
    private final PrintStream out;

    public Log(Level level, PrintStream out) {
        this.level = level;
        this.out = out;
    }

    public void error(String msg) {
        write('E', msg);
    }

    public void info(String msg) {
        if (level != Level.ERROR) write('I', msg);
    }

    public void verbose(String msg) {
        if (level == Level.VERBOSE) write('V', msg);
    }

    /** Formats a time once, loading the time zone, so that the first line written does not wait for it. */
    static void prepareClock() {
        LocalTime.now().format(TIME);
    }

    private synchronized void write(char tag, String msg) {
        out.println(tag + "[" + LocalTime.now().format(TIME) + "] " + msg);
        out.flush();
    }
}
