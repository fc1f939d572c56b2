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

/** Two owners' caches share nothing; what is derived from a closure is built once per owner and closure state. */
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
    void forgettingParsedFilesMakesTheNextEvaluationParseAgain() {
        TdCaches caches = new TdCaches();
        Evaluation first = caches.closures().evaluate(Path.of("main.td"), options);
        caches.clearMemory();
        assertSame(first.records().getDef("M").loc().file(),
                caches.closures().evaluate(Path.of("main.td"), options).records().getDef("M").loc().file(),
                "re-evaluated from the parse cache");
        caches.clearMemory();
        caches.forgetParsedFiles();
        assertNotSame(first.records().getDef("M").loc().file(),
                caches.closures().evaluate(Path.of("main.td"), options).records().getDef("M").loc().file(),
                "parsed again");
    }

    @Test
    void derivedValuesAreBuiltOncePerOwnerAndRebuiltWhenAFileChanges() {
        TdCaches caches = new TdCaches();
        TestDerivation d = new TestDerivation();
        String first = caches.derived(Path.of("main.td"), options, d);
        assertSame(first, caches.derived(Path.of("main.td"), options, d));
        assertEquals(1, d.builds.get());
        assertEquals("M:n=m@main.td:2:5", first);
        new TdCaches().derived(Path.of("main.td"), options, d);
        assertEquals(2, d.builds.get(), "another owner builds its own");
        files.put("base.td", "class Base<string s> { string n = !strconcat(s, s); }\n");
        assertEquals("M:n=mm@main.td:2:5", caches.derived(Path.of("main.td"), options, d));
        assertEquals(3, d.builds.get());
        assertEquals(0, caches.closures().size(), "deriving keeps no evaluated records");
    }

    /** Lists each def with its field {@code n} and where it is: enough to see a stale or misplaced value. */
    static final class TestDerivation implements Derivation<String> {
        final AtomicInteger builds = new AtomicInteger();

        @Override
        public String format() {
            return "test 1";
        }

        @Override
        public String build(Evaluation ev) {
            builds.incrementAndGet();
            if (ev.records() == null) return "failed: " + ev.diagnostics().get(0).message();
            StringBuilder sb = new StringBuilder();
            ev.records().defsInOrder().forEach(r -> sb.append(r.name()).append(":n=").append(r.stringValue("n"))
                    .append('@').append(r.loc()));
            return sb.toString();
        }

        @Override
        public void write(String value, EntryOutput out) {
            throw new UnsupportedOperationException("memory-only test");
        }

        @Override
        public String read(EntryInput in) {
            throw new UnsupportedOperationException("memory-only test");
        }
    }
}
