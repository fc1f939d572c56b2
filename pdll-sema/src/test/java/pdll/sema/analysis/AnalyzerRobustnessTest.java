package pdll.sema.analysis;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.print.AstPrinter;
import pdll.syntax.PdllParser;

/** Inputs that must neither crash nor hang the analyzer: each yields diagnostics or a model. */
class AnalyzerRobustnessTest {
    private static final AnalysisOptions OPTIONS = new AnalysisOptions(Path.of("."), List.of(), FileAccess.DISK, true);

    private static Analysis analyze(String text) {
        return Analyzer.analyze(PdllParser.parse("t.pdll", text), OPTIONS);
    }

    @Test
    void longMemberAndCallChains() {
        String members = "Pattern {\n  let root = op<calc.a>(x: Value);\n  let t = (a = x);\n  replace root with t"
                + ".a".repeat(200_000) + ";\n}\n";
        assertTrue(analyze(members).hasErrors());
        String calls = "Rewrite R(v: Value) -> Value;\nPattern {\n  let root = op<calc.a>(x: Value);\n"
                + "  rewrite root with { replace root with R(x)" + "(x)".repeat(200_000) + "; };\n}\n";
        assertTrue(analyze(calls).hasErrors());
    }

    @Test
    void deepButValidNestingPrints() {
        String nested = "Rewrite R(v: Value) -> Value;\nPattern {\n  let root = op<calc.a>(x: Value);\n"
                + "  rewrite root with { replace root with " + "R(".repeat(100) + "x" + ")".repeat(100) + "; };\n}\n";
        Analysis a = analyze(nested);
        assertFalse(a.hasErrors(), () -> a.diagnostics().toString());
        assertTrue(AstPrinter.print(a.module(), new IdentityHashMap<>()).contains("CallExpr"));
    }

    @Test
    void hugeTuplesAndManyPatterns() {
        StringBuilder tuple = new StringBuilder("Pattern {\n  let root = op<calc.a>(x: Value);\n  let t = (");
        for (int i = 0; i < 20_000; i++) tuple.append(i == 0 ? "" : ", ").append("e").append(i).append(" = x");
        tuple.append(");\n  replace root with t.e19999;\n}\n");
        assertFalse(analyze(tuple.toString()).hasErrors());
        StringBuilder many = new StringBuilder("Constraint C(v: Value);\n");
        for (int i = 0; i < 5_000; i++) {
            many.append("Pattern P").append(i).append(" {\n  let r = op<calc.a").append(i).append(">(x: Value);\n  C(x);\n")
                    .append("  replace r with op<calc.b>(x);\n}\n");
        }
        Analysis a = analyze(many.toString());
        assertFalse(a.diagnostics().stream().anyMatch(SemaDiagnostic::isError));
        assertTrue(a.module().children().size() == 5_001);
    }

    @Test
    void randomGarbageNeverThrows() {
        Random r = new Random(42);
        String alphabet = "Pattern Constraint Rewrite let op<a.b> ( ) { } [ ] < > : ; , . => -> = x y _ Value Op Attr "
                + "Type TypeRange ValueRange not erase replace with rewrite return attr<\"1\"> type<\"i32\"> 0 1 \"s\" ";
        String[] words = alphabet.split(" ");
        for (int i = 0; i < 2_000; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = r.nextInt(60); k > 0; k--) sb.append(words[r.nextInt(words.length)]).append(' ');
            analyze(sb.toString());
        }
    }
}
