package pdll.mlir.affine;

/**
 * An affine expression of MLIR's builtin affine maps and integer sets: a dimension {@code d<i>},
 * a symbol {@code s<i>}, a 64-bit constant, or a binary {@code +}, {@code *}, {@code mod},
 * {@code floordiv}, {@code ceildiv} of two expressions (subtraction and negation are additions
 * and multiplications by {@code -1}, as in MLIR).
 *
 * <p>Values are immutable and only built through the operations below, which apply the
 * simplifications MLIR applies when it builds an expression (constant folding, operand order,
 * {@code d0 + d0} to {@code d0 * 2}, the {@code floordiv}/{@code ceildiv}/{@code mod} rules; see
 * {@link Simplify}), so two expressions MLIR would unique to the same one are {@code equals} and
 * print the same. {@link #toString()} is MLIR's printed form.
 */
public sealed interface AffineExpr permits AffineDimExpr, AffineSymbolExpr, AffineConstantExpr, AffineBinaryExpr {

    static AffineExpr dim(int position) {
        return new AffineDimExpr(position);
    }

    static AffineExpr symbol(int position) {
        return new AffineSymbolExpr(position);
    }

    static AffineExpr constant(long value) {
        return new AffineConstantExpr(value);
    }

    /** {@code lhs op rhs}, simplified as MLIR builds it. */
    static AffineExpr binary(AffineBinaryExpr.Kind kind, AffineExpr lhs, AffineExpr rhs) {
        return switch (kind) {
            case ADD -> Simplify.add(lhs, rhs);
            case MUL -> Simplify.mul(lhs, rhs);
            case MOD -> Simplify.mod(lhs, rhs);
            case FLOOR_DIV -> Simplify.floorDiv(lhs, rhs);
            case CEIL_DIV -> Simplify.ceilDiv(lhs, rhs);
        };
    }

    default AffineExpr plus(AffineExpr rhs) {
        return Simplify.add(this, rhs);
    }

    /** {@code this + rhs * -1}. */
    default AffineExpr minus(AffineExpr rhs) {
        return Simplify.add(this, rhs.negate());
    }

    default AffineExpr times(AffineExpr rhs) {
        return Simplify.mul(this, rhs);
    }

    /** {@code this * -1}. */
    default AffineExpr negate() {
        return Simplify.mul(this, constant(-1));
    }

    default AffineExpr floorDiv(AffineExpr rhs) {
        return Simplify.floorDiv(this, rhs);
    }

    default AffineExpr ceilDiv(AffineExpr rhs) {
        return Simplify.ceilDiv(this, rhs);
    }

    default AffineExpr mod(AffineExpr rhs) {
        return Simplify.mod(this, rhs);
    }

    /** No dimension occurs in it (MLIR's "symbolic or constant"). */
    default boolean isSymbolicOrConstant() {
        if (this instanceof AffineBinaryExpr b) return b.symbolicOrConstant;
        return !(this instanceof AffineDimExpr);
    }

    /**
     * Affine in MLIR's strict sense: a multiplication has a constant operand and a
     * {@code floordiv}, {@code ceildiv} or {@code mod} a constant right operand, throughout
     * (false for the semi-affine forms, whose such operand is symbolic).
     */
    default boolean isPureAffine() {
        if (!(this instanceof AffineBinaryExpr b)) return true;
        if (!b.lhs().isPureAffine() || !b.rhs().isPureAffine()) return false;
        return switch (b.kind()) {
            case ADD -> true;
            case MUL -> b.lhs() instanceof AffineConstantExpr || b.rhs() instanceof AffineConstantExpr;
            case MOD, FLOOR_DIV, CEIL_DIV -> b.rhs() instanceof AffineConstantExpr;
        };
    }
}
