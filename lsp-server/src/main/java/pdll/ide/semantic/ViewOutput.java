package pdll.ide.semantic;

import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.codegen.CppGenerator;
import pdll.sema.codegen.PdlGenerator;
import pdll.sema.print.AstPrinter;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * {@code pdll/viewOutput}: the compiler's output for the document, kind {@code ast}, {@code mlir}
 * or {@code cpp}. Like the reference server, the document is split at {@code // -----} and the
 * parts' outputs are joined with {@code "\n// -----\n\n"}; a part with errors shows its first
 * error (the reference shows nothing), a PDL verifier failure its message.
 */
public final class ViewOutput {
    private ViewOutput() {}

    public static String render(Analysis a, String kind) {
        List<SyntaxTree> parts = PdllParser.parseSplit(a.fileName(), a.snapshot().text(), ParseOptions.DEFAULT);
        AnalysisOptions o = new AnalysisOptions(a.searchPath().workingDir(), a.searchPath().includeDirs(),
                pdll.tablegen.source.FileAccess.DISK, false);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) out.append("\n// -----\n\n");
            pdll.sema.analysis.Analysis s = parts.size() == 1 && a.semantic() != null ? a.semantic() : Analyzer.analyze(parts.get(i), o);
            if (s.hasErrors()) {
                var first = s.referenceDiagnostics().get(s.referenceDiagnostics().size() - 1);
                out.append("// ").append(first.message().replace("\n", "\n// "));
                continue;
            }
            switch (kind) {
                case "ast" -> out.append(AstPrinter.print(s.module()));
                case "mlir", "cpp" -> {
                    PdlGenerator.Result r = kind.equals("mlir") ? PdlGenerator.generate(s, false, parts.size() > 1)
                            : CppGenerator.generate(s, parts.size() > 1);
                    out.append(r.failed() ? r.verifierError() : r.text());
                }
                default -> throw new IllegalArgumentException("unknown output kind `" + kind + "`");
            }
        }
        return out.toString();
    }
}
