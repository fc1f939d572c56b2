package pdll.sema.compile;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.codegen.LiteralProblem;
import pdll.sema.codegen.PdlGenerator;
import pdll.sema.codegen.PdlGenerator.SplitLocations;
import pdll.sema.codegen.VerifierFailure;
import pdll.sema.print.AstPrinter;
import pdll.syntax.SyntaxTree;

/**
 * Compiles a file, or the parts of a split one ({@code --split-input-file}) one after the other,
 * to one kind of output: what {@code pdllc} prints and the language server's
 * {@code pdll/viewOutput} shows. A part is analysed on its own; one with errors has no output, nor
 * has one the PDL verifier rejects. AST node numbers run on across the parts one compiler prints,
 * as addresses do in one {@code mlir-pdll} run. Callers render diagnostics and failures and join
 * the outputs.
 */
public final class Compiler {
    /** The output: {@code -x=ast}, {@code -x=mlir} or {@code -x=cpp}. */
    public enum Kind {
        AST, MLIR, CPP;

        /** The kind named {@code ast}, {@code mlir} or {@code cpp}, else null. */
        public static Kind named(String name) {
            for (Kind k : values()) if (k.name().toLowerCase(Locale.ROOT).equals(name)) return k;
            return null;
        }
    }

    /**
     * What one part produced: its analysis, its output (null when it has errors, a type literal
     * that does not parse, or failed to verify), the problems of its attribute and type literals
     * that {@code mlir-pdll} reports (in its order; errors and our warnings) and the PDL verifier's
     * failures (the first of each failing pattern).
     */
    public record Part(Analysis analysis, String output, List<LiteralProblem> literalProblems, List<VerifierFailure> failures) {}

    private final Kind kind;
    private final SplitLocations locations;
    private final Map<Object, Integer> astIds = new IdentityHashMap<>();

    public Compiler(Kind kind, SplitLocations locations) {
        this.kind = kind;
        this.locations = locations;
    }

    /** Analyses the part with {@code options} (whose file access reads its includes) and compiles it. */
    public Part compile(SyntaxTree part, AnalysisOptions options) {
        return compile(Analyzer.analyze(part, options));
    }

    /** Compiles a part already analysed. */
    public Part compile(Analysis a) {
        if (a.hasErrors()) return new Part(a, null, List.of(), List.of());
        if (kind == Kind.AST) return new Part(a, AstPrinter.print(a.module(), astIds), List.of(), List.of());
        PdlGenerator.Result r = PdlGenerator.generate(a, locations, kind == Kind.CPP);
        return new Part(a, r.text(), r.reportedProblems(), r.failures());
    }
}
