package pdll.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs one case on its own worker thread under a time limit. In process, a case that hangs cannot
 * be killed like a child process: after the limit the worker's stack is captured (it names the
 * loop), the thread is interrupted and, if it ignores that, stopped, so that a runaway case does
 * not keep burning one of the two cores for the rest of the run.
 */
final class Watchdog {
    /** The launchers run with -Xss4m; the worker gets the same stack so deep-nesting limits behave alike. */
    static final long STACK_BYTES = 4L << 20;

    /** How a case ended: a value, a throwable that escaped, or a timeout with the worker's stack at that moment. */
    record Outcome<T>(T value, Throwable thrown, boolean timedOut, StackTraceElement[] stuckAt, long millis) {}

    private Watchdog() {}

    static <T> Outcome<T> run(String name, long timeoutMs, Callable<T> body) {
        AtomicReference<T> value = new AtomicReference<>();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                value.set(body.call());
            } catch (Throwable t) { // the point of the fuzzer: anything escaping is a finding
                thrown.set(t);
            }
        }, "fuzz-" + name, STACK_BYTES);
        worker.setDaemon(true);
        long t0 = System.nanoTime();
        worker.start();
        try {
            worker.join(timeoutMs);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (!worker.isAlive()) return new Outcome<>(value.get(), thrown.get(), false, null, ms);
        // The tools run deep work on threads of their own (the TableGen evaluator's big-stack
        // thread): the loop is there, and it must be stopped too, or it keeps a core and the heap.
        List<Thread> spawned = spawnedBy(worker);
        List<StackTraceElement> stack = new ArrayList<>();
        for (Thread t : spawned) stack.addAll(List.of(t.getStackTrace()));
        stack.addAll(List.of(worker.getStackTrace()));
        kill(worker);
        for (Thread t : spawned) kill(t);
        return new Outcome<>(null, null, true, stack.toArray(StackTraceElement[]::new), ms);
    }

    /**
     * Running threads started after {@code worker} (thread ids grow) that are in the tools' code
     * and not in the language server's (which the fuzzer runs between cases and keeps).
     */
    static List<Thread> spawnedBy(Thread worker) {
        List<Thread> out = new ArrayList<>();
        for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
            Thread t = e.getKey();
            if (t == worker || t.getId() < worker.getId() || !t.isAlive()) continue;
            boolean tools = false, server = false;
            for (StackTraceElement el : e.getValue()) {
                String c = el.getClassName();
                if (c.startsWith("pdll.ide.") || c.startsWith("pdll.lsp.") || c.startsWith("pdll.fuzz.")) server = true;
                else if (c.startsWith("pdll.")) tools = true;
            }
            if (tools && !server) out.add(t);
        }
        return out;
    }

    /** Interrupts, then stops a worker that ignores interruption (still supported by Java 17). */
    @SuppressWarnings({"deprecation", "removal"})
    static void kill(Thread worker) {
        worker.interrupt();
        try {
            worker.join(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (worker.isAlive()) {
            try {
                worker.stop();
            } catch (UnsupportedOperationException e) {
                // Java 20+: the thread keeps running as a daemon; the run goes on regardless
            }
        }
    }
}
