package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The {@code file:} URIs of paths, as {@code mlir-pdll-lsp-server-22} spells them in its document
 * links (observed on a directory per character, {@code --pdll-extra-dir} holding them).
 */
class FileUrisTest {
    @Test
    void spelledAsTheReferenceSpellsThem() {
        Map<String, String> observed = new TreeMap<>(Map.ofEntries(
                Map.entry("c++", "c%2B%2B"), Map.entry("a b", "a%20b"), Map.entry("a!b", "a%21b"), Map.entry("a#b", "a%23b"),
                Map.entry("a$b", "a%24b"), Map.entry("a&b", "a%26b"), Map.entry("a'b", "a%27b"), Map.entry("a(b)", "a%28b%29"),
                Map.entry("a*b", "a%2Ab"), Map.entry("a,b", "a%2Cb"), Map.entry("a:b", "a:b"), Map.entry("a;b", "a%3Bb"),
                Map.entry("a=b", "a%3Db"), Map.entry("a?b", "a%3Fb"), Map.entry("a@b", "a%40b"), Map.entry("a[b]", "a%5Bb%5D"),
                Map.entry("a~b", "a~b"), Map.entry("é", "%C3%A9"), Map.entry("A-z_0.9", "A-z_0.9")));
        for (var e : observed.entrySet()) {
            Path p = Path.of("/tmp/sp", e.getKey(), "ops.td");
            String uri = FileUris.of(p);
            assertEquals("file:///tmp/sp/" + e.getValue() + "/ops.td", uri, e.getKey());
            assertEquals(p, Path.of(URI.create(uri)), "names the same file: " + e.getKey());
        }
    }
}
