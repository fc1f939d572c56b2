package pdll.ide.diagnostics;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import pdll.ide.analysis.Analysis;
import pdll.ide.semantic.SemanticSpans;
import pdll.ide.text.FileSpan;
import pdll.ide.text.TextRange;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.diag.Severity;

/**
 * All diagnostics of a document: the syntax-level ones ({@link SyntaxDiagnostics}: every syntax
 * error, include problems shown at the include) and every semantic error and warning of the
 * analyzer, which, unlike the reference, goes on after an error. Notes become related
 * information, in the document, an included file or the {@code .td}. Extra warnings carry their
 * code in the message.
 */
public final class SemanticDiagnostics {
    private SemanticDiagnostics() {}

    public static List<IdeDiagnostic> compute(Analysis a) {
        List<IdeDiagnostic> out = new ArrayList<>(SyntaxDiagnostics.compute(a));
        if (a.semantic() == null) return out;
        Set<String> seen = new HashSet<>();
        for (IdeDiagnostic d : out) seen.add(d.range().start() + ":" + d.message());
        for (SemaDiagnostic d : a.semantic().diagnostics()) {
            SourceRange r = d.where().pdll();
            if (!SemanticSpans.inDocument(a, r)) continue; // included files: shown at their include already
            TextRange range = r.end() > r.start() ? new TextRange(r.start(), r.end())
                    : SyntaxDiagnostics.rangeAt(a.snapshot().tree(), r.start());
            if (!seen.add(r.start() + ":" + d.message())) continue;
            List<IdeDiagnostic.Related> related = new ArrayList<>();
            for (SemaDiagnostic n : d.notes()) {
                FileSpan at = SemanticSpans.of(a, n.where());
                if (at != null) related.add(new IdeDiagnostic.Related(at, n.message()));
            }
            IdeDiagnostic.Severity sev = d.severity() == Severity.ERROR ? IdeDiagnostic.Severity.ERROR
                    : d.severity() == Severity.WARNING ? IdeDiagnostic.Severity.WARNING : IdeDiagnostic.Severity.INFORMATION;
            out.add(new IdeDiagnostic(range, sev, d.message(), related));
        }
        out.sort(IdeDiagnostic.BY_RANGE);
        return out;
    }
}
