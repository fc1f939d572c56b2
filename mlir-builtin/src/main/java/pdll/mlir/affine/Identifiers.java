package pdll.mlir.affine;

import java.util.ArrayDeque;
import java.util.List;

/** The dimension and symbol lists that maps and sets share: their printed form and their bounds. */
final class Identifiers {
    private Identifiers() {}

    /** {@code (d0, d1)[s0]}; no brackets without symbols. */
    static void print(int numDims, int numSymbols, StringBuilder sb) {
        sb.append('(');
        for (int i = 0; i < numDims; i++) sb.append(i > 0 ? ", d" : "d").append(i);
        sb.append(')');
        if (numSymbols == 0) return;
        sb.append('[');
        for (int i = 0; i < numSymbols; i++) sb.append(i > 0 ? ", s" : "s").append(i);
        sb.append(']');
    }

    /** Non-negative counts, and every dimension and symbol used is declared. */
    static void check(int numDims, int numSymbols, List<AffineExpr> exprs) {
        if (numDims < 0 || numSymbols < 0) throw new IllegalArgumentException("negative count of dimensions or symbols");
        ArrayDeque<AffineExpr> work = new ArrayDeque<>(exprs);
        while (!work.isEmpty()) {
            AffineExpr e = work.pop();
            if (e instanceof AffineDimExpr d && d.position() >= numDims) {
                throw new IllegalArgumentException("d" + d.position() + " used with " + numDims + " dimensions");
            }
            if (e instanceof AffineSymbolExpr s && s.position() >= numSymbols) {
                throw new IllegalArgumentException("s" + s.position() + " used with " + numSymbols + " symbols");
            }
            if (e instanceof AffineBinaryExpr b) {
                work.push(b.lhs());
                work.push(b.rhs());
            }
        }
    }
}
