package pdll.ide.definition;

import java.util.Optional;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.SemanticSpans;
import pdll.ide.text.FileSpan;
import pdll.sema.ast.Decl;
import pdll.sema.diag.Where;
import pdll.sema.query.SemanticModel;

/** From a use of a variable, Constraint, Rewrite or Pattern to its declared name (in this file or an included one). */
public final class SemanticDefinition {
    private SemanticDefinition() {}

    public static Optional<FileSpan> definition(Analysis a, int offset) {
        if (a.model() == null) return Optional.empty();
        return a.model().declarationAt(a.fileName(), offset).map(d -> target(a, d));
    }

    public static FileSpan target(Analysis a, Decl d) {
        if (d instanceof Decl.CallableDecl c && c.ods() != null) return SemanticSpans.of(a, Where.of(c.ods().loc()));
        return SemanticSpans.of(a, SemanticModel.nameRange(d));
    }
}
