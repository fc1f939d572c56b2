package pdll.ide.analysis;

import java.nio.file.Path;
import pdll.base.text.LineIndex;
import pdll.ide.text.FileSpan;
import pdll.ide.text.TdLocations;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.Where;
import pdll.syntax.SyntaxTree;

/** From the semantic analysis' locations (a range of a PDLL file, or a {@code .td} position) to file spans. */
public final class SemanticSpans {
    private SemanticSpans() {}

    public static boolean inDocument(Analysis a, SourceRange r) {
        return r != null && r.file().equals(a.fileName());
    }

    /** The span of a range in the document or in an included {@code .pdll} file; null when unknown. */
    public static FileSpan of(Analysis a, SourceRange r) {
        if (r == null) return null;
        if (inDocument(a, r)) {
            return new FileSpan(a.snapshot().spanPath(), a.snapshot().lines(), r.textRange());
        }
        SyntaxTree t = a.semantic().files().get(r.file());
        if (t == null) return null;
        Path p = Path.of(r.file());
        if (!p.isAbsolute()) p = a.searchPath().workingDir().resolve(p);
        // an included file is parsed whole, so its tree's own index serves (no new one per span)
        LineIndex lines = t.originOffset() == 0 ? t.lines() : new LineIndex(t.text());
        return new FileSpan(p.toAbsolutePath().normalize(), lines, r.textRange());
    }

    public static FileSpan of(Analysis a, Where w) {
        if (w.pdll() != null) return of(a, w.pdll());
        if (w.td() == null || !w.td().isKnown()) return null;
        Path p = TdLocations.path(w.td(), a.searchPath().workingDir());
        return p == null ? null : new FileSpan(p, w.td().file().lines(), TdLocations.identifierAt(w.td()));
    }
}
