package pdll.sema.ast;

import java.util.List;
import java.util.Objects;
import pdll.sema.ods.ImportedConstraint;
import pdll.sema.types.PdllType;

/** Declarations: named things, constraints, and the pieces of operations. */
public sealed interface Decl extends Node {

    /** A variable: {@code let}, inline {@code name: C}, an argument or a result ({@code name} "" when unnamed). */
    record VariableDecl(String name, SourceRange nameRange, PdllType type, Expr init, List<ConstraintRef> constraints,
                        SourceRange range) implements Decl {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive: the first use spun method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof VariableDecl x && Objects.equals(name, x.name) && Objects.equals(nameRange, x.nameRange) && Objects.equals(type, x.type) && Objects.equals(init, x.init) && Objects.equals(constraints, x.constraints) && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, nameRange, type, init, constraints, range);
        }
    }

    /**
     * A user {@code Constraint} or {@code Rewrite}: PDLL body ({@code body}), native code
     * ({@code code}) or external (neither). {@code ods} is set for constraints imported from ODS.
     */
    record CallableDecl(boolean rewrite, String name, SourceRange nameRange, List<VariableDecl> inputs,
                        List<VariableDecl> results, PdllType resultType, String code, Stmt.CompoundStmt body,
                        ImportedConstraint ods, SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof CallableDecl d && rewrite == d.rewrite && Objects.equals(name, d.name)
                    && Objects.equals(nameRange, d.nameRange) && inputs.equals(d.inputs) && results.equals(d.results)
                    && Objects.equals(resultType, d.resultType) && Objects.equals(code, d.code)
                    && Objects.equals(body, d.body) && Objects.equals(ods, d.ods) && Objects.equals(range, d.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(rewrite, name, nameRange, inputs, results, resultType, code, body, ods, range);
        }

        public boolean isNative() {
            return body == null;
        }

        public PdllType type() {
            return rewrite ? PdllType.REWRITE : PdllType.CONSTRAINT;
        }
    }

    /** {@code Pattern}; {@code benefit} is null when not written. */
    record PatternDecl(String name, SourceRange nameRange, Integer benefit, boolean recursion, Stmt.CompoundStmt body,
                       SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof PatternDecl x && Objects.equals(name, x.name) && Objects.equals(nameRange, x.nameRange) && Objects.equals(benefit, x.benefit) && recursion == x.recursion && Objects.equals(body, x.body) && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, nameRange, benefit, recursion, body, range);
        }
    }

    /** {@code name = value} of an operation's attribute dictionary. */
    record NamedAttributeDecl(String name, SourceRange nameRange, Expr value, SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof NamedAttributeDecl x && Objects.equals(name, x.name) && Objects.equals(nameRange, x.nameRange) && Objects.equals(value, x.value) && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, nameRange, value, range);
        }
    }

    /** The name in {@code op<…>} / {@code Op<…>}; null for any operation. */
    record OpNameDecl(String name, SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof OpNameDecl x && Objects.equals(name, x.name) && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, range);
        }
    }

    /** {@code Attr} or {@code Attr<type>}. */
    record AttrConstraintDecl(Expr typeExpr, SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof AttrConstraintDecl x && Objects.equals(typeExpr, x.typeExpr) && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(typeExpr, range);
        }
    }

    /** {@code Op} or {@code Op<name>}. */
    record OpConstraintDecl(OpNameDecl opName, SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof OpConstraintDecl x && Objects.equals(opName, x.opName) && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(opName, range);
        }
    }

    record TypeConstraintDecl(SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof TypeConstraintDecl x && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(range);
        }
    }

    record TypeRangeConstraintDecl(SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof TypeRangeConstraintDecl x && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(range);
        }
    }

    /** {@code Value} or {@code Value<type>}. */
    record ValueConstraintDecl(Expr typeExpr, SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof ValueConstraintDecl x && Objects.equals(typeExpr, x.typeExpr) && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(typeExpr, range);
        }
    }

    /** {@code ValueRange} or {@code ValueRange<types>}. */
    record ValueRangeConstraintDecl(Expr typeExpr, SourceRange range) implements Decl {
        // Written out, as VariableDecl's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof ValueRangeConstraintDecl x && Objects.equals(typeExpr, x.typeExpr) && Objects.equals(range, x.range);
        }

        @Override
        public int hashCode() {
            return Objects.hash(typeExpr, range);
        }
    }
}
