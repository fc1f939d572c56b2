package pdll.syntax;

import java.util.List;
import pdll.syntax.tree.Decl;

/** What the parser tests read off a {@link SyntaxTree} and the product does not need. */
final class Trees {
    private Trees() {}

    /** Every declaration, in order (each relative to its own {@link TopLevel}). */
    static List<Decl> declarations(SyntaxTree t) {
        return t.topLevels().stream().flatMap(top -> top.decls().stream()).toList();
    }

    /** {@code file:line:col: error: message}, the reference's first line of a diagnostic. */
    static String line(SyntaxTree t, Diagnostic d) {
        SourcePos p = t.position(d.offset());
        return t.fileName() + ":" + p.line() + ":" + p.column() + ": error: " + d.message();
    }

    /** The first lines of all the tree's diagnostics. */
    static List<String> lines(SyntaxTree t) {
        return t.diagnostics().stream().map(d -> line(t, d)).toList();
    }

    /** Same text, same chunks: an incremental reparse against a parse from scratch. */
    static boolean same(SyntaxTree a, SyntaxTree b) {
        return a.text().equals(b.text()) && a.topLevels().equals(b.topLevels());
    }
}
