package pdll.mlir.affine;

/** A 64-bit signed constant. */
public record AffineConstantExpr(long value) implements AffineExpr {
    @Override
    public String toString() {
        return Long.toString(value);
    }
}
