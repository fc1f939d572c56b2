package pdll.sema.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Module;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.ods.OdsContext;
import pdll.syntax.SyntaxTree;

/**
 * The immutable result of analysing one PDLL file: the typed AST of every declaration (also of
 * those with errors, as far as they could be understood), every diagnostic in the order the
 * reference's single pass would meet them, the files read (the main one first) and every reference
 * to a declaration.
 *
 * @param uses every reference to a declaration, with the range of the referencing name
 * @param globals the declarations of the module scope, in definition order
 * @param includedAt for each included {@code .pdll} file, where it was first included
 * @param tdIncludedAt for each {@code .td} file a PDLL file includes (by the path it was opened
 *     with), where it was first included
 * @param dependencies every file read for includes ({@code .pdll} files and {@code .td} closures), as opened
 * @param includes the analysed file's own {@code #include}s, resolved, in order
 * @param reuse what {@link Analyzer#analyze(SyntaxTree, AnalysisOptions, Analysis)} may reuse
 *     when it analyses the next version of the file (opaque)
 */
public record Analysis(Module module, List<SemaDiagnostic> diagnostics, Map<String, SyntaxTree> files, OdsContext ods,
                       List<Use> uses, List<Decl> globals,
                       Map<String, SourceRange> includedAt, Map<String, SourceRange> tdIncludedAt,
                       List<Path> dependencies, List<ResolvedInclude> includes, Reuse reuse) {

    public record Use(SourceRange at, Decl decl) {}

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(SemaDiagnostic::isError);
    }

    /**
     * What the reference prints: everything up to and including the first error (it stops there),
     * with the error printed together with it after a lexer error, without our extra warnings.
     */
    public List<SemaDiagnostic> referenceDiagnostics() {
        List<SemaDiagnostic> out = new ArrayList<>();
        boolean stopped = false;
        for (SemaDiagnostic d : diagnostics) {
            if (d.code() != null) continue;
            if (stopped && !d.withPrevious()) break;
            out.add(d);
            if (d.isError()) stopped = true;
        }
        return out;
    }
}
