package pdll.ide.hover;

import java.util.Optional;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.HoverInfo;
import pdll.ide.analysis.SemanticSpans;
import pdll.mlir.print.AsmPrinter;
import pdll.sema.ast.AstWalk;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.sema.codegen.LiteralParses;

/**
 * Hover on an {@code attr<"…">} or {@code type<"…">}: the value as MLIR builds it, in MLIR's
 * canonical form (what the generated pattern matches or creates: {@code dense<[1, 1]>} is the
 * splat {@code dense<1>}, {@code 255 : i8} is {@code -1 : i8}, a float is rounded to its type),
 * or why MLIR does not parse it. The reference has no hover here.
 */
public final class LiteralHover {
    private LiteralHover() {}

    public static Optional<HoverInfo> hover(Analysis a, int offset) {
        pdll.sema.analysis.Analysis sem = a.semantic();
        if (sem == null) return Optional.empty();
        Expr[] found = new Expr[1];
        for (Decl d : sem.module().children()) {
            if (d.range() == null || !d.range().contains(offset) || !SemanticSpans.inDocument(a, d.range())) continue;
            AstWalk.walk(d, n -> {
                if (n instanceof Expr.AttributeExpr e && literalAt(a, e.range(), offset)) found[0] = e;
                if (n instanceof Expr.TypeExpr e && literalAt(a, e.range(), offset)) found[0] = e;
            });
        }
        if (found[0] == null) return Optional.empty();
        LiteralParses parses = new LiteralParses(sem);
        StringBuilder md = new StringBuilder();
        SourceRange range;
        if (found[0] instanceof Expr.AttributeExpr e) {
            range = e.range();
            LiteralParses.Parsed<pdll.mlir.ir.Attr> p = parses.attribute(e);
            if (p.value() != null) md.append("**MLIR attribute**: `").append(AsmPrinter.attribute(p.value())).append('`');
            else md.append("**MLIR attribute** that does not parse: ").append(p.problems().get(0).message());
        } else {
            Expr.TypeExpr e = (Expr.TypeExpr) found[0];
            range = e.range();
            LiteralParses.Parsed<pdll.mlir.ir.Type> p = parses.type(e);
            if (p.value() != null) md.append("**MLIR type**: `").append(AsmPrinter.type(p.value())).append('`');
            else md.append("**MLIR type** that does not parse: ").append(p.problems().get(0).message());
        }
        return Optional.of(new HoverInfo(range.textRange(), md.append('\n').toString()));
    }

    /** A literal written in the document ({@code attr<…>}, not the implicit unit of a named attribute) holding the offset. */
    private static boolean literalAt(Analysis a, SourceRange r, int offset) {
        if (r == null || !r.contains(offset) || !SemanticSpans.inDocument(a, r)) return false;
        String text = a.snapshot().text();
        return r.start() + 4 <= text.length() && (text.startsWith("attr", r.start()) || text.startsWith("type", r.start()));
    }
}
