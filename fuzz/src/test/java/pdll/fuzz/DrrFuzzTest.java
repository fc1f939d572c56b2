package pdll.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The DRR targets' short run: a fixed seed, 300 mutated DRR files in turn through the converter
 * (in process and drr2pdll's command line) and the language server on {@code .td} documents, the
 * 10 s limit; any finding fails the test, listed with its minimized input and trace (also saved
 * under {@code fuzz/target/drr-fuzz-findings/}). Runs without {@code shared/}: the fuzzer's own
 * DRR seeds and the converter's fixtures are in the checkout.
 */
class DrrFuzzTest {
    @Test
    void mutatedDrrFilesCrashNeitherTheConverterNorTheServer() throws Exception {
        FuzzOptions o = new FuzzOptions(300, 31, FuzzOptions.DRR, 10_000, Path.of("target", "drr-fuzz-findings"), true, false,
                List.of());
        Fuzzer.Result r = ShortRun.run(o);
        assertEquals(150L, r.perTarget().get("drr"));
        assertEquals(150L, r.perTarget().get("lsp-drr"));
        ShortRun.assertNoFindings(r, o);
    }
}
