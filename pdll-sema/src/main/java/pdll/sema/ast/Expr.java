package pdll.sema.ast;

import java.util.List;
import pdll.sema.types.PdllType;

/** Typed expressions. */
public sealed interface Expr extends Stmt {
    PdllType type();

    /** {@code attr<"…">} ({@code value} unescaped) or the unit attribute of a value-less named attribute. */
    record AttributeExpr(String value, SourceRange range) implements Expr {
        public PdllType type() {
            return PdllType.ATTR;
        }
    }

    record TypeExpr(String value, SourceRange range) implements Expr {
        public PdllType type() {
            return PdllType.TYPE;
        }
    }

    record CallExpr(Expr callee, List<Expr> arguments, PdllType type, boolean negated, SourceRange range)
            implements Expr {}

    record DeclRefExpr(Decl decl, PdllType type, SourceRange range) implements Expr {}

    /** {@code parent.member}; also the implicit {@code $results} access of an Op converted to values. */
    record MemberAccessExpr(Expr parent, String member, PdllType type, SourceRange range) implements Expr {}

    record OperationExpr(Decl.OpNameDecl name, List<Expr> operands, List<Expr> resultTypes,
                         List<Decl.NamedAttributeDecl> attributes, PdllType type, SourceRange range) implements Expr {}

    /** A tuple converted to a {@code ValueRange} or {@code TypeRange} in a rewrite. */
    record RangeExpr(List<Expr> elements, PdllType type, SourceRange range) implements Expr {}

    record TupleExpr(List<Expr> elements, List<String> names, PdllType type, SourceRange range) implements Expr {}

    /** An expression that failed to analyse (already reported). Never printed. */
    record ErrorExpr(SourceRange range) implements Expr {
        public PdllType type() {
            return PdllType.ERROR;
        }
    }
}
