package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pdll.tablegen.bench.ReferenceTools;

/**
 * Reading the statements of an edited text again only around the edit ({@link TdStatements#of(String,
 * TdStatements)}) finds what reading the whole text finds: the same spans in the same order and the
 * same boundaries, edit after edit, each from the reading before; and typing at the top of a large
 * file reads a few tokens, not the file, except while a bracket is open.
 */
class TdStatementsTest {

    private static final String CHARS = "{}<>;,:=\"#!x /*\n";

    private static String randomEdit(String text, Random random) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        int i = random.nextInt(lines.size());
        switch (random.nextInt(6)) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(i, lines.get(random.nextInt(lines.size())));
            case 2 -> lines.add(random.nextInt(lines.size()), lines.remove(i));
            case 3 -> lines.add(i, "def Typed");
            default -> {
                String l = lines.get(i);
                int at = random.nextInt(l.length() + 1);
                lines.set(i, l.substring(0, at) + CHARS.charAt(random.nextInt(CHARS.length())) + l.substring(at));
            }
        }
        return String.join("\n", lines);
    }

    /** Checks the incremental reading of {@code text} against a whole one; returns the tokens it read. */
    private static TdStatements check(String text, TdStatements previous, String what) {
        TdStatements again = TdStatements.of(text, previous), whole = TdStatements.of(text);
        assertEquals(whole.spans(), again.spans(), what);
        assertArrayEquals(whole.boundaries(), again.boundaries(), what);
        return again;
    }

    private static List<Path> texts() throws IOException {
        List<Path> out = new ArrayList<>();
        Path root = ReferenceTools.mlirIncludeDir().orElse(null);
        if (root != null) {
            for (String rel : ReferenceTools.corpusFiles(root)) out.add(root.resolve(rel));
        }
        try (Stream<Path> l = Files.walk(Path.of("../tablegen/src/test/resources"))) {
            l.filter(p -> p.toString().endsWith(".td")).sorted().forEach(out::add);
        }
        return out;
    }

    @Test
    void readingAgainAroundEditsFindsWhatReadingTheWholeTextFinds() throws IOException {
        List<Path> files = texts();
        assertTrue(files.size() > 50, "texts found: " + files.size());
        long readAgain = 0, readWhole = 0;
        int edits = 0;
        for (Path f : files) {
            Random random = new Random(f.getFileName().toString().hashCode());
            String text = Files.readString(f);
            TdStatements st = check(text, null, f.toString());
            for (int i = 0; i < 6; i++) {
                text = randomEdit(text, random);
                st = check(text, st, f + " after edit " + i + ":\n" + text);
                readAgain += st.tokensRead();
                readWhole += TdStatements.of(text).tokensRead();
                edits++;
            }
        }
        System.out.println("TdStatementsTest: " + edits + " edits, tokens read again " + readAgain + " of " + readWhole);
        assertTrue(readAgain * 4 < readWhole, "read again " + readAgain + " of " + readWhole);
    }

    @Test
    void typingADefAtTheTopReadsAroundIt() {
        StringBuilder body = new StringBuilder("include \"lib.td\"\n");
        for (int i = 0; i < 500; i++) body.append("def D").append(i).append(" : Base<").append(i).append("> { let x = [{ a; b }]; }\n");
        String tail = body.substring("include \"lib.td\"\n".length());
        String head = "include \"lib.td\"\n";
        TdStatements st = check(head + tail, null, "as it is");
        // typed as an editor types it, closing brackets inserted with the opening ones (and typed over)
        String typed = "def Broken : Base<1> { int y = 2; }";
        List<String> keystrokes = EditorTyping.keystrokes(typed);
        int readMuch = 0;
        for (String line : keystrokes) {
            st = check(head + line + "\n" + tail, st, "typed " + line);
            if (st.tokensRead() >= 100) readMuch++;
        }
        assertEquals(typed, keystrokes.get(keystrokes.size() - 1));
        assertEquals(0, readMuch, "keystrokes that read on past the next statement");
        // a '<' typed alone leaves every later ';' inside the statement being typed: the text after
        // reads differently, and is read
        st = check(head + "def Broken : Base<\n" + tail, st, "an unclosed <");
        assertTrue(st.tokensRead() > 1000, st.tokensRead() + " tokens read");
    }
}
