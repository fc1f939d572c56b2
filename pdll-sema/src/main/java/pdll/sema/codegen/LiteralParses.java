package pdll.sema.codegen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.Type;
import pdll.mlir.parse.Literals;
import pdll.mlir.parse.Parser;
import pdll.sema.analysis.Analysis;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.syntax.SyntaxTree;

/**
 * The values of a file's {@code attr<"…">} and {@code type<"…">}, parsed as MLIR parses them
 * (once per distinct literal), with their problems located in the PDLL source.
 */
public final class LiteralParses {
    /** A literal's value (null when it does not parse) and its problems (an error, or warnings). */
    public record Parsed<T>(T value, List<LiteralProblem> problems) {}

    private final Analysis analysis;
    private final Map<String, Literals.Outcome<Attr>> attributes = new HashMap<>();
    private final Map<String, Literals.Outcome<Type>> types = new HashMap<>();

    public LiteralParses(Analysis analysis) {
        this.analysis = analysis;
    }

    public Parsed<Attr> attribute(Expr.AttributeExpr e) {
        LiteralSource src = source(e.range(), e.value());
        Literals.Outcome<Attr> o = attributes.computeIfAbsent(src.bytes(), Literals::attributeOfBytes);
        return new Parsed<>(o.value(), problems(o, src, e.range(), false));
    }

    public Parsed<Type> type(Expr.TypeExpr e) {
        LiteralSource src = source(e.range(), e.value());
        Literals.Outcome<Type> o = types.computeIfAbsent(src.bytes(), Literals::typeOfBytes);
        return new Parsed<>(o.value(), problems(o, src, e.range(), true));
    }

    private LiteralSource source(SourceRange range, String value) {
        SyntaxTree tree = analysis.files().get(range.file());
        return LiteralSource.of(tree == null ? null : tree.text(), range, value);
    }

    private static List<LiteralProblem> problems(Literals.Outcome<?> o, LiteralSource src, SourceRange range, boolean type) {
        List<LiteralProblem> out = new ArrayList<>();
        if (!o.ok()) out.add(new LiteralProblem(at(src, range, o.error().offset()), o.error(), null, type, o.value() != null));
        for (Parser.DialectUse use : o.dialectUses()) {
            String what = use.isType() ? "type" : "attribute";
            out.add(new LiteralProblem(at(src, range, use.offset()), null, "dialect " + what + " `" + use.text() + "` is kept as written: mlir-pdll"
                    + " rejects it (" + what + " created with unregistered dialect), MLIR parses it where the patterns run with its dialect loaded",
                    type, true));
        }
        return out;
    }

    private static SourceRange at(LiteralSource src, SourceRange range, int byteOffset) {
        int offset = src.sourceOffset(byteOffset);
        return new SourceRange(range.file(), offset, Math.max(offset, Math.min(offset + 1, range.end())));
    }
}
