package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.document.ContentChange;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;

class DocumentStoreTest {
    static final String URI = "file:///w/doc.pdll";
    final OverlayFiles files = new OverlayFiles(new MemoryFiles());
    final DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);

    @Test
    void incrementalChangesInOrderAndTheBufferIsVisibleToIncludes() {
        store.open(URI, 1, "Pattern {\n  erase op<a.b>;\n}\n");
        List<String> problems = new ArrayList<>();
        Snapshot s = store.change(URI, 2, List.of(
                ContentChange.range(1, 11, 1, 14, "x.y"),
                ContentChange.range(0, 7, 0, 7, " P")), problems::add);
        assertEquals("Pattern P {\n  erase op<x.y>;\n}\n", s.text());
        assertEquals(2, s.version());
        assertTrue(problems.isEmpty());
        assertEquals(PdllParser.parse(s.file().toString(), s.text()).topLevels(), s.tree().topLevels());
        assertEquals(s.text(), files.read(Path.of("/w/doc.pdll")).orElseThrow());
    }

    @Test
    void anOutOfRangeChangeIsClampedAndReported() {
        store.open(URI, 1, "ab\ncd\n");
        List<String> problems = new ArrayList<>();
        Snapshot s = store.change(URI, 2, List.of(ContentChange.range(1, 1, 40, 0, "X")), problems::add);
        assertEquals("ab\ncX", s.text());
        assertEquals(1, problems.size());
        s = store.change(URI, 3, List.of(ContentChange.full("fresh")), problems::add);
        assertEquals("fresh", s.text(), "a full change resynchronises");
    }

    @Test
    void aChangeToAnUnknownDocument() {
        List<String> problems = new ArrayList<>();
        assertNull(store.change("file:///w/never.pdll", 1, List.of(ContentChange.range(0, 0, 0, 0, "x")), problems::add));
        assertEquals(1, problems.size());
        assertEquals("whole", store.change("file:///w/never.pdll", 2, List.of(ContentChange.full("whole")), problems::add).text());
    }

    @Test
    void nonFileUrisAreKeptWithoutAPath() {
        Snapshot s = store.open("untitled:Untitled-1", 1, "Pattern {}");
        assertNull(s.file());
        assertEquals("Pattern {}", store.get("untitled:Untitled-1").text());
    }

    /** Random edits through the store always give the tree of a full parse (seeded, bounded). */
    @Test
    void randomEditsMatchAFullParse() {
        long seed = Long.getLong("pdll.test.seed", 7L);
        Random rnd = new Random(seed);
        String[] pieces = {"Pattern", " ", "{", "}", "let", "x", "=", "op<", "a.b", ">", ";", "\n", "erase", "(", ")",
                "Constraint", "C", ":", "Value", ",", "// c\n", "\"s\"", "[{ code }]", "é", "😀", "#include", "->"};
        store.open(URI, 0, "Pattern P {\n  let x = op<a.b>(y: Value);\n  erase x;\n}\n");
        for (int i = 1; i <= 400; i++) {
            Snapshot cur = store.get(URI);
            int n = cur.lines().lineCount();
            int l1 = rnd.nextInt(n), l2 = l1 + rnd.nextInt(2);
            int c1 = rnd.nextInt(12), c2 = rnd.nextInt(12);
            if (l2 == l1 && c2 < c1) c2 = c1;
            StringBuilder ins = new StringBuilder();
            for (int k = rnd.nextInt(3); k > 0; k--) ins.append(pieces[rnd.nextInt(pieces.length)]);
            Snapshot s = store.change(URI, i, List.of(ContentChange.range(l1, c1, l2, c2, ins.toString())), p -> { });
            assertEquals(PdllParser.parse(s.file().toString(), s.text()).topLevels(), s.tree().topLevels(), "seed " + seed + " edit " + i);
        }
    }
}
