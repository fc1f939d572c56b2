package pdll.tablegen.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.tablegen.ParseCache;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.eval.MemoryFiles;

/** The parse cache keeps one version of a file: an edited file's old parses go (an open .td changes at every keystroke). */
class ParseCacheTest {
    @Test
    void aNewVersionOfAFileReplacesTheOldOnes() {
        Path cwd = Path.of("").toAbsolutePath();
        MemoryFiles files = new MemoryFiles().put("inc/base.td", "class Base<string s> { string n = s; }\n");
        TableGenOptions options = new TableGenOptions(cwd, List.of(Path.of("inc")), List.of(), files);
        ParseCache parses = new ParseCache();
        for (int v = 0; v < 50; v++) {
            files.put("main.td", "include \"base.td\"\ndef M : Base<\"" + v + "\">;\n");
            assertTrue(TableGen.evaluate(Path.of("main.td"), options, parses).succeeded());
        }
        assertEquals(2, parses.size(), "main.td's last version and base.td");
        int reads = files.reads.get();
        TableGen.evaluate(Path.of("main.td"), options, parses);
        assertEquals(reads, files.reads.get(), "both still cached");
    }
}
