package pdll.pdllc;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.print.AstPrinter;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;
import pdll.tablegen.source.FileAccess;

/**
 * Compiling inputs: parse, analyse, print diagnostics (by default exactly as many as the
 * reference, which stops at the first error), then the requested output.
 */
final class Compile {
    private Compile() {}

    static int run(PdllcOptions o, Path cwd, InputStream stdin, PrintStream out, PrintStream err, List<Path> includeDirs) {
        int rc = 0;
        for (String input : o.inputs()) {
            String name = input.equals("-") ? "<stdin>" : input;
            String text;
            try {
                text = input.equals("-") ? new String(stdin.readAllBytes(), StandardCharsets.UTF_8)
                        : Files.readString(cwd.resolve(input), StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                err.println("cannot open input file '" + input + "': No such file or directory");
                rc = 1;
                continue;
            }
            AnalysisOptions ao = new AnalysisOptions(cwd, includeDirs, FileAccess.DISK, o.extraWarnings());
            List<SyntaxTree> parts = o.splitMarker() != null ? PdllParser.parseSplit(name, text, ParseOptions.DEFAULT)
                    : List.of(PdllParser.parse(name, text, ParseOptions.DEFAULT));
            StringBuilder output = new StringBuilder();
            for (int i = 0; i < parts.size(); i++) {
                Analysis a = Analyzer.analyze(parts.get(i), ao);
                List<SemaDiagnostic> diags = o.allErrors() ? a.diagnostics() : a.referenceDiagnostics();
                if (o.allErrors() && !o.extraWarnings()) diags = diags.stream().filter(d -> d.code() == null).toList();
                if (o.extraWarnings() && !o.allErrors()) {
                    diags = new java.util.ArrayList<>(diags);
                    for (SemaDiagnostic d : a.diagnostics()) if (d.code() != null) diags.add(d);
                }
                boolean color = o.color() == PdllcOptions.Color.ALWAYS
                        || (o.color() == PdllcOptions.Color.AUTO && System.console() != null && System.getenv("NO_COLOR") == null);
                err.print(new DiagnosticRenderer(a, o.diagnosticsFormat() == PdllcOptions.DiagnosticsFormat.JSON, color,
                        o.splitMarker() != null)
                        .render(diags));
                if (a.hasErrors()) {
                    rc = 1;
                    continue;
                }
                String printed;
                if (o.kind() == PdllcOptions.Kind.AST) {
                    printed = AstPrinter.print(a.module());
                } else {
                    pdll.sema.codegen.PdlGenerator.Result pdl = o.kind() == PdllcOptions.Kind.MLIR
                            ? pdll.sema.codegen.PdlGenerator.generate(a, false) : pdll.sema.codegen.CppGenerator.generate(a);
                    if (pdl.failed()) {
                        err.println(pdl.verifierError());
                        rc = 1;
                        continue;
                    }
                    printed = pdl.text();
                }
                if (i > 0) output.append(o.outputSplitMarker()).append('\n');
                output.append(printed);
            }
            out.print(output);
        }
        return rc;
    }
}
