package pdll.ide.analysis;

import java.nio.file.Path;
import java.util.List;
import pdll.ide.text.TextRange;
import pdll.sema.ods.OdsImport;
import pdll.syntax.SyntaxTree;
import pdll.syntax.tree.Decl;

/**
 * One {@code #include} of the document, resolved.
 *
 * @param nameRange the file name string (quotes included), absolute in the document
 * @param resolved the file found, or null
 * @param tdImport for a {@code .td}: its ODS import (also when it failed: the diagnostics say why)
 * @param pdll for a {@code .pdll}: its syntax tree
 * @param nestedProblems problems inside an included {@code .pdll} (its syntax errors and those of
 *     the files it includes, failed imports there), reported at this include
 */
public record Include(Decl.Include decl, TextRange nameRange, Path resolved, OdsImport tdImport, SyntaxTree pdll,
                      List<NestedProblem> nestedProblems) {

    public boolean isTd() {
        return decl.file().endsWith(".td");
    }

    /**
     * A problem in an included file.
     *
     * @param file where it is (null when unknown)
     * @param offset the UTF-16 offset in that file (-1 when unknown)
     * @param text that file's text ("" when unknown)
     */
    public record NestedProblem(Path file, int offset, String text, String message) {}
}
