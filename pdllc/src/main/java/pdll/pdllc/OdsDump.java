package pdll.pdllc;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pdll.sema.ods.ImportDiagnostic;
import pdll.sema.ods.OdsContext;
import pdll.sema.ods.OdsImport;
import pdll.sema.ods.OdsImporter;
import pdll.sema.ods.OdsPrinter;
import pdll.syntax.PdllParser;
import pdll.syntax.SourcePos;
import pdll.syntax.SyntaxTree;
import pdll.syntax.tree.Decl;
import pdll.tablegen.source.FileAccess;
import pdll.tablegen.source.IncludePath;

/**
 * {@code --dump-ods}: parses the input, imports every {@code .td} it includes (through included
 * {@code .pdll} files too, in order) and prints the ODS context like {@code mlir-pdll --dump-ods}.
 * The first problem is printed the reference's way and stops the run, as in the reference.
 */
final class OdsDump {
    private final Path workingDir;
    private final List<Path> includeDirs;
    private final FileAccess files;
    private final OdsContext context = new OdsContext();
    private final Set<String> pdllSeen = new HashSet<>();

    /** The outcome: the text for stderr and whether it is an error. */
    record Result(String stderr, boolean failed) {}

    OdsDump(Path workingDir, List<Path> includeDirs, FileAccess files) {
        this.workingDir = workingDir;
        this.includeDirs = includeDirs;
        this.files = files;
    }

    Result run(String fileName, String text) {
        String err = process(fileName, text);
        if (err != null) return new Result(err, true);
        return new Result(OdsPrinter.dumpOds(context), false);
    }

    /** Processes one file's includes; returns the rendered first error, or null. */
    private String process(String fileName, String text) {
        if (!pdllSeen.add(fileName)) return null;
        SyntaxTree tree = PdllParser.parse(fileName, text);
        if (tree.hasErrors()) {
            // the first error stops the reference; a lexer error is followed by the parser's error
            // at the same token, which the reference prints too
            List<pdll.syntax.Diagnostic> ds = tree.diagnostics();
            StringBuilder sb = new StringBuilder();
            for (pdll.syntax.Diagnostic d : ds) {
                if (d.offset() != ds.get(0).offset()) break;
                sb.append(at(tree, d.offset(), tree.format(d)));
            }
            return sb.toString();
        }
        for (pdll.syntax.TopLevel top : tree.topLevels()) {
          for (Decl decl : top.decls()) {
            if (!(decl instanceof Decl.Include inc)) continue;
            // spans are relative to their top-level chunk
            int at = top.offset() + inc.fileSpan().start();
            if (inc.file().endsWith(".td")) {
                OdsImport imp = OdsImporter.importTd(inc.file(), workingDir, includeDirs, files);
                if (!imp.diagnostics().isEmpty()) {
                    ImportDiagnostic d = imp.diagnostics().get(0);
                    if (!d.atInclude()) return d.headline(fileName, 0, 0) + "\n\n";
                    SourcePos p = tree.position(at);
                    return at(tree, at, d.headline(fileName, p.line(), p.column()));
                }
                context.add(imp);
            } else {
                Optional<IncludePath.Found> found = new IncludePath(workingDir, includeDirs).find(inc.file(), files);
                if (found.isEmpty()) {
                    SourcePos p = tree.position(at);
                    return at(tree, at, fileName + ":" + p.line() + ":" + p.column()
                            + ": error: unable to open include file `" + inc.file() + "`");
                }
                String included = files.read(found.get().path()).orElse("");
                String err = process(found.get().displayName(), included);
                if (err != null) return err;
            }
          }
        }
        return null;
    }

    private static String at(SyntaxTree tree, int offset, String headline) {
        SourcePos p = tree.position(offset);
        return Caret.render(headline, tree.text(), offset - p.utf16Character() - tree.originOffset(), p.utf16Character());
    }
}
