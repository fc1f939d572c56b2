package pdll.ide.workspace;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;

/**
 * Gives memory back when the editor pauses. The server's collector (serial, see {@code
 * bin/pdll-lsp}) shrinks the heap only at a full collection, and a session's edits promote
 * short-lived analyses into the old generation until it is full: without a full collection the
 * resident size only grows (measured: 134 MB of old generation, mostly garbage, after 8 reopens
 * and 20 edits of a 1,000-pattern document, where 50 MB are live). A full collection of what a big
 * document keeps takes tens of milliseconds: too long while the user types or waits for an answer,
 * unnoticed in a pause. So {@link #check}, run every second, collects once the editor has been
 * quiet for {@link #QUIET_MILLIS}, no request is being answered, and the old generation grew by
 * {@link #GROWTH_BYTES} since the last collection it ran; first it drops what only a later
 * evaluation might reuse (the parsed {@code .td} files). System property {@code
 * pdll.lsp.idleGc=false} turns it off.
 */
public final class IdleCollector {
    static final long QUIET_MILLIS = 2_000;
    static final long GROWTH_BYTES = 16L << 20;

    private final EditorActivity activity;
    /** What to drop before collecting (the parsed .td files of the server's caches). */
    private final Runnable release;
    private final List<MemoryPoolMXBean> oldGeneration;
    private long afterLast;

    public IdleCollector(EditorActivity activity, Runnable release) {
        this.activity = activity;
        this.release = release;
        this.oldGeneration = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP)
                .filter(p -> p.getName().contains("Old") || p.getName().contains("Tenured"))
                .toList();
        this.afterLast = oldUsed();
    }

    /** Whether the server collects when idle (on unless {@code -Dpdll.lsp.idleGc=false}). */
    public static boolean enabled() {
        return !"false".equals(System.getProperty("pdll.lsp.idleGc"));
    }

    /** Collects now when the editor is idle and the old generation grew enough; says whether it did. */
    public boolean check() {
        if (oldGeneration.isEmpty() || !activity.quietFor(QUIET_MILLIS) || activity.answering()) return false;
        if (oldUsed() - afterLast < GROWTH_BYTES) return false;
        release.run();
        System.gc();
        afterLast = oldUsed();
        return true;
    }

    private long oldUsed() {
        long used = 0;
        for (MemoryPoolMXBean p : oldGeneration) used += p.getUsage().getUsed();
        return used;
    }
}
