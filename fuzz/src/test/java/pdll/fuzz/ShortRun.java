package pdll.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** A short fuzz run as the CI suites make it: run, print the summary, fail on any finding (listed with its input). */
final class ShortRun {
    private ShortRun() {}

    static Fuzzer.Result run(FuzzOptions o) throws Exception {
        Path repo = Path.of("").toAbsolutePath().getParent();
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        Fuzzer.Result r = new Fuzzer(o, new PrintStream(progress, true, StandardCharsets.UTF_8), repo).run();
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        FuzzMain.report(r, new PrintStream(report, true, StandardCharsets.UTF_8));
        System.out.print(report.toString(StandardCharsets.UTF_8));
        return r;
    }

    static void assertNoFindings(Fuzzer.Result r, FuzzOptions o) {
        StringBuilder why = new StringBuilder();
        for (Finding f : r.findings()) why.append("\n").append(Findings.describe(f));
        assertTrue(r.findings().isEmpty(), r.findings().size() + " distinct findings (saved under fuzz/" + o.out() + "):" + why);
    }
}
