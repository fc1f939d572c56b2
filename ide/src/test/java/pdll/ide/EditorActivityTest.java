package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import pdll.ide.workspace.EditorActivity;

/** Background work waits for a pause in the typing, or steps aside while a request is answered, and never longer than it must. */
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

    @Test
    void backgroundWorkStepsAsideUntilTheAnswerIsOut() throws Exception {
        EditorActivity a = new EditorActivity();
        a.requestStarted();
        long[] waited = {-1};
        Thread t = new Thread(() -> {
            long t0 = System.nanoTime();
            a.awaitNoRequest(60_000);
            waited[0] = (System.nanoTime() - t0) / 1_000_000;
        });
        t.start();
        Thread.sleep(100);
        assertTrue(t.isAlive(), "waiting while the request runs");
        a.requestEnded();
        t.join(10_000);
        assertTrue(!t.isAlive() && waited[0] >= 90, "went on once it was answered: " + waited[0]);
    }

    @Test
    void aRequestThatTakesLongDoesNotStopBackgroundWorkForGood() {
        EditorActivity a = new EditorActivity();
        a.requestStarted();
        long t0 = System.nanoTime();
        a.awaitNoRequest(100);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms >= 90 && ms < 5_000, "waited at most its limit: " + ms);
        a.requestEnded();
        t0 = System.nanoTime();
        a.awaitNoRequest(60_000);
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 5_000, "no request: returned at once");
    }

    @Test
    void quietAndAnsweringAreWhatTheIdleCollectorAsks() throws Exception {
        EditorActivity a = new EditorActivity();
        assertTrue(a.quietFor(60_000), "no edit yet: quiet");
        a.touch();
        assertTrue(!a.quietFor(60_000), "just edited");
        Thread.sleep(60);
        assertTrue(a.quietFor(50), "quiet for 50 ms");
        a.requestStarted();
        assertTrue(a.answering());
        a.requestEnded();
        assertTrue(!a.answering());
    }
}
