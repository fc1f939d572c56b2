package pdll.mlir.affine;

/** The symbol {@code s<position>} of a map or set. */
public record AffineSymbolExpr(int position) implements AffineExpr {
    public AffineSymbolExpr {
        if (position < 0) throw new IllegalArgumentException("negative symbol position " + position);
    }

    @Override
    public String toString() {
        return "s" + position;
    }
}
