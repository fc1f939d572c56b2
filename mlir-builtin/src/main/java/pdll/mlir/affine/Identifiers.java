package pdll.mlir.affine;

import java.util.ArrayDeque;
import java.util.List;

/** What maps and sets share: the printed form of their identifier lists and results, and their bounds. */
final class Identifiers {
    private Identifiers() {}

    /** {@code (d0, d1)[s0] -> (a, b)} (no brackets without symbols), {@code separator} being {@code ->} or {@code :}. */
    static String print(int numDims, int numSymbols, String separator, List<?> items) {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < numDims; i++) sb.append(i > 0 ? ", d" : "d").append(i);
        sb.append(')');
        if (numSymbols > 0) {
            sb.append('[');
            for (int i = 0; i < numSymbols; i++) sb.append(i > 0 ? ", s" : "s").append(i);
            sb.append(']');
        }
        sb.append(' ').append(separator).append(" (");
        for (int i = 0; i < items.size(); i++) sb.append(i > 0 ? ", " : "").append(items.get(i));
        return sb.append(')').toString();
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
