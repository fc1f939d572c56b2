package pdll.run;

/**
 * A run that cannot go on, with the message the user sees (complete lines, ready for stderr) and
 * the exit status: a missing tool, a plugin that does not compile, an unreadable file. Never
 * thrown for what the patterns or the input get wrong: those are diagnostics of a finished run.
 */
public final class RunFailure extends Exception {
    public RunFailure(String message) {
        super(message, null, false, false);
    }
}
