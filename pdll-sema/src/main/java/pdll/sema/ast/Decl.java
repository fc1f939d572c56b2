package pdll.sema.ast;

import java.util.List;
import pdll.sema.ods.ImportedConstraint;
import pdll.sema.types.PdllType;

/** Declarations: named things, constraints, and the pieces of operations. */
public sealed interface Decl extends Node {

    /** A variable: {@code let}, inline {@code name: C}, an argument or a result ({@code name} "" when unnamed). */
    record VariableDecl(String name, SourceRange nameRange, PdllType type, Expr init, List<ConstraintRef> constraints,
                        SourceRange range) implements Decl {}

    /**
     * A user {@code Constraint} or {@code Rewrite}: PDLL body ({@code body}), native code
     * ({@code code}) or external (neither). {@code ods} is set for constraints imported from ODS.
     */
    record CallableDecl(boolean rewrite, String name, SourceRange nameRange, List<VariableDecl> inputs,
                        List<VariableDecl> results, PdllType resultType, String code, Stmt.CompoundStmt body,
                        ImportedConstraint ods, SourceRange range) implements Decl {
        public boolean isNative() {
            return body == null;
        }

        public PdllType type() {
            return rewrite ? PdllType.REWRITE : PdllType.CONSTRAINT;
        }
    }

    /** {@code Pattern}; {@code benefit} is null when not written. */
    record PatternDecl(String name, SourceRange nameRange, Integer benefit, boolean recursion, Stmt.CompoundStmt body,
                       SourceRange range) implements Decl {}

    /** {@code name = value} of an operation's attribute dictionary. */
    record NamedAttributeDecl(String name, SourceRange nameRange, Expr value, SourceRange range) implements Decl {}

    /** The name in {@code op<…>} / {@code Op<…>}; null for any operation. */
    record OpNameDecl(String name, SourceRange range) implements Decl {}

    /** {@code Attr} or {@code Attr<type>}. */
    record AttrConstraintDecl(Expr typeExpr, SourceRange range) implements Decl {}

    /** {@code Op} or {@code Op<name>}. */
    record OpConstraintDecl(OpNameDecl opName, SourceRange range) implements Decl {}

    record TypeConstraintDecl(SourceRange range) implements Decl {}

    record TypeRangeConstraintDecl(SourceRange range) implements Decl {}

    /** {@code Value} or {@code Value<type>}. */
    record ValueConstraintDecl(Expr typeExpr, SourceRange range) implements Decl {}

    /** {@code ValueRange} or {@code ValueRange<types>}. */
    record ValueRangeConstraintDecl(Expr typeExpr, SourceRange range) implements Decl {}
}
