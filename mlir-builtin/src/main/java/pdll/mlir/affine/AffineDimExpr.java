package pdll.mlir.affine;

/** The dimension {@code d<position>} of a map or set. */
public record AffineDimExpr(int position) implements AffineExpr {
    public AffineDimExpr {
        if (position < 0) throw new IllegalArgumentException("negative dimension position " + position);
    }

    @Override
    public String toString() {
        return "d" + position;
    }
}
