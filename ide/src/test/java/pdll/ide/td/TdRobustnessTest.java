package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.base.text.TextRange;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.TdCaches;

/**
 * Every TableGen feature on every prefix of a document that uses each construct (so on text cut
 * anywhere: in a header, a body, a bang operator, a string, a code block, a comment), at several
 * offsets: nothing throws.
 */
class TdRobustnessTest {
    static final String DOC = """
            include "lib.td"
            // A comment.
            class A<int n, list<int> xs = [1, 2]> : Base<n> {
              int v = !add(n, !size(xs));
              list<int> ws = !foreach(x, xs, !if(!lt(x, v), x, !cond(!eq(x, 0) : 1, true : 2)));
              string s = "s" # !cast<string>(n);
              code c = [{ return x; }];
              bits<4> b = {0, 1, 0, 1};
              dag d = (ins Base<1>:$x);
            }
            multiclass M<int k> { def _a : A<k>; def _b : A<!mul(k, 2)>; }
            defm D : M<3>;
            defvar lim = 4;
            let s = "t" in { def X : A<1>; }
            foreach i = [1, 2] in def Y#i : A<i>;
            defset list<A> All = { def Z : A<lim>; }
            if !eq(lim, 4) then { def W : A<2>; } else { def V : A<3>; }
            def U { list<int> l = !foreach(e, [1, 2], !mul(e, e)); int f = !foldl(0, l, a, x, !add(a, x)); }
            deftype T = A;
            assert !gt(lim, 0), "positive";
            """;

    private final MemoryFiles memory = new MemoryFiles(FileAccess.DISK);
    private final OverlayFiles files = new OverlayFiles(memory);
    private final Path main = Path.of("/fx/main.td");
    private TdAnalyzer analyzer;

    private TdAnalysis analyze(String text) {
        if (analyzer == null) {
            memory.put(Path.of("/fx/lib.td"), "class Base<int w> { int width = w; }\n");
            IncludeConfig config = new IncludeConfig(files, m -> { }, IncludeConfig.TD_DATABASE_NAME);
            config.update(new IncludeSettings(List.of(), List.of(), null, false));
            analyzer = new TdAnalyzer(files, config, new TdCaches());
        }
        memory.put(main, text);
        Snapshot s = new DocumentStore(files, ParseOptions.DEFAULT).open(main.toUri().toString(), 1, text);
        return analyzer.analyze(s, () -> false);
    }

    /** Found by pdll-fuzz (lsp-td): definition on an include naming "a\0b.td" threw InvalidPathException. */
    /**
     * The outline is linear in the file: each record's members were looked up among all of the
     * file's names (32,000 defs took 14.7 s, 100,000 gave no answer in 120 s), and each entry's end
     * was found by copying its whole line (a file of one long line). The bound is ten times what
     * the linear outline takes on a loaded 2-core machine.
     */
    @Test
    void outlineOfAHundredThousandDefsIsLinear() {
        StringBuilder lines = new StringBuilder();
        StringBuilder oneLine = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            lines.append("def D").append(i).append(" { int x = ").append(i).append("; }\n");
            oneLine.append("def D").append(i).append(" { int x = ").append(i).append("; } ");
        }
        for (StringBuilder text : List.of(lines, oneLine)) {
            var symbols = assertTimeoutPreemptively(Duration.ofSeconds(60),
                    () -> TdSymbols.of(Path.of("many.td"), text.toString()));
            assertEquals(100_000, symbols.size());
            assertEquals("D99999", symbols.get(99_999).name());
        }
    }

    @Test
    void anIncludeNamingNoPathHasNoTarget() {
        String text = "include \"mlir/IR/Common\0Ty/Constraints.td\"\ndef X;\n";
        TdAnalysis a = analyze(text);
        for (int o = 0; o < text.indexOf('\n'); o++) assertEquals(List.of(), TdNavigation.definition(a, o));
        assertEquals(List.of(), TdNavigation.links(a));
    }

    @Test
    void everyFeatureOnEveryPrefix() {
        for (int cut = 0; cut <= DOC.length(); cut += 3) {
            String text = DOC.substring(0, cut);
            TdAnalysis a = analyze(text);
            Snapshot s = a.snapshot();
            assertNotNull(TdDocumentDiagnostics.of(a));
            TdSymbols.of(main, text);
            TdFolding.of(s.lines());
            TdSemanticTokens.of(main, text);
            TdRecordsView.render(a, true);
            TdTemplateArgs.inlayHints(a, new TextRange(0, text.length()));
            TdNavigation.links(a);
            for (int o = 0; o <= text.length(); o += Math.max(1, text.length() / 12)) {
                TdNavigation.definition(a, o);
                TdNavigation.references(a, o, true);
                TdNavigation.hover(a, o);
                TdNavigation.highlights(a, o);
                TdCompletion.complete(a, o);
                TdTemplateArgs.signatureHelp(a, o);
            }
        }
    }
}
