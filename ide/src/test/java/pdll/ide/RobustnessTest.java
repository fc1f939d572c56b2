package pdll.ide;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.diagnostics.VerifierDiagnostics;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.index.OpIndexes;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.TdCaches;

/**
 * Bad input never crashes a feature: seeded random documents (fixture texts cut, spliced and
 * sprinkled with PDLL fragments and odd characters) go through every feature of the {@link Ide}
 * façade at every kind of offset. Bounded in the normal suite; {@code -Dpdll.test.mode=long} runs ten times as many.
 */
class RobustnessTest {
    static final String[] FRAGMENTS = {"Pattern", "Constraint", "Rewrite", "{", "}", "(", ")", "[", "]", "<", ">", "op<",
            "Op<", "t.add", ".", ",", ";", ":", "=", "=>", "->", "let ", "erase ", "replace ", " with ", "rewrite ",
            "return ", "#include \"", "t.td\"", "\"", "[{", "}]", "// c\n", "/// d\n", "\n", " ", "é", "😀", "\t", "\r\n",
            "benefit(", "recursion", "attr<\"", "type<\"", "Value", "ValueRange", "_", "0", "99999999999999999999", "\\", "$"};

    @Test
    void randomDocumentsNeverBreakAFeature() {
        long seed = Long.getLong("pdll.test.seed", 2026L);
        int rounds = "long".equals(System.getProperty("pdll.test.mode")) ? 4000 : 400;
        Random rnd = new Random(seed);
        MemoryFiles mem = new MemoryFiles();
        mem.put("/fx/t.td", "class Op; def X;");
        mem.put("/fx/h.pdll", "Constraint H(v: Value);\n#include \"h.pdll\"\n");
        OverlayFiles files = new OverlayFiles(mem);
        IncludeConfig config = new IncludeConfig(files, m -> { });
        config.update(new IncludeSettings(List.of(), List.of(), null, false));
        Analyzer analyzer = new Analyzer(files, config, TdCaches.CLI);
        DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);
        Ide ide = new Ide(files, OpIndexes.NONE);
        List<String> corpus = new ArrayList<>();
        for (String f : List.of("completion.test", "symbols.test", "formatting.test", "tokens.test", "diagnostics.test")) {
            for (Fixture x : Fixture.load(f)) corpus.add(x.text());
        }
        for (int round = 0; round < rounds; round++) {
            String base = corpus.get(rnd.nextInt(corpus.size()));
            StringBuilder sb = new StringBuilder(base);
            for (int k = rnd.nextInt(6); k >= 0; k--) {
                int at = rnd.nextInt(sb.length() + 1);
                if (rnd.nextBoolean() && sb.length() > 0) {
                    int end = Math.min(sb.length(), at + rnd.nextInt(20));
                    sb.delete(at, end);
                } else {
                    sb.insert(at, FRAGMENTS[rnd.nextInt(FRAGMENTS.length)]);
                }
            }
            String text = sb.toString();
            String what = "seed " + seed + " round " + round + " text:\n" + text;
            try {
                Snapshot s = store.open("file:///fx/main.pdll", round, text);
                Analysis a = analyzer.analyze(s, () -> false);
                Ide.diagnostics(a, new VerifierDiagnostics(), Long.MAX_VALUE, () -> false);
                ide.documentSymbols(s);
                ide.foldingRanges(s);
                ide.documentLinks(a);
                ide.semanticTokens(s);
                ide.formatting(s);
                ide.inlayHints(a, new TextRange(0, text.length()));
                for (int probe = 0; probe < 6; probe++) {
                    int offset = rnd.nextInt(text.length() + 1);
                    ide.completions(a, offset, null);
                    ide.hover(a, offset);
                    ide.definition(a, offset);
                    ide.signatureHelp(a, offset);
                    ide.codeActions(a, new TextRange(offset, offset), List.of());
                    ide.rangeFormatting(s, new TextRange(Math.min(offset, text.length()), text.length()));
                }
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError(what, e);
            }
        }
        System.out.println("pdll-lsp robustness: " + rounds + " random documents through every feature of the Ide façade (seed " + seed + ")");
    }
}
