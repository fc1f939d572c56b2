package pdll.ide.workspace;

/**
 * When the editor last changed a document. Background work that is not needed for the next
 * keystroke (building the op index imports dozens of {@code .td} files) waits for a pause in the
 * typing, because on a small machine it competes with the analysis for the cores and, through the
 * stop-the-world collector, pauses it too. Thread-safe; never blocks the protocol thread.
 */
public final class EditorActivity {
    private volatile long lastEditNanos;
    private volatile boolean edited;

    /** An edit (or an open) just happened. */
    public void touch() {
        lastEditNanos = System.nanoTime();
        edited = true;
    }

    /**
     * Returns once no edit has come for {@code quietMillis} (at once when there has been none), or
     * when the calling thread is interrupted (its interrupt flag stays set).
     */
    public void awaitQuiet(long quietMillis) {
        while (edited) {
            long idle = (System.nanoTime() - lastEditNanos) / 1_000_000;
            if (idle >= quietMillis) return;
            try {
                Thread.sleep(quietMillis - idle);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
