package pdll.ide.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.syntax.ParseOptions;

/**
 * A document over the store's size limit is kept as text, in step with every edit, but not
 * parsed: its tree is the empty text's, it has no parts; an edit that brings it under the limit
 * parses it again, one that takes it over drops the tree.
 */
class DocumentSizeLimitTest {
    static final String URI = "file:///w/big.pdll";
    static final String PATTERN = "Pattern P => erase op<a.b>;\n"; // 28 characters

    final DocumentStore store = new DocumentStore(new OverlayFiles(new MemoryFiles()), ParseOptions.DEFAULT);

    @Test
    void overTheLimitTheTextIsKeptButNotParsed() {
        store.setMaxDocumentChars(100);
        Snapshot s = store.open(URI, 1, PATTERN.repeat(5)); // 140 characters
        assertTrue(store.tooLarge(s));
        assertEquals(PATTERN.repeat(5), s.text());
        assertEquals("", s.tree().text());

        Snapshot smaller = store.change(URI, 2, List.of(ContentChange.range(0, 0, 2, 0, "")), m -> { });
        assertFalse(store.tooLarge(smaller));
        assertEquals(PATTERN.repeat(3), smaller.text());
        assertEquals(smaller.text(), smaller.tree().text(), "under the limit again: parsed");

        Snapshot larger = store.change(URI, 3, List.of(ContentChange.range(0, 0, 0, 0, PATTERN.repeat(2))), m -> { });
        assertTrue(store.tooLarge(larger));
        assertEquals(PATTERN.repeat(5), larger.text(), "edits stay in step while the text is not parsed");
        assertEquals("", larger.tree().text());
    }

    @Test
    void aSplitDocumentOverTheLimitHasNoParts() {
        store.setMaxDocumentChars(100);
        Snapshot s = store.open(URI, 1, String.join("// -----\n", List.of(PATTERN, PATTERN, PATTERN, PATTERN)));
        assertTrue(store.tooLarge(s));
        assertFalse(s.isSplit());
        assertEquals("", s.tree().text());
    }

    @Test
    void theDefaultLimitIsEightMegabytes() {
        assertEquals(8 << 20, store.maxDocumentChars());
        assertFalse(store.tooLarge(store.open(URI, 1, PATTERN.repeat(1000))));
    }
}
