package pdll.mlir.affine;

import java.util.Objects;

/**
 * {@code lhs op rhs}, as MLIR holds it after simplification. Only {@link Simplify} makes one
 * (through the operations of {@link AffineExpr}): a binary expression that exists is one MLIR
 * would have kept.
 */
public final class AffineBinaryExpr implements AffineExpr {
    /** The operators, with their spelling in MLIR's syntax. */
    public enum Kind {
        ADD("+"),
        MUL("*"),
        MOD("mod"),
        FLOOR_DIV("floordiv"),
        CEIL_DIV("ceildiv");

        private final String spelling;

        Kind(String spelling) {
            this.spelling = spelling;
        }

        public String spelling() {
            return spelling;
        }
    }

    private final Kind kind;
    private final AffineExpr lhs;
    private final AffineExpr rhs;
    /** No dimension in it: asked at every step of a simplification, so computed once. */
    final boolean symbolicOrConstant;
    private final int hash;

    AffineBinaryExpr(Kind kind, AffineExpr lhs, AffineExpr rhs) {
        this.kind = Objects.requireNonNull(kind);
        this.lhs = Objects.requireNonNull(lhs);
        this.rhs = Objects.requireNonNull(rhs);
        this.symbolicOrConstant = lhs.isSymbolicOrConstant() && rhs.isSymbolicOrConstant();
        this.hash = (kind.hashCode() * 31 + lhs.hashCode()) * 31 + rhs.hashCode();
    }

    public Kind kind() {
        return kind;
    }

    public AffineExpr lhs() {
        return lhs;
    }

    public AffineExpr rhs() {
        return rhs;
    }

    public boolean is(Kind k) {
        return kind == k;
    }

    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof AffineBinaryExpr b && b.hash == hash && b.kind == kind && b.lhs.equals(lhs) && b.rhs.equals(rhs);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return AffinePrinter.print(this);
    }
}
