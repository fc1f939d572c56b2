package pdll.ide.workspace;

/**
 * When the editor last changed a document, and whether it is waiting for an answer. Background
 * work that is not needed for the next keystroke (building the op index imports dozens of {@code
 * .td} files) waits for a pause in the typing; work that may run while the user waits but should
 * not slow an answer (the PDL verifier's second phase over every pattern) steps aside while a
 * request is being answered. On a small machine either competes with the answer for the cores and,
 * through the stop-the-world collector, pauses it too. Thread-safe; never blocks the protocol thread.
 */
public final class EditorActivity {
    private volatile long lastEditNanos;
    private volatile boolean edited;
    /** Requests received and not yet answered (may dip below zero for a moment when one is cancelled). */
    private int answering;
    private final Object answers = new Object();

    /** Whether no edit has come for {@code millis} (true when there has been none). */
    public boolean quietFor(long millis) {
        return !edited || (System.nanoTime() - lastEditNanos) / 1_000_000 >= millis;
    }

    /** Whether a request is being answered. */
    public boolean answering() {
        synchronized (answers) {
            return answering > 0;
        }
    }

    /** A request the editor waits for was received. */
    public void requestStarted() {
        synchronized (answers) {
            answering++;
        }
    }

    /** ... and is answered (or cancelled). */
    public void requestEnded() {
        synchronized (answers) {
            if (--answering <= 0) answers.notifyAll();
        }
    }

    /**
     * Returns once no request is being answered, at most {@code maxMillis} later (a request that
     * takes long must not stop background work for good), or when the calling thread is interrupted
     * (its interrupt flag stays set).
     */
    public void awaitNoRequest(long maxMillis) {
        long deadline = System.nanoTime() + maxMillis * 1_000_000;
        synchronized (answers) {
            while (answering > 0) {
                long left = (deadline - System.nanoTime()) / 1_000_000;
                if (left <= 0) return;
                try {
                    answers.wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

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
