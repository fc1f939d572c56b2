package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import pdll.base.text.TextEdit;

/**
 * Performance note: warm full parse of a 1,000-pattern workload and incremental reparse after a
 * one-character edit in a 10,000-pattern workload (targets 50 ms and 2 ms). Workloads come from
 * shared/tools/gen-pdll-workload.py (skipped without python3 or the script). Prints the medians
 * and writes them to target/pdll-parser-performance.txt; asserts only generous bounds.
 */
class PerformanceTest {
    @Test
    void fullAndIncremental() throws Exception {
        java.util.Optional<Path> found = pdll.testsupport.Outside.shared("tools/gen-pdll-workload.py");
        Assumptions.assumeTrue(found.isPresent(), pdll.testsupport.Outside.absent("tools", "the shared workload generator"));
        Path script = found.get();
        Path out = Path.of("target", "workloads");
        Files.createDirectories(out);
        String w1000 = generate(script, 1000, out.resolve("w1000.pdll"));
        String w10000 = generate(script, 10000, out.resolve("w10000.pdll"));
        Assumptions.assumeTrue(w1000 != null && w10000 != null, "python3 could not run the workload generator");

        double full = median(30, () -> PdllParser.parse("w1000.pdll", w1000));
        assertFalse(PdllParser.parse("w1000.pdll", w1000).hasErrors());

        SyntaxTree big = PdllParser.parse("w10000.pdll", w10000);
        assertFalse(big.hasErrors());
        int at = w10000.indexOf("Pattern", w10000.length() / 2);
        int name = w10000.indexOf(' ', at) + 2; // inside the pattern's name
        SyntaxTree[] current = {big};
        boolean[] insert = {true};
        double incremental = median(200, () -> {
            TextEdit e = insert[0] ? new TextEdit(name, name, "x") : new TextEdit(name, name + 1, "");
            insert[0] = !insert[0];
            current[0] = current[0].reparse(e);
        });
        assertTrue(Trees.same(current[0], PdllParser.parse("w10000.pdll", current[0].text())));
        double fullBig = median(5, () -> PdllParser.parse("w10000.pdll", w10000));
        String report = String.format(
                "full parse, 1,000 patterns (%d KB): %.2f ms%nfull parse, 10,000 patterns (%d KB): %.1f ms%n"
                        + "incremental reparse after a one-character edit, 10,000 patterns: %.3f ms%n",
                w1000.length() / 1024, full, w10000.length() / 1024, fullBig, incremental);
        System.out.print(report);
        Files.writeString(Path.of("target", "pdll-parser-performance.txt"), report);
        assertTrue(full < 1000 && incremental < 200, report);
    }

    private static String generate(Path script, int n, Path file) throws IOException, InterruptedException {
        if (!Files.isRegularFile(file)) {
            Process p = new ProcessBuilder("python3", script.toString(), "-n", String.valueOf(n), "-o", file.toString())
                    .redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() != 0) return null;
        }
        return Files.readString(file);
    }

    private static double median(int runs, Runnable r) {
        for (int i = 0; i < Math.max(10, runs / 2); i++) r.run(); // warm-up
        double[] t = new double[runs];
        for (int i = 0; i < runs; i++) {
            long s = System.nanoTime();
            r.run();
            t[i] = (System.nanoTime() - s) / 1e6;
        }
        Arrays.sort(t);
        return t[runs / 2];
    }
}
