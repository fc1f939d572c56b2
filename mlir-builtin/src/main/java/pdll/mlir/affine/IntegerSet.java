package pdll.mlir.affine;

import java.util.List;

/**
 * MLIR's {@code IntegerSet}: the points of {@code numDims} dimensions, given {@code numSymbols}
 * symbols, where every constraint holds. There is always at least one constraint: MLIR reads
 * {@code (d0) : ()} as {@link #universe} ({@code 0 == 0}) and keeps trivially true or false
 * constraints as written ({@code 1 == 0} stays). {@link #toString()} is the text MLIR prints
 * between {@code affine_set<} and {@code >}.
 */
public record IntegerSet(int numDims, int numSymbols, List<Constraint> constraints) {
    /** {@code expr == 0} or {@code expr >= 0}. */
    public record Constraint(AffineExpr expr, boolean isEquality) {
        public Constraint {
            java.util.Objects.requireNonNull(expr);
        }

        @Override
        public String toString() {
            return AffinePrinter.print(expr) + (isEquality ? " == 0" : " >= 0");
        }
    }

    public IntegerSet {
        constraints = List.copyOf(constraints);
        if (constraints.isEmpty()) throw new IllegalArgumentException("an integer set has at least one constraint");
        Identifiers.check(numDims, numSymbols, constraints.stream().map(Constraint::expr).toList());
    }

    /** The set of every point: {@code 0 == 0}, what MLIR makes of an empty constraint list. */
    public static IntegerSet universe(int numDims, int numSymbols) {
        return new IntegerSet(numDims, numSymbols, List.of(new Constraint(AffineExpr.constant(0), true)));
    }

    /** MLIR's canonical empty set: {@code 1 == 0}. */
    public static IntegerSet empty(int numDims, int numSymbols) {
        return new IntegerSet(numDims, numSymbols, List.of(new Constraint(AffineExpr.constant(1), true)));
    }

    @Override
    public String toString() {
        return Identifiers.print(numDims, numSymbols, ":", constraints);
    }
}
