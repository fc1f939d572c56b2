package pdll.sema.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.base.text.TextEdit;
import pdll.sema.bench.SemaBench;
import pdll.sema.print.AstPrinter;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * Incremental re-analysis gives exactly what a fresh analysis gives: random edits (typed
 * characters, deletions, replaced characters, pasted fragments and whole declarations) applied
 * to the conformance corpus files, each edit re-parsed with {@link SyntaxTree#reparse} and
 * re-analysed from the previous (itself incremental) analysis, compared with a fresh parse and
 * analysis: printed AST, the AST with every range, diagnostics, and the index. Seeded and
 * bounded in time: a few seconds normally, a minute with {@code -Dpdll.test.mode=long}.
 */
class IncrementalAnalysisTest {
    private static final boolean LONG = "long".equals(System.getProperty("pdll.test.mode"));
    private static final String MLIR_INCLUDE = System.getenv().getOrDefault("MLIR_INCLUDE_DIR", "/usr/lib/llvm-22/include");
    private static final String[] TYPED = {"x", "a", "1", " ", "\n", ";", ",", ".", "(", ")", "{", "}", "<", ">", ":", "_",
        "\"", "let ", "op", "Value", "Op", "erase ", "replace ", "with ", "return ", "Constraint ", "Pattern ", "Rewrite ",
        "// ", "=> ", "-> ", "#include "};

    @Test
    void incrementalEqualsFreshOnRandomEditsOfTheCorpus() throws IOException {
        Path dir = Corpus.dir();
        assumeTrue(Files.isDirectory(dir), () -> "no conformance corpus at " + dir + " (set PDLL_SHARED_DIR)");
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.toString().endsWith(".pdll")).sorted().toList();
        }
        assumeTrue(!files.isEmpty(), "empty corpus");
        List<String> texts = new ArrayList<>();
        for (Path f : files) texts.add(Files.readString(f));
        List<Path> includes = new ArrayList<>(List.of(Path.of("include")));
        if (Files.isDirectory(Path.of(MLIR_INCLUDE))) includes.add(Path.of(MLIR_INCLUDE));
        AnalysisOptions options = new AnalysisOptions(dir, includes, FileAccess.DISK, true);

        long budget = (LONG ? 60_000L : 4_000L) * 1_000_000L;
        long deadline = System.nanoTime() + budget;
        Random random = new Random(20261122L);
        int edits = 0, reused = 0, relocated = 0, analysed = 0;
        while (System.nanoTime() < deadline) {
            int k = random.nextInt(files.size());
            String name = files.get(k).getFileName().toString();
            SyntaxTree tree = PdllParser.parse(name, texts.get(k));
            Analysis previous = Analyzer.analyze(tree, options);
            for (int step = 0; step < 12; step++) {
                TextEdit edit = randomEdit(random, tree.text(), texts);
                SyntaxTree next = tree.reparse(edit);
                Analysis incremental = Analyzer.analyze(next, options, previous);
                Analysis fresh = Analyzer.analyze(PdllParser.parse(name, next.text()), options);
                String where = name + " after edit " + step + " " + edit;
                assertSame(fresh, incremental, where);
                Reuse r = incremental.reuse();
                reused += r.reusedChunks();
                relocated += r.relocatedChunks();
                analysed += r.analysedChunks();
                edits++;
                tree = next;
                previous = random.nextInt(8) == 0 ? fresh : incremental;
            }
        }
        System.out.printf("IncrementalAnalysisTest: %d edits; chunks reused %d, relocated %d, analysed again %d%n", edits,
                reused, relocated, analysed);
        assertTrue(reused > 0 && relocated > 0, "the edits exercised reuse and relocation");
    }

    @Test
    void generatedWorkloadReusesAllButTheEditedPattern() {
        assumeTrue(Files.isDirectory(Path.of(MLIR_INCLUDE)), () -> "no MLIR include root at " + MLIR_INCLUDE);
        AnalysisOptions options = new AnalysisOptions(Path.of(".").toAbsolutePath(), List.of(Path.of(MLIR_INCLUDE)),
                FileAccess.DISK, true);
        String text = SemaBench.generate(60);
        SyntaxTree tree = PdllParser.parse("w.pdll", text);
        Analysis previous = Analyzer.analyze(tree, options);
        assertTrue(previous.diagnostics().stream().noneMatch(d -> d.isError()), () -> previous.diagnostics().toString());
        int at = SemaBench.editPoint(text);
        SyntaxTree next = tree.reparse(new TextEdit(at, at, " "));
        Analysis incremental = Analyzer.analyze(next, options, previous);
        assertSame(Analyzer.analyze(PdllParser.parse("w.pdll", next.text()), options), incremental, "insertion");
        Reuse r = incremental.reuse();
        // the include (always analysed again) and the edited pattern
        assertEquals(2, r.analysedChunks(), r::toString);
        assertTrue(r.reusedChunks() > 20 && r.relocatedChunks() > 20, r::toString);

        Random random = new Random(7);
        long deadline = System.nanoTime() + (LONG ? 20_000L : 1_500L) * 1_000_000L;
        while (System.nanoTime() < deadline) {
            TextEdit edit = randomEdit(random, next.text(), List.of(text));
            SyntaxTree after = next.reparse(edit);
            Analysis again = Analyzer.analyze(after, options, incremental);
            assertSame(Analyzer.analyze(PdllParser.parse("w.pdll", after.text()), options), again, "edit " + edit);
            next = after;
            incremental = again;
        }
    }

    static void assertSame(Analysis fresh, Analysis incremental, String where) {
        assertEquals(AstPrinter.print(fresh.module(), new IdentityHashMap<>()), AstPrinter.print(incremental.module(), new IdentityHashMap<>()), where);
        assertEquals(fresh.diagnostics(), incremental.diagnostics(), where);
        // records compare deeply: every node with every range
        assertEquals(fresh.module(), incremental.module(), where);
        assertEquals(fresh.globals(), incremental.globals(), where);
        assertEquals(fresh.uses(), incremental.uses(), where);
        assertEquals(fresh.includedAt(), incremental.includedAt(), where);
        assertEquals(fresh.tdIncludedAt(), incremental.tdIncludedAt(), where);
        assertEquals(fresh.files().keySet(), incremental.files().keySet(), where);
        assertEquals(fresh.ods().operations().size(), incremental.ods().operations().size(), where);
    }

    private static TextEdit randomEdit(Random random, String text, List<String> corpus) {
        int n = text.length();
        int at = random.nextInt(n + 1);
        switch (random.nextInt(6)) {
            case 0, 1 -> {
                return new TextEdit(at, at, TYPED[random.nextInt(TYPED.length)]);
            }
            case 2 -> {
                int end = Math.min(n, at + 1 + random.nextInt(random.nextBoolean() ? 3 : 40));
                return new TextEdit(at, end, "");
            }
            case 3 -> {
                if (at == n) return new TextEdit(at, at, "x");
                char c = text.charAt(at);
                String with = Character.isLetter(c) ? String.valueOf((char) ('a' + random.nextInt(26)))
                        : Character.isDigit(c) ? String.valueOf(random.nextInt(10)) : TYPED[random.nextInt(TYPED.length)];
                return new TextEdit(at, at + 1, with.substring(0, 1));
            }
            case 4 -> {
                String src = corpus.get(random.nextInt(corpus.size()));
                int from = random.nextInt(src.length() + 1);
                int to = Math.min(src.length(), from + random.nextInt(120));
                return new TextEdit(at, at, src.substring(from, to));
            }
            default -> {
                // a whole declaration of this file pasted again at a line start: redefinitions, shadowing, moves
                int start = text.indexOf("\nPattern", random.nextInt(n + 1));
                if (start < 0) start = text.indexOf("\nConstraint");
                if (start < 0) return new TextEdit(at, at, "\n");
                int end = text.indexOf("\n}", start + 1);
                end = end < 0 ? n : Math.min(n, end + 2);
                int line = text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
                return new TextEdit(line, line, text.substring(start + 1, end) + "\n");
            }
        }
    }
}
