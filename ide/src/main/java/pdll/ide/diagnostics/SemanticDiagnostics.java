package pdll.ide.diagnostics;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pdll.base.diag.Severity;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.analysis.SemanticSpans;
import pdll.ide.text.FileSpan;
import pdll.ide.text.TdLocations;
import pdll.sema.analysis.ResolvedInclude;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.diag.Where;
import pdll.syntax.SyntaxTree;
import pdll.tablegen.source.Loc;

/**
 * All diagnostics of a document, from the one stream of the semantic analysis: every syntax and
 * semantic error and warning in the document (the analyzer, unlike the reference, goes on after
 * an error), and the problems inside included files, shown at the {@code #include} that brings
 * them in with their exact places as related information. Notes become related information (in
 * the document, an included file or the {@code .td}); an error the reference prints with another
 * (the parser's error on a token the lexer rejected) is shown on its own. Extra warnings carry
 * their code in the message. Without a semantic analysis (it crashed), the syntax errors.
 */
public final class SemanticDiagnostics {
    private SemanticDiagnostics() {}

    public static List<IdeDiagnostic> compute(Analysis a) {
        if (a.semantic() == null) return SyntaxDiagnostics.compute(a);
        List<IdeDiagnostic> out = new ArrayList<>();
        for (SemaDiagnostic d : a.semantic().diagnostics()) {
            SourceRange r = d.where().pdll();
            // problems of included files, and a failed .td import's first error, are shown at the include below
            if (!SemanticSpans.inDocument(a, r) || atFailedTdImport(a, r)) continue;
            TextRange range = r.end() > r.start() ? r.textRange()
                    : SyntaxDiagnostics.rangeAt(a.snapshot().tree(), r.start());
            List<IdeDiagnostic.Related> related = new ArrayList<>();
            for (SemaDiagnostic n : d.notes()) {
                if (n.isError() && SemanticSpans.inDocument(a, n.where().pdll())) {
                    SourceRange at = n.where().pdll();
                    out.add(new IdeDiagnostic(SyntaxDiagnostics.rangeAt(a.snapshot().tree(), at.start()),
                            Severity.ERROR, n.message(), List.of()));
                    continue;
                }
                FileSpan at = SemanticSpans.of(a, n.where());
                if (at != null) related.add(new IdeDiagnostic.Related(at, n.message()));
            }
            out.add(new IdeDiagnostic(range, d.severity(), d.message(), related));
        }
        for (ResolvedInclude inc : a.includes()) {
            if (inc.isTd()) tdProblems(a, inc, out);
            else pdllProblems(a, inc, out);
        }
        out.sort(IdeDiagnostic.BY_RANGE);
        return out;
    }

    private static boolean atFailedTdImport(Analysis a, SourceRange r) {
        for (ResolvedInclude inc : a.includes()) if (inc.isTd() && !inc.problems().isEmpty() && inc.range().equals(r)) return true;
        return false;
    }

    /** Each error of a {@code .td} import, at the include, with its place in the {@code .td}. */
    private static void tdProblems(Analysis a, ResolvedInclude inc, List<IdeDiagnostic> out) {
        for (SemaDiagnostic p : inc.problems()) {
            List<IdeDiagnostic.Related> rel = new ArrayList<>();
            for (SemaDiagnostic n : p.notes()) {
                FileSpan at = tdSpan(n.where().td(), a.searchPath().workingDir());
                if (at != null) rel.add(new IdeDiagnostic.Related(at, n.message()));
            }
            out.add(new IdeDiagnostic(inc.range().textRange(), Severity.ERROR, p.message(), rel));
        }
    }

    /** The errors inside an included {@code .pdll} and the files it includes, as one error at the include. */
    private static void pdllProblems(Analysis a, ResolvedInclude inc, List<IdeDiagnostic> out) {
        List<SemaDiagnostic> errors = new ArrayList<>();
        for (SemaDiagnostic p : inc.problems()) {
            if (!p.isError()) continue;
            errors.add(p);
            for (SemaDiagnostic n : p.notes()) if (n.isError()) errors.add(n); // the errors the reference prints with it
        }
        if (errors.isEmpty()) return;
        List<IdeDiagnostic.Related> rel = new ArrayList<>();
        for (SemaDiagnostic e : errors) {
            FileSpan at = place(a, e.where());
            if (at != null) rel.add(new IdeDiagnostic.Related(at, e.message()));
        }
        String more = errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : "";
        out.add(new IdeDiagnostic(inc.range().textRange(), Severity.ERROR,
                "error in included file `" + inc.name() + "`: " + errors.get(0).message() + more, rel));
    }

    /** Where a problem in an included file is: an empty range (a syntax error) as the character there. */
    private static FileSpan place(Analysis a, Where w) {
        FileSpan at = SemanticSpans.of(a, w);
        SourceRange r = w.pdll();
        if (at == null || r == null || r.end() > r.start()) return at;
        SyntaxTree t = a.semantic().files().get(r.file());
        int end = Math.min(t.text().length(), r.start() + 1);
        return new FileSpan(at.file(), at.lines(), new TextRange(r.start(), Math.max(r.start(), end)));
    }

    /** The location of a TableGen position, as a one-character span. */
    private static FileSpan tdSpan(Loc loc, Path workingDir) {
        if (loc == null || !loc.isKnown()) return null;
        Path p = TdLocations.path(loc, workingDir);
        if (p == null) return null;
        LineIndex lines = loc.file().lines();
        int end = Math.min(loc.file().text().length(), loc.offset() + 1);
        return new FileSpan(p, lines, new TextRange(loc.offset(), Math.max(loc.offset(), end)));
    }
}
