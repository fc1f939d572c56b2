package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.cache.TdCaches;

/**
 * The {@code .td} import disk cache changes nothing but time: every conformance case, in every
 * output kind and with {@code --dump-ods}, prints byte for byte the same with {@code --no-cache},
 * with an empty cache (entries written) and with a warm one (entries read), each run starting with
 * nothing in memory as a fresh process does.
 */
class CacheIdentityTest {
    private static final Path ROOT = Path.of("/usr/lib/llvm-22/include");

    @TempDir Path cacheDir;

    @Test
    void outputsAreIdenticalWithAndWithoutTheCache() throws IOException {
        Path conf = DumpOdsDifferentialTest.conformanceDir();
        List<String> cases = ConformanceTest.cases(conf);
        Map<String, String> cached = Map.of("PDLL_CACHE_DIR", cacheDir.toString());
        int compared = 0;
        List<String> differ = new ArrayList<>();
        for (String warmth : List.of("empty", "warm")) {
            for (String c : cases) {
                for (String kind : List.of("-x=ast", "-x=mlir", "-x=cpp", "--dump-ods")) {
                    List<String> args = List.of(c, kind, "-I", "include", "-I", ROOT.toString());
                    TdCaches.CLI.clearMemory();
                    InProcess.Result plain = InProcess.pdllc(conf, cached, plus(args, "--no-cache"));
                    TdCaches.CLI.clearMemory();
                    InProcess.Result withCache = InProcess.pdllc(conf, cached, args);
                    if (!plain.equals(withCache)) differ.add(warmth + " cache: " + c + " " + kind);
                    compared++;
                }
            }
            if (warmth.equals("empty")) {
                try (Stream<Path> s = Files.list(cacheDir)) {
                    assertTrue(s.anyMatch(p -> p.toString().endsWith(".entry")), "the first pass wrote entries");
                }
            }
        }
        TdCaches.CLI.clearMemory();
        assertEquals(List.of(), differ, "runs that differ with the cache");
        System.out.println("cache identity: " + compared + " runs byte-identical with and without the .td cache");
    }

    private static List<String> plus(List<String> args, String extra) {
        List<String> out = new ArrayList<>(args);
        out.add(extra);
        return out;
    }
}
