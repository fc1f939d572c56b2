package pdll.tablegen.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.eval.MemoryFiles;

/** Two owners' caches share nothing; what is derived from a closure's records is built once per owner. */
class TdCachesTest {
    private final MemoryFiles files = new MemoryFiles()
            .put("main.td", "include \"base.td\"\ndef M : Base<\"m\">;\n")
            .put("base.td", "class Base<string s> { string n = s; }\n");
    private final TableGenOptions options = new TableGenOptions(Path.of("").toAbsolutePath(), List.of(), List.of(), files);

    @Test
    void twoOwnersEvaluateAndParseOnTheirOwn() {
        TdCaches a = new TdCaches();
        TdCaches b = new TdCaches();
        Evaluation ea = a.closures().evaluate(Path.of("main.td"), options);
        Evaluation eb = b.closures().evaluate(Path.of("main.td"), options);
        assertNotSame(ea, eb);
        assertNotSame(ea.records().getDef("M").loc().file(), eb.records().getDef("M").loc().file(),
                "each owner parses the file itself (no parse cache in common)");
        assertSame(ea, a.closures().evaluate(Path.of("main.td"), options));
        assertEquals(1, a.closures().size());
        assertEquals(1, b.closures().size());
    }

    @Test
    void derivedValuesAreBuiltOncePerRecordsAndKind() {
        TdCaches caches = new TdCaches();
        Evaluation ev = caches.closures().evaluate(Path.of("main.td"), options);
        AtomicInteger builds = new AtomicInteger();
        String first = caches.derived(ev.records(), String.class, r -> "built " + builds.incrementAndGet());
        String again = caches.derived(ev.records(), String.class, r -> "built " + builds.incrementAndGet());
        assertSame(first, again);
        assertEquals(1, builds.get());
        assertEquals(7, caches.derived(ev.records(), Integer.class, r -> 7), "another kind has its own slot");
        assertEquals(0, new TdCaches().derived(ev.records(), Integer.class, r -> 0), "another owner builds its own");
    }
}
