package pdll.testsupport;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Ends a module's test run with what ran and, one line per suite (top-level test class), what was
 * skipped and why: the assumption messages say what is missing and how to run it (see {@link
 * Outside#absent}). A suite that finished without running a single test and without a skip is
 * listed too, so that no suite can silently run nothing. Registered through {@code
 * META-INF/services}: every module with this module on its test class path gets it.
 */
public final class SkipReport implements TestExecutionListener {
    private TestPlan plan;
    private int passed;
    private int failed;
    private int skipped;
    /** Per suite: the distinct reasons, and how many tests or containers were skipped. */
    private final Map<String, Set<String>> reasons = new LinkedHashMap<>();
    private final Map<String, Integer> skippedIn = new LinkedHashMap<>();
    private final Map<String, Integer> ranIn = new LinkedHashMap<>();
    private final Set<String> suites = new LinkedHashSet<>();
    /** Per suite: what it ran without (a smaller in-repository set instead of the outside one), from {@link #note}. */
    private final Map<String, Set<String>> partial = new LinkedHashMap<>();
    /** The listener of the running test plan and the suite of the test running now (tests run one at a time). */
    private static volatile SkipReport active;
    /** The listener of an enclosing run (a test that runs a launcher itself), active again when this run ends. */
    private SkipReport previous;
    private volatile String running;
    private final java.io.PrintStream sink;

    /** The listener {@code META-INF/services} registers: prints to standard output. */
    public SkipReport() {
        this(System.out);
    }

    SkipReport(java.io.PrintStream sink) {
        this.sink = sink;
    }

    /**
     * Records, for the suite running now, that it ran on less than it can: e.g. the project's own
     * conformance cases because the shared corpus is absent. Printed with the skips.
     */
    public static void note(String text) {
        SkipReport r = active;
        if (r != null) r.partial.computeIfAbsent(r.running == null ? "(engine)" : r.running, k -> new LinkedHashSet<>()).add(text);
    }

    @Override
    public void executionStarted(TestIdentifier id) {
        String suite = suite(id);
        if (suite != null) running = suite;
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
        previous = active;
        active = this;
    }

    @Override
    public void executionSkipped(TestIdentifier id, String reason) {
        String suite = suite(id);
        int n = id.isTest() ? 1 : Math.max(1, (int) plan.getDescendants(id).stream().filter(TestIdentifier::isTest).count());
        skip(suite, n, reason);
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        String suite = suite(id);
        if (suite == null) return;
        if (isSuite(id)) suites.add(suite);
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            skip(suite, 1, result.getThrowable().map(Throwable::getMessage).orElse("aborted"));
            return;
        }
        if (!id.isTest()) return;
        ranIn.merge(suite, 1, Integer::sum);
        if (result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) passed++;
        else failed++;
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        active = previous;
        if (suites.isEmpty() && passed + failed + skipped == 0) return;
        sink.print(summary(Path.of("").toAbsolutePath().getFileName().toString()));
        sink.flush();
    }

    /** The lines printed at the end of the run, for {@code module}. */
    String summary(String module) {
        StringBuilder out = new StringBuilder();
        out.append("[tests] ").append(module).append(": ").append(passed + failed).append(" tests ran (")
                .append(failed).append(" failed) in ").append(suites.size()).append(suites.size() == 1 ? " suite; " : " suites; ")
                .append(skipped).append(" skipped in ").append(reasons.size()).append(reasons.size() == 1 ? " suite" : " suites")
                .append(partial.isEmpty() ? "" : ", " + partial.size() + " ran on in-repository cases only").append('\n');
        reasons.forEach((suite, why) -> out.append("[tests] ").append(module).append(' ').append(suite).append(": ")
                .append(skippedIn.get(suite)).append(" skipped, ").append(ranIn.getOrDefault(suite, 0)).append(" ran: ")
                .append(String.join(" | ", why)).append('\n'));
        partial.forEach((suite, what) -> {
            if (!reasons.containsKey(suite)) {
                out.append("[tests] ").append(module).append(' ').append(suite).append(": ").append(ranIn.getOrDefault(suite, 0))
                        .append(" ran on in-repository cases only: ").append(String.join(" | ", what)).append('\n');
            }
        });
        for (String suite : suites) {
            if (!ranIn.containsKey(suite) && !reasons.containsKey(suite)) {
                out.append("[tests] ").append(module).append(' ').append(suite).append(": ran 0 tests and skipped none\n");
            }
        }
        return out.toString();
    }

    private void skip(String suite, int n, String reason) {
        skipped += n;
        String key = suite == null ? "(engine)" : suite;
        reasons.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(reason == null ? "no reason given" : reason.replaceFirst("^Assumption failed: ", "").strip());
        skippedIn.merge(key, n, Integer::sum);
    }

    private boolean isSuite(TestIdentifier id) {
        return id.getSource().filter(ClassSource.class::isInstance).isPresent() && suiteOf(id).equals(Optional.of(id));
    }

    /** The outermost class around {@code id}, by its simple name; null for the engine. */
    private String suite(TestIdentifier id) {
        return suiteOf(id).flatMap(TestIdentifier::getSource).map(s -> ((ClassSource) s).getClassName())
                .map(n -> n.substring(n.lastIndexOf('.') + 1)).orElse(null);
    }

    private Optional<TestIdentifier> suiteOf(TestIdentifier id) {
        Optional<TestIdentifier> found = Optional.empty();
        for (Optional<TestIdentifier> p = Optional.of(id); p.isPresent(); p = plan.getParent(p.get())) {
            if (p.get().getSource().filter(ClassSource.class::isInstance).isPresent()) found = p;
        }
        return found;
    }
}
