package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pdll.base.text.TextEdit;

/**
 * Incremental reparse equals a full parse: random insertions, deletions and pastes of corpus
 * fragments applied in sequence to every corpus file. Seeded; a fixed time budget per file in the
 * normal suite, more edits with {@code -Dpdll.test.mode=long}.
 */
class IncrementalReparseTest {
    static final boolean LONG = "long".equals(System.getProperty("pdll.test.mode"));
    static final int EDITS_PER_FILE = LONG ? 5000 : 1000;
    static final long BUDGET_NANOS = (LONG ? 60_000L : 4_000L) * 1_000_000L;
    static final String[] SNIPPETS = {
        "{", "}", "(", ")", ";", "Pattern", "Constraint", "Rewrite", "#include \"x.pdll\"", "\"", "[{", "}]",
        "//", "///", "\n", " ", "op<a.b>", "let x = ", "erase x;", "=>", "->", "<", ">", "_", ",", "é", "\uD83D\uDE00",
        "// -----\n", "Pattern => erase op<a.b>;\n", "with benefit(1)", "not ", ":", "[", "]"};

    @TestFactory
    Stream<DynamicTest> randomEditsOnCorpus() {
        List<Path> files = Corpus.cases();
        List<String> texts = files.stream().map(Corpus::read).toList();
        long perFile = BUDGET_NANOS / Math.max(1, files.size());
        return Stream.concat(java.util.stream.IntStream.range(0, files.size()).mapToObj(i -> DynamicTest.dynamicTest(
                files.get(i).getFileName().toString(), () -> TOTAL.addAndGet(run(texts.get(i), texts, 1234 + i, perFile)))),
                Stream.of(DynamicTest.dynamicTest("summary", () -> System.out.printf(
                        "pdll-parser: %d random edits on %d corpus files, incremental == full%n", TOTAL.get(), files.size()))));
    }

    @Test
    void editsAtChunkBoundaries() {
        String text = "Pattern A => erase op<a.b>;\nConstraint C(x: Value);\nPattern B { erase op<c.d>; }\n";
        SyntaxTree t = PdllParser.parse("t.pdll", text);
        for (int pos = 0; pos <= text.length(); pos++) {
            for (String ins : new String[] {"x", "{", "}", "(", "Pattern ", "\"", "//"}) {
                TextEdit e = new TextEdit(pos, pos, ins);
                assertSame(t.reparse(e), PdllParser.parse("t.pdll", e.apply(text)));
            }
            if (pos < text.length()) {
                TextEdit e = new TextEdit(pos, pos + 1, "");
                assertSame(t.reparse(e), PdllParser.parse("t.pdll", e.apply(text)));
            }
        }
    }

    static final java.util.concurrent.atomic.AtomicLong TOTAL = new java.util.concurrent.atomic.AtomicLong();

    static int run(String start, List<String> corpus, long seed, long budgetNanos) {
        Random rnd = new Random(seed);
        SyntaxTree tree = PdllParser.parse("f.pdll", start);
        long deadline = System.nanoTime() + budgetNanos;
        int applied = 0;
        for (int i = 0; i < EDITS_PER_FILE && (i < 20 || System.nanoTime() < deadline); i++) {
            TextEdit edit = randomEdit(rnd, tree.text(), corpus);
            SyntaxTree incremental = tree.reparse(edit);
            SyntaxTree full = PdllParser.parse("f.pdll", edit.apply(tree.text()));
            assertSame(incremental, full);
            tree = incremental;
            applied++;
            if (tree.text().length() > 20_000) tree = PdllParser.parse("f.pdll", start); // keep sizes bounded
        }
        assertTrue(applied >= 20);
        return applied;
    }

    static void assertSame(SyntaxTree incremental, SyntaxTree full) {
        if (!Trees.same(incremental, full)) {
            assertEquals(full.text(), incremental.text());
            assertEquals(full.topLevels(), incremental.topLevels(), "incremental reparse differs from full parse");
        }
        assertEquals(full.diagnostics(), incremental.diagnostics());
    }

    static TextEdit randomEdit(Random rnd, String text, List<String> corpus) {
        int len = text.length();
        int a = rnd.nextInt(len + 1);
        switch (rnd.nextInt(4)) {
            case 0: { // delete a short range
                int b = Math.min(len, a + rnd.nextInt(12));
                return new TextEdit(a, b, "");
            }
            case 1: // insert a snippet
                return new TextEdit(a, a, SNIPPETS[rnd.nextInt(SNIPPETS.length)]);
            case 2: { // paste a corpus fragment, replacing a range
                String src = corpus.get(rnd.nextInt(corpus.size()));
                int s = rnd.nextInt(src.length() + 1);
                int e = Math.min(src.length(), s + rnd.nextInt(120));
                int b = Math.min(len, a + rnd.nextInt(6));
                return new TextEdit(a, b, src.substring(s, e));
            }
            default: { // type or delete one character
                if (len > 0 && rnd.nextBoolean()) return new TextEdit(Math.min(a, len - 1), Math.min(a, len - 1) + 1, "");
                return new TextEdit(a, a, String.valueOf("abc_;{}()<>.:,=\" \n/".charAt(rnd.nextInt(19))));
            }
        }
    }

    @Test
    void sequencesOfOneCharacterEditsReuseUntouchedDeclarations() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) sb.append("Pattern P").append(i).append(" => erase op<a.b").append(i).append(">;\n");
        SyntaxTree t = PdllParser.parse("w.pdll", sb.toString());
        int pos = sb.indexOf("P100") + 1;
        SyntaxTree u = t.reparse(new TextEdit(pos, pos, "x"));
        List<TopLevel> before = new ArrayList<>(t.topLevels()), after = u.topLevels();
        assertEquals(before.size(), after.size());
        // untouched declarations before the edit are the very same objects
        assertTrue(before.get(10) == after.get(10));
        assertSame(u, PdllParser.parse("w.pdll", u.text()));
    }

    /** An edit right after a chunk's opening keyword can turn it into a plain name and merge chunks. */
    @org.junit.jupiter.api.Test
    void editTouchingAChunkKeywordMergesChunks() {
        String prev = "Constraint Forward(v: Value) => v_\nPattern#{\n  erase root;\n}\n";
        SyntaxTree tree = PdllParser.parse("f.pdll", prev);
        for (TextEdit e : java.util.List.of(new TextEdit(42, 42, "_"), new TextEdit(41, 42, "x"), new TextEdit(35, 35, "x"))) {
            org.junit.jupiter.api.Assertions.assertTrue(Trees.same(tree.reparse(e), PdllParser.parse("f.pdll", e.apply(prev))), e.toString());
        }
    }
}
