package pdll.sema.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;
import pdll.sema.ast.Decl;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.query.SemanticModel;
import pdll.syntax.PdllParser;
import pdll.syntax.SourcePos;
import pdll.syntax.SyntaxTree;

/**
 * Five different semantic mistakes from the conformance corpus in one file: the analyzer reports
 * each of them (the reference stops at the first), the first one exactly as the reference does,
 * and still answers queries about the declaration that has no error.
 */
class ConcatenatedErrorsTest {
    private static final List<String> CASES = List.of("neg_call_wrong_arg_count", "neg_undefined_reference",
            "neg_erase_non_op", "neg_member_access_tuple", "neg_constraint_type_incompatible", "neg_tuple_duplicate_label");
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");

    @Test
    void everyMistakeIsReportedAndTheRestStillAnswers(@TempDir Path dir) throws Exception {
        // the shared corpus's neg_ cases, concatenated
        java.util.Optional<Path> shared = pdll.testsupport.Outside.sharedCorpus();
        Assumptions.assumeTrue(shared.isPresent(), pdll.testsupport.Outside.noSharedCorpus());
        Path conf = shared.get();
        StringBuilder text = new StringBuilder();
        for (String c : CASES) text.append(Files.readString(conf.resolve(c + ".pdll"))).append('\n');
        text.append("Pattern {\n  let good = op<calc.ok>(v: Value);\n  erase good;\n}\n");
        Path file = dir.resolve("concat.pdll");
        Files.writeString(file, text);

        SyntaxTree tree = PdllParser.parse("concat.pdll", text.toString());
        Analysis a = Analyzer.analyze(tree, new AnalysisOptions(dir, List.of(), FileAccess.DISK, false));
        List<SemaDiagnostic> errors = a.diagnostics().stream().filter(SemaDiagnostic::isError).toList();
        assertTrue(errors.size() >= CASES.size(), "one error per mistake at least: " + errors.size());

        // each case's own first error message appears
        for (String c : CASES) {
            String expected = Files.readString(conf.resolve(c + ".expected.stderr")).lines().findFirst().orElseThrow();
            String message = expected.substring(expected.indexOf(": error: ") + 9);
            assertTrue(errors.stream().anyMatch(d -> d.message().equals(message)), c + ": " + message);
        }

        String first = headline(tree, errors.get(0));
        String firstCase = Files.readString(conf.resolve(CASES.get(0) + ".expected.stderr")).lines().findFirst().orElseThrow();
        assertEquals(firstCase.replace(CASES.get(0) + ".pdll", "concat.pdll"), first);
        if (Files.isExecutable(REF)) {
            var r = pdll.tablegen.bench.ReferenceTools.run(REF, dir, List.of("concat.pdll", "-x=ast"), 60);
            assertEquals(r.stderr().lines().findFirst().orElseThrow(), first);
        }

        SemanticModel m = SemanticModel.of(a);
        int at = text.indexOf("erase good") + 7;
        Decl good = m.declarationAt("concat.pdll", at).orElseThrow();
        assertEquals("good", SemanticModel.nameOf(good));
        assertEquals("Op<calc.ok>", ((Decl.VariableDecl) good).type().toString());
    }

    private static String headline(SyntaxTree tree, SemaDiagnostic d) {
        SourceRange r = d.where().pdll();
        SourcePos p = tree.position(r.start());
        return r.file() + ":" + p.line() + ":" + p.column() + ": error: " + d.message();
    }
}
