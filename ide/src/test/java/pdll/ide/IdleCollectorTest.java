package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.ide.workspace.EditorActivity;
import pdll.ide.workspace.IdleCollector;

/** A full collection runs only in a pause of the editor, with no answer pending, after the old generation grew. */
class IdleCollectorTest {
    /** Kept reachable so that a collection promotes it into the old generation. */
    static final List<byte[]> KEPT = new ArrayList<>();

    @Test
    void collectsOnlyWhenIdleAndTheOldGenerationGrew() throws Exception {
        EditorActivity activity = new EditorActivity();
        int[] released = {0};
        IdleCollector collector = new IdleCollector(activity, () -> released[0]++);
        assertFalse(collector.check(), "nothing grew yet");
        for (int i = 0; i < 40; i++) KEPT.add(new byte[1 << 20]);
        System.gc(); // promotes the 40 MB into the old generation
        activity.touch();
        assertFalse(collector.check(), "the editor was just used");
        Thread.sleep(2_100);
        activity.requestStarted();
        assertFalse(collector.check(), "a request is being answered");
        activity.requestEnded();
        assertTrue(collector.check(), "idle, no request, 40 MB more: collected");
        assertTrue(released[0] == 1, "after dropping what a later evaluation might reuse");
        assertFalse(collector.check(), "and not again until it grows again");
        KEPT.clear();
    }
}
