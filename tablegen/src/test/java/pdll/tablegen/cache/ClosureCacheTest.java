package pdll.tablegen.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import pdll.tablegen.Evaluation;
import pdll.tablegen.ParseCache;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.eval.MemoryFiles;

class ClosureCacheTest {
    private final Path cwd = Path.of("").toAbsolutePath();

    private TableGenOptions options(MemoryFiles files) {
        return new TableGenOptions(cwd, List.of(Path.of("inc")), List.of(), files);
    }

    private static MemoryFiles closure() {
        return new MemoryFiles()
                .put("main.td", "include \"base.td\"\ndef M : Base<\"m\">;\n")
                .put("inc/base.td", "#ifndef BASE\n#define BASE\nclass Base<string s> { string n = s; }\n#endif\n");
    }

    @Test
    void unchangedClosureIsReusedWithoutReadingFiles() {
        ClosureCache cache = new ClosureCache(64, new ParseCache());
        MemoryFiles files = closure();
        Evaluation first = cache.evaluate(Path.of("main.td"), options(files));
        assertTrue(first.succeeded());
        int reads = files.reads.get();
        Evaluation second = cache.evaluate(Path.of("main.td"), options(files));
        assertSame(first, second);
        assertEquals(reads, files.reads.get(), "a cache hit reads no file");
    }

    @Test
    void aChangedIncludeInvalidatesTheClosure() {
        ClosureCache cache = new ClosureCache(64, new ParseCache());
        MemoryFiles files = closure();
        Evaluation first = cache.evaluate(Path.of("main.td"), options(files));
        files.put("inc/base.td", "class Base<string s> { string n = s # \"!\"; }\n");
        Evaluation second = cache.evaluate(Path.of("main.td"), options(files));
        assertNotSame(first, second);
        assertEquals("m!", second.records().getDef("M").stringValue("n"));
    }

    @Test
    void aMissingIncludeIsRetriedOnceItAppears() {
        ClosureCache cache = new ClosureCache(64, new ParseCache());
        MemoryFiles files = closure().remove("inc/base.td");
        assertFalse(cache.evaluate(Path.of("main.td"), options(files)).succeeded());
        files.put("base.td", "class Base<string s> { string n = s; }\n");
        assertTrue(cache.evaluate(Path.of("main.td"), options(files)).succeeded());
    }

    @Test
    void differentIncludeDirsAreDifferentClosures() {
        ClosureCache cache = new ClosureCache(64, new ParseCache());
        MemoryFiles files = closure().put("other/base.td", "class Base<string s> { string n = \"other\"; }\n");
        Evaluation a = cache.evaluate(Path.of("main.td"), options(files));
        Evaluation b = cache.evaluate(Path.of("main.td"), new TableGenOptions(cwd, List.of(Path.of("other")), List.of(), files));
        assertEquals("m", a.records().getDef("M").stringValue("n"));
        assertEquals("other", b.records().getDef("M").stringValue("n"));
    }

    @Test
    void leastRecentlyUsedClosureIsDroppedBeyondCapacity() {
        ClosureCache cache = new ClosureCache(2, new ParseCache());
        MemoryFiles files = closure().put("b.td", "def B;\n").put("c.td", "def C;\n");
        Evaluation main = cache.evaluate(Path.of("main.td"), options(files));
        cache.evaluate(Path.of("b.td"), options(files));
        assertSame(main, cache.evaluate(Path.of("main.td"), options(files)), "used again: most recent");
        cache.evaluate(Path.of("c.td"), options(files)); // drops b.td, the least recently used
        assertEquals(2, cache.size());
        assertSame(main, cache.evaluate(Path.of("main.td"), options(files)));
    }

    @Test
    void concurrentRequestsShareOneEvaluation() throws Exception {
        ClosureCache cache = new ClosureCache(64, new ParseCache());
        MemoryFiles files = closure();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Evaluation>> fs = new ArrayList<>();
            for (int i = 0; i < 16; i++) fs.add(pool.submit(() -> cache.evaluate(Path.of("main.td"), options(files))));
            Evaluation first = fs.get(0).get();
            for (Future<Evaluation> f : fs) assertSame(first, f.get());
        } finally {
            pool.shutdownNow();
        }
    }
}
