package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.config.IncludeConfig;
import pdll.ide.diagnostics.VerifierDiagnostics;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.document.ContentChange;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.TdCaches;

/** The verifier check across edits: only what an edit touched (and what failed) is lowered again. */
class VerifierDiagnosticsTest {
    static final String URI = "file:///w/doc.pdll";
    final OverlayFiles files = new OverlayFiles(new MemoryFiles());
    final DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);
    final Analyzer analyzer = new Analyzer(files, new IncludeConfig(files, m -> { }), TdCaches.CLI);
    final VerifierDiagnostics verifier = new VerifierDiagnostics();

    static final String TEXT = """
            Pattern A {
              let root = op<calc.a>(x: Value);
              replace root with op<calc.b>(x);
            }
            Pattern B {
              let root = op<calc.a>(x: Value);
              erase root;
            }
            Pattern C {
              let v: Value;
              erase op<calc.root>;
            }
            Pattern D => erase op<calc.d>;
            """;

    Analysis analyze(Snapshot s) {
        return analyzer.analyze(s, () -> false);
    }

    String render(Analysis a, VerifierDiagnostics.Progress p) {
        StringBuilder sb = new StringBuilder();
        for (var d : p.diagnostics()) sb.append(FixtureText.range(a.snapshot().lines(), d.range())).append(' ').append(d.message()).append('\n');
        return sb.toString();
    }

    @Test
    void anEditLowersOnlyTheEditedPatternAndTheFailingOne() {
        Analysis a = analyze(store.open(URI, 1, TEXT));
        VerifierDiagnostics.Progress p = verifier.check(a, Long.MAX_VALUE, () -> false);
        assertTrue(p.complete());
        assertEquals(4, p.lowered());
        String failure = "10:7-10:8 'pdl.operand' op expected a bindable user when defined in the matcher body of a `pdl.pattern`\n";
        assertEquals(failure, render(a, p));

        // rename `x` in pattern A: B, C and D move (relocated, not analysed again)
        Snapshot s2 = store.change(URI, 2, List.of(ContentChange.range(1, 24, 1, 25, "input"),
                ContentChange.range(2, 31, 2, 32, "input")), m -> { });
        Analysis a2 = analyze(s2);
        assertFalse(a2.semantic().hasErrors(), a2.semantic().diagnostics().toString());
        assertEquals(3, a2.semantic().reuse().relocatedChunks(), a2.semantic().reuse().toString());
        VerifierDiagnostics.Progress p2 = verifier.check(a2, Long.MAX_VALUE, () -> false);
        assertEquals(2, p2.lowered(), "A (edited) and C (failing before)");
        assertEquals(failure, render(a2, p2));

        // the same analysis again: nothing to do
        assertEquals(0, verifier.check(a2, Long.MAX_VALUE, () -> false).lowered());

        // fix C: the failure goes
        Snapshot s3 = store.change(URI, 3, List.of(ContentChange.range(10, 21, 10, 21, "(v)")), m -> { });
        Analysis a3 = analyze(s3);
        assertFalse(a3.semantic().hasErrors(), s3.text() + a3.semantic().diagnostics());
        VerifierDiagnostics.Progress p3 = verifier.check(a3, Long.MAX_VALUE, () -> false);
        assertEquals(1, p3.lowered());
        assertEquals("", render(a3, p3));
    }

    @Test
    void aStepEndsAtItsBudgetAndTheNextGoesOn() {
        Analysis a = analyze(store.open(URI, 1, TEXT));
        VerifierDiagnostics.Progress p = verifier.check(a, 0, () -> false);
        assertFalse(p.complete());
        assertEquals(1, p.lowered());
        VerifierDiagnostics.Progress rest = verifier.check(a, Long.MAX_VALUE, () -> false);
        assertTrue(rest.complete());
        assertEquals(3, rest.lowered());
        assertEquals(1, rest.diagnostics().size());
    }

    @Test
    void aCancelledStepStopsAfterOnePattern() {
        Analysis a = analyze(store.open(URI, 1, TEXT));
        VerifierDiagnostics.Progress p = verifier.check(a, Long.MAX_VALUE, () -> true);
        assertFalse(p.complete());
        assertEquals(1, p.lowered());
    }

    @Test
    void withErrorsNothingIsLoweredNorShown() {
        Analysis a = analyze(store.open(URI, 1, TEXT + "Pattern { erase nowhere; }\n"));
        VerifierDiagnostics.Progress p = verifier.check(a, Long.MAX_VALUE, () -> false);
        assertTrue(p.complete());
        assertEquals(0, p.lowered());
        assertTrue(p.diagnostics().isEmpty());
    }

    /** A document just opened: the first publish lowers nothing, the second phase checks every pattern. */
    @Test
    void aNegativeBudgetLowersNothingAndTheSecondPhaseDoesItAll() {
        Analysis a = analyze(store.open(URI, 1, TEXT));
        Ide.Diagnostics first = Ide.diagnostics(a, verifier, -1, () -> false);
        assertFalse(first.complete());
        assertEquals(first.semantic(), first.all(), "no verifier failure before a pattern is lowered");
        Ide.Diagnostics rest = Ide.continued(first, a, verifier, () -> false);
        assertTrue(rest.complete());
        assertEquals(Ide.diagnostics(a, new VerifierDiagnostics(), Long.MAX_VALUE, () -> false).all(), rest.all());
        assertTrue(rest.all().size() > first.all().size(), "TEXT has a pattern the verifier rejects");
    }

    @Test
    void theSecondPhaseFindsWhatAFullCheckFindsAndKeepsTheOtherDiagnostics() {
        Analysis a = analyze(store.open(URI, 1, TEXT + "Pattern E {\n  let unused: Value;\n  erase op<calc.e>;\n}\n"));
        Ide.Diagnostics first = Ide.diagnostics(a, verifier, 0, () -> false);
        assertFalse(first.complete(), "a zero budget checks one pattern only");
        Ide.Diagnostics rest = Ide.continued(first, a, verifier, () -> false);
        assertTrue(rest.complete());
        assertEquals(Ide.diagnostics(a, new VerifierDiagnostics(), Long.MAX_VALUE, () -> false).all(), rest.all());
        assertEquals(first.semantic(), rest.semantic());
        assertFalse(first.semantic().isEmpty(), "Pattern E has an unused variable");
        assertTrue(rest.all().containsAll(first.semantic()), "the unused-variable warning stays");
    }
}
