package pdll.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fuzzer's short mode, as CI runs it: a fixed seed, all four targets (one case in ten on .td documents), the 10 s limit.
 * 1,500 cases in the normal suite (11 s on two quiet cores, about 30 s with the machine shared),
 * 8,000 with {@code -Dpdll.test.mode=long} (about 1 1/2 minutes quiet, 3 shared). Any finding fails the
 * test, listed with its minimized input and trace; the findings are also saved under
 * {@code fuzz/target/fuzz-findings/}. Seeds: the shared folder's corpora ({@code shared/} beside
 * the checkout, or {@code PDLL_SHARED_DIR}) when present, the repository's samples and own
 * conformance cases, MLIR's {@code .td} files.
 */
class FuzzShortTest {
    static final boolean LONG = "long".equals(System.getProperty("pdll.test.mode"));

    @Test
    void noCrashNoHangAndTheServerStillAnswers() throws Exception {
        Path repo = Path.of("").toAbsolutePath().getParent();
        if (!Files.isDirectory(Seeds.sharedDir(repo).resolve("conformance"))) pdll.testsupport.Outside.corpus(); // notes the smaller seed set
        long cases = LONG ? 8_000 : 1_500;
        Path out = Path.of("target", "fuzz-findings");
        FuzzOptions o = new FuzzOptions(cases, 2026, FuzzOptions.ALL, 10_000, out, true, false, List.of());
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        Fuzzer.Result r = new Fuzzer(o, new PrintStream(progress, true, StandardCharsets.UTF_8), repo).run();
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        FuzzMain.report(r, new PrintStream(report, true, StandardCharsets.UTF_8));
        String text = report.toString(StandardCharsets.UTF_8);
        System.out.print(text);
        List<Finding> found = r.findings();
        StringBuilder why = new StringBuilder();
        for (Finding f : found) why.append("\n").append(Findings.describe(f));
        assertTrue(found.isEmpty(), found.size() + " distinct findings (saved under fuzz/target/fuzz-findings):" + why);
    }
}
