package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.diagnostics.VerifierDiagnostics;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.document.ContentChange;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.tablegen.cache.TdCaches;

/**
 * Documents split at {@code // -----}: the parts an edit leaves as they were keep their trees and
 * their analyses, and what the edited document shows equals what a fresh open of its text shows.
 */
class SplitDocumentsTest {
    static final String URI = "file:///w/cases.pdll";
    final MemoryFiles memory = new MemoryFiles();
    final OverlayFiles files = new OverlayFiles(memory);
    final DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);
    final Analyzer analyzer = analyzer(files);

    static Analyzer analyzer(OverlayFiles files) {
        IncludeConfig config = new IncludeConfig(files, m -> { });
        config.update(new IncludeSettings(List.of(), List.of(), null, false));
        return new Analyzer(files, config, new TdCaches());
    }

    /** {@code n} parts, each declaring the same names (as MLIR's test files do), every third including a helper. */
    static String cases(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append("// -----\n");
            if (i % 3 == 0) sb.append("#include \"helper.pdll\"\n");
            sb.append("Constraint Same(v: Value);\n")
                    .append("Pattern Case {\n  let v: Value;\n  Same(v);\n  erase op<t.op").append(i).append(">(v);\n}\n");
        }
        return sb.toString();
    }

    /** The diagnostics as the editor shows them: place, message, related places. */
    static List<String> diagnostics(Analysis a) {
        List<String> out = new ArrayList<>();
        for (IdeDiagnostic d : Ide.diagnostics(a, new VerifierDiagnostics(), Long.MAX_VALUE, () -> false).all()) {
            StringBuilder sb = new StringBuilder(d.range() + " " + d.severity() + " " + d.message());
            for (IdeDiagnostic.Related r : d.related()) sb.append(" | ").append(r.location().file()).append(r.location().range()).append(' ').append(r.message());
            out.add(sb.toString());
        }
        return out;
    }

    @Test
    void aKeystrokeInOnePartAnalysesThatPartOnly() {
        memory.put("/w/helper.pdll", "Constraint Helper(v: Value);\n");
        String text = cases(50);
        Snapshot s = store.open(URI, 1, text);
        assertEquals(50, s.parts().size());
        Analysis first = analyzer.analyze(s, () -> false);
        assertEquals(List.of(), diagnostics(first), "one name in every part is no redefinition");
        long analysed = analyzer.partsAnalysed(), reused = analyzer.partsReused();
        int at = text.indexOf("erase op<t.op25>") + "erase op<t.op2".length();
        Snapshot edited = store.change(URI, 2, List.of(change(s, at, at, "x")), m -> { });
        for (int i = 0; i < 50; i++) {
            if (i == 25) assertNotSame(s.parts().get(i).snapshot().tree(), edited.parts().get(i).snapshot().tree());
            else assertSame(s.parts().get(i).snapshot().tree(), edited.parts().get(i).snapshot().tree(), "part " + i + " keeps its tree");
        }
        Analysis second = analyzer.analyze(edited, () -> false);
        assertEquals(1, analyzer.partsAnalysed() - analysed, "only the edited part is analysed");
        assertEquals(49, analyzer.partsReused() - reused);
        assertEquals(diagnostics(fresh(edited.text())), diagnostics(second));
        assertEquals(List.of(), diagnostics(second));

        // a file the parts read changes: those parts are analysed again, the others keep theirs
        memory.put("/w/helper.pdll", "Constraint Helper(v: Value);\nConstraint Same(v: Value);\n");
        analysed = analyzer.partsAnalysed();
        Snapshot third = store.change(URI, 3, List.of(change(edited, at, at + 1, "")), m -> { });
        Analysis a3 = analyzer.analyze(third, () -> false);
        assertEquals(17 + 1, analyzer.partsAnalysed() - analysed, "the 17 parts including the helper, and the edited one");
        List<String> d3 = diagnostics(a3);
        assertEquals(diagnostics(fresh(third.text())), d3);
        assertEquals(17, d3.stream().filter(d -> d.contains("`Same` has already been defined")).count());

        // a save (files changed, unheard of by the stamps): every part again
        analyzer.filesChanged();
        analysed = analyzer.partsAnalysed();
        analyzer.analyze(store.change(URI, 4, List.of(change(third, 0, 0, " ")), m -> { }), () -> false);
        assertEquals(50, analyzer.partsAnalysed() - analysed);
    }

    @Test
    void randomEditsOfASplitDocumentEqualAFreshOpen() {
        memory.put("/w/helper.pdll", "Constraint Helper(v: Value);\n");
        Random r = new Random(29);
        String[] inserts = {"// -----\n", "// -", "-", "\n", "Pattern X => erase op<a.b>;\n", "}", "{", "Same(v);", " ", "let w: Value;"};
        Snapshot s = store.open(URI, 1, cases(6));
        analyzer.analyze(s, () -> false);
        for (int step = 0; step < 300; step++) {
            String text = s.text();
            int a = r.nextInt(text.length() + 1);
            int b = Math.min(text.length(), a + (r.nextInt(4) == 0 ? r.nextInt(12) : 0));
            String ins = r.nextInt(3) == 0 ? "" : inserts[r.nextInt(inserts.length)];
            s = store.change(URI, step + 2, List.of(change(s, a, b, ins)), m -> { });
            Snapshot open = new DocumentStore(new OverlayFiles(memory), ParseOptions.DEFAULT).open(URI, 1, s.text());
            assertEquals(parts(open), parts(s), "step " + step);
            for (int i = 0; i < s.parts().size(); i++) {
                Snapshot p = s.parts().get(i).snapshot();
                assertEquals(PdllParser.parse(p.tree().fileName(), p.text()).topLevels(), p.tree().topLevels(), "step " + step + " part " + i);
                assertEquals(new pdll.base.text.LineIndex(p.text()).lineCount(), p.lines().lineCount());
            }
            Analysis incremental = analyzer.analyze(s, () -> false);
            assertEquals(diagnostics(fresh(s.text())), diagnostics(incremental), "step " + step);
        }
        assertTrue(analyzer.partsReused() > 0);
    }

    /** The analysis of a text opened in a new store by a new analyzer. */
    Analysis fresh(String text) {
        OverlayFiles f = new OverlayFiles(memory);
        return analyzer(f).analyze(new DocumentStore(f, ParseOptions.DEFAULT).open(URI, 1, text), () -> false);
    }

    static List<String> parts(Snapshot s) {
        List<String> out = new ArrayList<>();
        for (Snapshot.Part p : s.parts()) out.add(p.start() + ":" + p.snapshot().text());
        return out;
    }

    static ContentChange change(Snapshot s, int start, int end, String text) {
        var lines = s.lines();
        int sl = lines.line(start), el = lines.line(end);
        return ContentChange.range(sl, start - lines.lineStart(sl), el, end - lines.lineStart(el), text);
    }

    @Test
    void theMarkerRuleIsTheReferences() {
        // anywhere on a line (after code, in a longer run of dashes; the rest of the line goes to the
        // next part), and `//-----` is no marker
        assertEquals(List.of(new TextRange(0, 3), new TextRange(11, 23), new TextRange(31, 33)),
                PdllParser.splitRanges("ab // -----cd\n//-----x\n// ------\n", PdllParser.SPLIT_MARKER));
        assertEquals(List.of(new TextRange(0, 5)), PdllParser.splitRanges("a\nb\nc", PdllParser.SPLIT_MARKER));
    }
}
