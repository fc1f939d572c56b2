package pdll.ide.semantic;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
 * or {@code cpp}. Like the reference server, the document is split at {@code // -----}, the
 * parts' outputs are joined with {@code "\n// -----\n\n"} and a part's locations name the file
 * with lines counted from the part's start; a part with errors shows its first error (the
 * reference shows nothing), a PDL verifier failure its message as the reference server shows it
 * ({@code file:line:col: error: message}, the source line and a caret).
 */
public final class ViewOutput {
    private ViewOutput() {}

    /** What the generator writes for a split part's location; the server names the file alone. */
    private static final Pattern SPLIT_LOC = Pattern.compile("loc\\(\"within split at (.*?):\\d+ offset \":");
    private static final Pattern VERIFIER = Pattern.compile(
            "loc\\(\"(?:within split at (.+?):(\\d+) offset )?(.*?)\":(\\d+):(\\d+)\\): (error: .*)", Pattern.DOTALL);

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
                    out.append(r.failed() ? verifierMessage(r.verifierError(), a.snapshot().text())
                            : SPLIT_LOC.matcher(r.text()).replaceAll(m -> Matcher.quoteReplacement("loc(\"" + m.group(1) + "\":")));
                }
                default -> throw new IllegalArgumentException("unknown output kind `" + kind + "`");
            }
        }
        return out.toString();
    }

    /** {@code loc("f":l:c): error: m} as a compiler diagnostic with the source line and a caret. */
    static String verifierMessage(String error, String text) {
        Matcher m = VERIFIER.matcher(error);
        if (!m.matches()) return error;
        String file = m.group(1) != null ? m.group(1) : m.group(3);
        int line = Integer.parseInt(m.group(4)), column = Integer.parseInt(m.group(5));
        int absolute = m.group(2) != null ? Integer.parseInt(m.group(2)) + line - 1 : line;
        String[] lines = text.split("\n", -1);
        StringBuilder sb = new StringBuilder(file + ":" + line + ":" + column + ": " + m.group(6) + "\n");
        if (absolute >= 1 && absolute <= lines.length) {
            sb.append(lines[absolute - 1].stripTrailing()).append('\n').append(" ".repeat(Math.max(0, column - 1))).append("^\n");
        }
        return sb.toString();
    }
}
