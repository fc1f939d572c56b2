package pdll.ide.diagnostics;

import java.util.ArrayList;
import java.util.List;
import pdll.base.diag.Severity;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.analysis.SemanticSpans;
import pdll.sema.ast.AstWalk;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.codegen.LiteralParses;
import pdll.sema.codegen.LiteralProblem;

/**
 * The problems of a document's {@code attr<"…">} and {@code type<"…">} literals, code
 * {@value #CODE}: MLIR's own error where MLIR does not parse the literal (what {@code mlir-pdll}
 * reports only when it generates PDL or C++, and for a type by crashing), underlining the very
 * character MLIR's column names inside the string; a warning for a dialect attribute or type kept
 * as written. Checked whatever else is wrong with the document: a literal means what it means on
 * its own. Literals of included files are left to those files.
 */
public final class LiteralDiagnostics {
    public static final String CODE = "mlir-literal";

    private LiteralDiagnostics() {}

    public static List<IdeDiagnostic> compute(Analysis a) {
        pdll.sema.analysis.Analysis sem = a.semantic();
        if (sem == null) return List.of();
        LiteralParses parses = new LiteralParses(sem);
        List<IdeDiagnostic> out = new ArrayList<>();
        for (Decl d : sem.module().children()) {
            if (!SemanticSpans.inDocument(a, d.range())) continue;
            AstWalk.walk(d, n -> {
                List<LiteralProblem> problems = List.of();
                if (n instanceof Expr.AttributeExpr e && SemanticSpans.inDocument(a, e.range())) problems = parses.attribute(e).problems();
                else if (n instanceof Expr.TypeExpr e && SemanticSpans.inDocument(a, e.range())) problems = parses.type(e).problems();
                for (LiteralProblem p : problems) {
                    TextRange at = p.at().textRange();
                    if (at.end() <= at.start()) at = new TextRange(Math.max(0, at.start() - 1), at.start());
                    out.add(new IdeDiagnostic(at, p.isError() ? Severity.ERROR : Severity.WARNING, p.message(), List.of(), CODE));
                }
            });
        }
        return out;
    }
}
