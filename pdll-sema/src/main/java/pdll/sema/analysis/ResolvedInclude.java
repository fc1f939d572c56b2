package pdll.sema.analysis;

import java.nio.file.Path;
import java.util.List;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.ods.OdsImport;
import pdll.syntax.SyntaxTree;

/**
 * One {@code #include} of the analysed file as the analysis resolved it: what an editor shows
 * for the include (its link, hover, the problems inside the included file) without resolving it
 * a second time.
 *
 * @param name the file name (the string's decoded value)
 * @param range the file name string (quotes included) in the analysed file
 * @param path the file found (absolute for a {@code .pdll}; as the importer opened it for a
 *     {@code .td}), or null when none was found
 * @param tdImport for a {@code .td}: its import (also when it failed: its diagnostics say why)
 * @param tree for a {@code .pdll}: the syntax tree analysed (null when not found or in a cycle)
 * @param problems what is wrong inside the included file: for a {@code .td}, every import
 *     diagnostic with its place in the {@code .td} as a note (the analysis' diagnostics keep only
 *     the first, without the note, as the reference prints it); for a {@code .pdll}, every
 *     diagnostic the analysis reported inside it and the files it includes
 */
public record ResolvedInclude(String name, SourceRange range, Kind kind, Path path, OdsImport tdImport, SyntaxTree tree,
                              List<SemaDiagnostic> problems) {

    public enum Kind { TD, PDLL }

    public ResolvedInclude {
        problems = List.copyOf(problems);
    }

    public boolean isTd() {
        return kind == Kind.TD;
    }
}
