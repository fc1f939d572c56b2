package pdll.ide.format;

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
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.print.AstPrinter;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;

/**
 * Properties of the formatter over real PDLL: every {@code .pdll} file of the conformance corpus
 * (the shared one when present, else the project's own cases) and of {@code samples/},
 * each as written and under seeded random whitespace perturbations (spaces, tabs and line breaks
 * inserted or removed between tokens where that cannot change the token sequence). For each text:
 * (a) formatting is idempotent, (b) the sequence of tokens (kinds and texts, comments included,
 * minus a comment's trailing blanks) is unchanged, (c) the semantic analysis is unchanged: the
 * {@code -x=ast} print for a valid program, the diagnostics (severity and message) otherwise.
 * (c) needs the MLIR include root for the ODS includes and is skipped without it. Range
 * formatting of every line on its own must agree with whole-document formatting.
 */
class FormatterPropertyTest {
    static final Path SAMPLES = Path.of("..", "samples");
    static final Path MLIR = Path.of("/usr/lib/llvm-22/include");
    static final int PERTURBATIONS = 3;

    @Test
    void corpusAndSamples() throws IOException {
        List<Path> files = new ArrayList<>();
        files.addAll(pdllFiles(pdll.testsupport.Outside.corpus(), 1));
        files.addAll(pdllFiles(SAMPLES, 3));
        boolean semantic = Files.isDirectory(MLIR);
        Random random = new Random(2026);
        int formatted = 0, leftAlone = 0, perturbed = 0, semanticChecks = 0;
        for (Path file : files) {
            String text = Files.readString(file);
            String name = file.toString();
            SyntaxTree tree = PdllParser.parse(name, text);
            String meaning = semantic && !tree.hasErrors() ? meaning(file, tree) : null;
            List<String> texts = new ArrayList<>();
            texts.add(text);
            for (int k = 0; k < PERTURBATIONS; k++) {
                String p = perturb(tree, random);
                if (p != null) texts.add(p);
            }
            for (int k = 0; k < texts.size(); k++) {
                String what = name + (k == 0 ? "" : " (perturbation " + k + ")");
                SyntaxTree t = k == 0 ? tree : PdllParser.parse(name, texts.get(k));
                String once = format(t);
                if (once == null) {
                    leftAlone++;
                    continue;
                }
                formatted++;
                if (k > 0) perturbed++;
                SyntaxTree t2 = PdllParser.parse(name, once);
                assertEquals(once, format(t2), "(a) idempotent: " + what);
                assertEquals(tokens(t), tokens(t2), "(b) same tokens: " + what);
                assertEquals(once, byLines(t), "range formatting line by line = whole: " + what);
                if (meaning != null) {
                    assertEquals(meaning, meaning(file, t2), "(c) same meaning: " + what);
                    semanticChecks++;
                }
            }
        }
        System.out.println("formatter properties: " + files.size() + " files (" + formatted + " texts formatted, "
                + perturbed + " of them perturbed, " + leftAlone + " with syntax errors left alone), "
                + semanticChecks + " semantic comparisons" + (semantic ? "" : " (no MLIR include root: skipped)"));
        assertTrue(formatted > files.size());
    }

    /** Formats a 1,000-pattern workload (the shared generator's, else the repository's own) and prints the time (no assertion on it). */
    @Test
    void largeWorkloadTiming() throws Exception {
        java.util.Optional<Path> shared = pdll.testsupport.Outside.shared("tools/gen-pdll-workload.py");
        List<String> gen = shared.isPresent() ? List.of("python3", shared.get().toString())
                : List.of("bash", pdll.testsupport.Outside.repoRoot().resolve("bin/lib/gen-workload").toString());
        Path out = Files.createTempFile("w1000", ".pdll");
        try {
            List<String> command = new ArrayList<>(gen);
            command.addAll(List.of("-n", "1000", "-o", out.toString()));
            Process p = new ProcessBuilder(command)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            assumeTrue(p.waitFor() == 0, "generator failed");
            String text = Files.readString(out);
            SyntaxTree tree = PdllParser.parse(out.toString(), text);
            assumeTrue(!tree.hasErrors(), "generated workload has syntax errors");
            String once = null;
            long best = Long.MAX_VALUE;
            for (int i = 0; i < 10; i++) {
                long t0 = System.nanoTime();
                once = format(tree);
                best = Math.min(best, System.nanoTime() - t0);
            }
            long t0 = System.nanoTime();
            SyntaxTree reparsed = PdllParser.parse("x.pdll", once);
            long parse = System.nanoTime() - t0;
            assertEquals(once, format(reparsed));
            assertEquals(tokens(tree), tokens(reparsed));
            System.out.printf("formatter: 1000-pattern workload, %d lines, %d KB: format %.1f ms (best of 10, after parse %.1f ms), %d edits%n",
                    text.split("\n", -1).length, text.length() / 1024, best / 1e6, parse / 1e6, Formatter.edits(tree).size());
            // the same workload with its whitespace perturbed, so that most lines change
            String messy = perturb(tree, new Random(7));
            SyntaxTree messyTree = PdllParser.parse(out.toString(), messy);
            long bestMessy = Long.MAX_VALUE;
            List<TextEdit> edits = List.of();
            for (int i = 0; i < 10; i++) {
                long t1 = System.nanoTime();
                edits = Formatter.edits(messyTree);
                bestMessy = Math.min(bestMessy, System.nanoTime() - t1);
            }
            assertEquals(tokens(tree), tokens(PdllParser.parse("x.pdll", TextEdits.apply(messy, edits))));
            System.out.printf("formatter: the same, whitespace perturbed (%d lines): edits %.1f ms (best of 10), %d edits%n",
                    messy.split("\n", -1).length, bestMessy / 1e6, edits.size());
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private static List<Path> pdllFiles(Path dir, int depth) throws IOException {
        try (Stream<Path> s = Files.walk(dir, depth)) {
            return s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList();
        }
    }

    /** Every line formatted on its own, the results combined: must equal whole-document formatting. */
    private static String byLines(SyntaxTree tree) {
        String text = tree.text();
        pdll.base.text.LineIndex lines = new pdll.base.text.LineIndex(text);
        List<TextEdit> all = new ArrayList<>();
        for (int l = 0; l < lines.lineCount(); l++) {
            all.addAll(Formatter.edits(tree, new pdll.base.text.TextRange(lines.lineStart(l), lines.lineEnd(l))));
        }
        return TextEdits.apply(text, all);
    }

    /** Kind and text of every token but EOF; a comment without its trailing blanks. */
    static List<String> tokens(SyntaxTree tree) {
        List<String> out = new ArrayList<>();
        for (TopLevel tl : tree.topLevels()) {
            for (Token t : tl.tokens()) {
                if (t.kind() == TokenKind.EOF) continue;
                String s = tree.text().substring(tl.offset() + t.start(), tl.offset() + t.end());
                out.add(t.kind() + " " + (t.kind().isTrivia() ? s.stripTrailing() : s));
            }
        }
        return out;
    }

    /** The AST print of a valid program, else its diagnostics without locations. */
    private static String meaning(Path file, SyntaxTree tree) {
        Path dir = file.toAbsolutePath().getParent();
        AnalysisOptions o = new AnalysisOptions(dir, List.of(dir.resolve("include"), dir, MLIR), FileAccess.DISK, false);
        Analysis a = Analyzer.analyze(tree, o);
        StringBuilder sb = new StringBuilder();
        for (SemaDiagnostic d : a.diagnostics()) {
            sb.append(d.severity()).append(' ').append(d.message()).append('\n');
            for (SemaDiagnostic n : d.notes()) sb.append("  ").append(n.severity()).append(' ').append(n.message()).append('\n');
        }
        if (!a.hasErrors()) sb.append(AstPrinter.print(a.module(), new IdentityHashMap<>()));
        return sb.toString();
    }

    /**
     * The text with the whitespace between some tokens replaced: removed (where the two tokens do
     * not glue and no comment ends there), one or more spaces, a tab, line breaks with some
     * indentation. Null if the result would lex differently (it never should).
     */
    static String perturb(SyntaxTree tree, Random random) {
        String text = tree.text();
        List<int[]> spans = new ArrayList<>();
        List<TokenKind> kinds = new ArrayList<>();
        for (TopLevel tl : tree.topLevels()) {
            for (Token t : tl.tokens()) {
                if (t.kind() == TokenKind.EOF) continue;
                spans.add(new int[] {tl.offset() + t.start(), tl.offset() + t.end()});
                kinds.add(t.kind());
            }
        }
        if (spans.isEmpty()) return null;
        String[] choices = {"", " ", "   ", "\t", "\n", "\n\n    ", " \n  ", "\n\n\n"};
        StringBuilder sb = new StringBuilder(text.substring(0, spans.get(0)[0]));
        for (int i = 0; i < spans.size(); i++) {
            sb.append(text, spans.get(i)[0], spans.get(i)[1]);
            int gapEnd = i + 1 < spans.size() ? spans.get(i + 1)[0] : text.length();
            String gap = text.substring(spans.get(i)[1], gapEnd);
            if (i + 1 < spans.size() && random.nextInt(3) == 0) {
                String g = choices[random.nextInt(choices.length)];
                String a = text.substring(spans.get(i)[0], spans.get(i)[1]);
                String b = text.substring(spans.get(i + 1)[0], spans.get(i + 1)[1]);
                if (g.isEmpty() && Spacing.wouldGlue(a, b)) g = " ";
                if (kinds.get(i).isTrivia() && !g.contains("\n")) g = "\n" + g;
                gap = g;
            }
            sb.append(gap);
        }
        String p = sb.toString();
        return tokens(PdllParser.parse(tree.fileName(), p)).equals(tokens(tree)) ? p : null;
    }

    /** The formatted text, or null when the document has syntax errors (the server then leaves it alone). */
    private static String format(SyntaxTree tree) {
        return tree.hasErrors() ? null : TextEdits.apply(tree.text(), Formatter.edits(tree));
    }
}
