package pdll.ide.inlay;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.InlayHint;
import pdll.ide.syntax.Nodes;
import pdll.sema.ods.OdsOperation;
import pdll.sema.ods.OdsValue;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.Decl;
import pdll.syntax.tree.Expr;

/**
 * Parameter-name hints in {@code op<name>(...)} operand lists and {@code -> (...)} result lists,
 * as the reference gives them: when the number of groups written equals the ODS count, each gets
 * its ODS name ({@code lhs:}); a single expression where the counts differ (or without ODS) gets
 * {@code operands:} / {@code results:}. Type and call-argument hints come from the semantic model
 * ({@code SemanticInlayHints}).
 */
public final class OpInlayHints {
    private OpInlayHints() {}

    public static List<InlayHint> compute(Analysis a, TextRange range) {
        List<InlayHint> out = new ArrayList<>();
        for (TopLevel tl : a.snapshot().tree().topLevels()) {
            if (tl.end() < range.start() || tl.offset() > range.end()) continue;
            int base = tl.offset();
            for (Decl d : tl.decls()) {
                Nodes.walk(d, n -> {
                    if (!(n instanceof Expr.Operation o) || o.name() == null || o.name().text() == null) return;
                    OdsOperation op = a.ods().lookupOperation(o.name().text());
                    add(out, base, range, o.operands(), op == null ? null : op.operands(), "operands:");
                    if (o.results() != null) add(out, base, range, o.results(), op == null ? null : op.results(), "results:");
                });
            }
        }
        out.sort(Comparator.comparingInt(InlayHint::offset).thenComparing(InlayHint::label));
        return out;
    }

    private static void add(List<InlayHint> out, int base, TextRange range, List<Expr> written, List<OdsValue> ods, String generic) {
        if (written == null || written.isEmpty()) return;
        if (ods != null && written.size() == ods.size()) {
            for (int i = 0; i < written.size(); i++) {
                Expr e = written.get(i);
                String name = ods.get(i).name();
                if (e == null || e instanceof Expr.Error || name.isEmpty()) continue;
                if (e instanceof Expr.Ref r && r.name() != null && name.equals(r.name().text())) continue; // says it already
                int at = base + e.span().start();
                if (range.touches(at)) out.add(new InlayHint(at, name + ":", InlayHint.Kind.PARAMETER));
            }
        } else if (written.size() == 1 && written.get(0) != null && !(written.get(0) instanceof Expr.Error)) {
            int at = base + written.get(0).span().start();
            if (range.touches(at)) out.add(new InlayHint(at, generic, InlayHint.Kind.PARAMETER));
        }
    }
}
