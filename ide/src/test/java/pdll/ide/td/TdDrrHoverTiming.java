package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.ide.files.OverlayFiles;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.TdCaches;

/**
 * How long a DRR hover takes on a real file: MLIR's {@code ArithCanonicalization.td}, every DRR
 * record hovered on its name, first cold then warm (the same analysis, as while the cursor moves
 * over an unchanged document) and after an edit elsewhere (a new analysis). A measurement: it
 * prints figures and asserts only that each hover answers. Run on request:
 * {@code -Dtest=TdDrrHoverTiming -Dpdll.ide.timing=true}; needs {@code /work/shared} and MLIR's
 * include root.
 */
class TdDrrHoverTiming {
    static final Path FILE = Path.of("/work/shared/upstream/mlir/lib/Dialect/Arith/IR/ArithCanonicalization.td");

    @Test
    void hoverEveryRecord() throws Exception {
        assumeTrue(Boolean.getBoolean("pdll.ide.timing"), "a measurement: run with -Dpdll.ide.timing=true");
        assumeTrue(Files.isRegularFile(FILE) && TdFeaturesTest.MLIR.isPresent(), "needs " + FILE + " and libmlir-22-dev");
        String text = Files.readString(FILE);
        OverlayFiles files = new OverlayFiles(FileAccess.DISK);
        IncludeConfig config = new IncludeConfig(files, m -> { }, IncludeConfig.TD_DATABASE_NAME);
        config.update(new IncludeSettings(List.of(TdFeaturesTest.MLIR.get()), List.of(), null, false));
        TdAnalyzer analyzer = new TdAnalyzer(files, config, new TdCaches());
        DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);
        List<Integer> offsets = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^def (\\w+)\\s*:\\s*\\n?\\s*Pat").matcher(text);
        while (m.find()) offsets.add(m.start(1));
        String uri = FILE.toUri().toString();
        TdAnalysis a = analyzer.analyze(store.open(uri, 1, text), () -> false);
        for (String round : List.of("cold", "warm", "warm again")) report(round, a, offsets);
        Snapshot edited = store.open(uri, 2, text + "\n// an edit\n");
        TdAnalysis b = analyzer.analyze(edited, () -> false);
        report("after an edit", b, offsets);
        report("after an edit, warm", b, offsets);
    }

    private static void report(String round, TdAnalysis a, List<Integer> offsets) {
        long total = 0, max = 0;
        for (int offset : offsets) {
            long t0 = System.nanoTime();
            var h = TdDrr.hover(a, offset);
            long ns = System.nanoTime() - t0;
            assertTrue(h.isPresent(), "a hover at " + offset);
            total += ns;
            max = Math.max(max, ns);
        }
        System.out.printf("DRR hover, %s: %d records, mean %.1f ms, max %.1f ms, total %.0f ms%n", round, offsets.size(),
                total / 1e6 / offsets.size(), max / 1e6, total / 1e6);
    }
}
