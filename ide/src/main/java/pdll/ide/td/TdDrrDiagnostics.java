package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;
import pdll.drr.check.DrrChecker;
import pdll.drr.check.DrrDiagnostic;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.text.FileSpan;
import pdll.tablegen.Evaluation;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;

/**
 * The DRR checks of {@code mlir-tblgen -gen-rewriters} on the Pattern records of a {@code .td}
 * document that evaluated ({@link DrrChecker}): what the reference rejects, the first being its
 * first error (same message, same place), and the warnings for what it lets through. Each is
 * shown on the word its location points at (the pattern's name, or {@code def} for an anonymous
 * one), with code {@code drr}; one located in another file (an operator record that is not an op)
 * is shown on the pattern, with that place as related information.
 */
final class TdDrrDiagnostics {
    private TdDrrDiagnostics() {}

    static final String CODE = "drr";

    static List<IdeDiagnostic> of(TdAnalysis a) {
        Evaluation ev = a.evaluation();
        if (ev.records() == null) return List.of();
        List<DrrDiagnostic> found = DrrChecker.check(ev, a.file());
        if (found.isEmpty()) return List.of();
        String text = a.snapshot().text();
        Map<SourceFile, Path> paths = ev.inputs().pathsBySource();
        List<IdeDiagnostic> out = new ArrayList<>();
        for (DrrDiagnostic d : found) {
            Loc at = ev.inputs().current(d.loc());
            Loc pattern = ev.inputs().current(d.pattern());
            if (inDocument(at, a, paths)) {
                out.add(new IdeDiagnostic(TdDocumentDiagnostics.word(text, at.offset()), d.severity(), d.message(), List.of(), CODE));
            } else if (inDocument(pattern, a, paths)) {
                List<IdeDiagnostic.Related> related = new ArrayList<>();
                Path there = at.isKnown() ? paths.get(at.file()) : null;
                if (there != null) {
                    String other = at.file().text();
                    related.add(new IdeDiagnostic.Related(new FileSpan(there, new LineIndex(other),
                            TdDocumentDiagnostics.word(other, at.offset())), "in " + at.fileName() + ":" + at.line() + ":" + at.column()));
                }
                out.add(new IdeDiagnostic(TdDocumentDiagnostics.word(text, pattern.offset()), d.severity(), d.message(), related, CODE));
            }
        }
        out.sort(IdeDiagnostic.BY_RANGE); // the document's order (the checker's is the reference's)
        return out;
    }

    private static boolean inDocument(Loc loc, TdAnalysis a, Map<SourceFile, Path> paths) {
        return loc.isKnown() && a.file().equals(paths.get(loc.file())) && loc.offset() <= a.snapshot().text().length();
    }
}
