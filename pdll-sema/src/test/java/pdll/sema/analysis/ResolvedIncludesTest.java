package pdll.sema.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pdll.sema.diag.SemaDiagnostic;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;
import pdll.base.io.FileAccess;

/**
 * The analysis records the analysed file's own includes as it resolved them: kind, range, path,
 * the import of a {@code .td} with every import diagnostic and its {@code .td} place as a note
 * (while the diagnostics keep the reference's single message), and the tree of an included
 * {@code .pdll} with the problems inside it and the files it includes.
 */
class ResolvedIncludesTest {
    static final Path DIR = Path.of("/w");
    static final Map<Path, String> FILES = Map.of(
            DIR.resolve("bad.pdll"), "#include \"nested.pdll\"\nConstraint Broken(x: Value) {\n  let = x;\n}\n",
            DIR.resolve("nested.pdll"), "Pattern { erase undefinedName; }\n",
            DIR.resolve("plain.td"), "def Plain;\n",
            DIR.resolve("broken.td"), "class Op<string n>;\ndef X : Op<NoSuchThing>;\n",
            DIR.resolve("lib/sub/found.pdll"), "Constraint Found(op: Op);\n",
            DIR.resolve("lib/incomplete.td"), "def A { assert 0, \"after\"; }\ninclude \"/nothere.td\"\n");
    static final FileAccess MEMORY = p -> Optional.ofNullable(FILES.get(p.toAbsolutePath().normalize()));
    static final AnalysisOptions OPTIONS = new AnalysisOptions(DIR, List.of(), MEMORY, false);

    static Analysis analyze(String text) {
        SyntaxTree tree = PdllParser.parse("/w/main.pdll", text);
        return Analyzer.analyze(tree, OPTIONS);
    }

    @Test
    void everyIncludeOfTheFileIsRecordedInOrder() {
        Analysis a = analyze("#include \"bad.pdll\"\n#include \"missing.pdll\"\n#include \"plain.td\"\n");
        List<ResolvedInclude> incs = a.includes();
        assertEquals(List.of("bad.pdll", "missing.pdll", "plain.td"), incs.stream().map(ResolvedInclude::name).toList());
        ResolvedInclude bad = incs.get(0);
        assertEquals(ResolvedInclude.Kind.PDLL, bad.kind());
        assertEquals(9, bad.range().start());
        assertEquals(19, bad.range().end());
        assertEquals(DIR.resolve("bad.pdll"), bad.path());
        assertSame(a.files().get(bad.tree().fileName()), bad.tree());
        assertNull(incs.get(1).path());
        assertTrue(incs.get(1).problems().isEmpty(), "a missing file has nothing inside: its error is at the include");
        assertTrue(incs.get(2).isTd());
        assertEquals(1, a.includes().stream().filter(i -> i.tdImport() != null).count());
    }

    @Test
    void problemsInsideAnIncludedPdllAndTheFilesItIncludes() {
        Analysis a = analyze("#include \"bad.pdll\"\n");
        List<String> problems = a.includes().get(0).problems().stream()
                .map(d -> Path.of(d.where().pdll().file()).getFileName() + ": " + d.message()).toList();
        assertEquals(List.of("nested.pdll: undefined reference to `undefinedName`",
                "bad.pdll: expected identifier after `let` to name a new variable"), problems);
    }

    @Test
    void everyImportDiagnosticIsKeptWithItsTdPlaceAsANote() {
        Analysis a = analyze("#include \"broken.td\"\n");
        ResolvedInclude inc = a.includes().get(0);
        SemaDiagnostic first = inc.problems().get(0);
        assertEquals(first.message(), a.diagnostics().get(0).message());
        assertTrue(a.diagnostics().get(0).notes().isEmpty(), "what the compiler prints is the reference's message alone");
        assertEquals(1, first.notes().size());
        assertEquals("broken.td", Path.of(first.notes().get(0).where().td().fileName()).getFileName().toString());
        assertEquals(2, first.notes().get(0).where().td().line());
        assertEquals(inc.tdImport().diagnostics().size(), inc.problems().size());
    }

    @Test
    void anIncludeNamesTheStringsDecodedValue() {
        // as mlir-pdll-22, which opens sub/b.pdll for "sub\2Fb.pdll"
        Analysis a = analyze("#include \"ne\\73ted.pdll\"\n");
        assertEquals("nested.pdll", a.includes().get(0).name());
        assertEquals(DIR.resolve("nested.pdll"), a.includes().get(0).path());
    }

    @Test
    void aLeadingSlashIsLookedForUnderTheIncludeDirs() {
        AnalysisOptions o = new AnalysisOptions(DIR, List.of(Path.of("lib")), MEMORY, false);
        Analysis a = Analyzer.analyze(PdllParser.parse("/w/main.pdll", "#include \"/sub/found.pdll\"\n"), o);
        assertEquals(List.of(), a.diagnostics());
        assertEquals(DIR.resolve("lib/sub/found.pdll"), a.includes().get(0).path());
        assertTrue(a.files().containsKey("lib/sub/found.pdll"), "named as found: the -I dir joined with the name");
    }

    /** The reference prints every error of a failed import, then stops: a missing include in the .td gives two. */
    @Test
    void everyErrorOfAFailedImportIsTheReferences() {
        AnalysisOptions o = new AnalysisOptions(DIR, List.of(Path.of("lib")), MEMORY, false);
        Analysis a = Analyzer.analyze(PdllParser.parse("/w/main.pdll", "#include \"/incomplete.td\"\nPattern { erase op<a.b>; }\n"), o);
        String at = "error while processing include file `/incomplete.td`: ";
        assertEquals(List.of(at + "could not find include file '/nothere.td'", at + "assertion failed: after",
                at + "assertion failed in this record", at + "Unexpected token at top level"),
                a.referenceDiagnostics().stream().map(SemaDiagnostic::message).toList());
    }
}
