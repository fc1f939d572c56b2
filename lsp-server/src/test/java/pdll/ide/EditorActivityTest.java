package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import pdll.ide.workspace.EditorActivity;

/** Background work waits for a pause in the typing, and never longer than it must. */
class EditorActivityTest {
    @Test
    void withoutEditsNothingWaits() {
        long t0 = System.nanoTime();
        new EditorActivity().awaitQuiet(10_000);
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 5_000, "returned at once");
    }

    @Test
    void afterAnEditItWaitsForThePause() {
        EditorActivity a = new EditorActivity();
        a.touch();
        long t0 = System.nanoTime();
        a.awaitQuiet(200);
        assertTrue((System.nanoTime() - t0) / 1_000_000 >= 150, "waited for the pause");
    }

    @Test
    void anInterruptEndsTheWait() throws Exception {
        EditorActivity a = new EditorActivity();
        a.touch();
        boolean[] interrupted = {false};
        Thread t = new Thread(() -> {
            a.awaitQuiet(60_000);
            interrupted[0] = Thread.currentThread().isInterrupted();
        });
        t.start();
        Thread.sleep(50);
        t.interrupt();
        t.join(10_000);
        assertTrue(!t.isAlive() && interrupted[0], "the interrupt ended the wait and stayed set");
    }
}
