package pdll.pdllc;

import java.nio.file.Path;
import java.util.List;
import pdll.base.io.FileAccess;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.ods.OdsPrinter;
import pdll.syntax.PdllParser;

/**
 * {@code --dump-ods}: analyses the input (so that its errors are the reference's, semantic ones
 * included) and prints the ODS context its {@code .td} includes built, like {@code mlir-pdll
 * --dump-ods}. Like the reference, the first error stops the run and nothing is dumped.
 */
final class OdsDump {
    private final Path workingDir;
    private final List<Path> includeDirs;
    private final FileAccess files;

    /** The outcome: the text for stderr and whether it is an error. */
    record Result(String stderr, boolean failed) {}

    OdsDump(Path workingDir, List<Path> includeDirs, FileAccess files) {
        this.workingDir = workingDir;
        this.includeDirs = includeDirs;
        this.files = files;
    }

    Result run(String fileName, String text) {
        Analysis a = Analyzer.analyze(PdllParser.parse(fileName, text),
                new AnalysisOptions(workingDir, includeDirs, files, false));
        String diagnostics = new DiagnosticRenderer(a, false, false, false).render(a.referenceDiagnostics());
        if (a.hasErrors()) return new Result(diagnostics, true);
        return new Result(diagnostics + OdsPrinter.dumpOds(a.ods()), false);
    }
}
