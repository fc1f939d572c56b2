package pdll.ide.workspace;

/**
 * Where long work is announced (the adapter turns it into LSP {@code $/progress}). {@link #begin}
 * returns what ends the announcement.
 */
public interface ProgressSink {
    Runnable begin(String title, String message);

    ProgressSink NONE = (title, message) -> () -> { };
}
