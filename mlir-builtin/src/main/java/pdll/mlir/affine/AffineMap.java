package pdll.mlir.affine;

import java.util.List;
import java.util.Objects;

/**
 * MLIR's {@code AffineMap}: {@code numDims} dimensions and {@code numSymbols} symbols to a list
 * of results (possibly none: {@code (d0) -> ()}, and the empty map {@code () -> ()}). Equal maps
 * are {@code equals}, as MLIR's uniqued maps are identical. {@link #toString()} is the text MLIR
 * prints between {@code affine_map<} and {@code >}.
 */
public record AffineMap(int numDims, int numSymbols, List<AffineExpr> results) {
    // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
    // which the AOT cache does not archive: the first use spun method handles at every start.
    @Override
    public boolean equals(Object o) {
        return o instanceof AffineMap x && numDims == x.numDims && numSymbols == x.numSymbols && Objects.equals(results, x.results);
    }

    @Override
    public int hashCode() {
        return Objects.hash(numDims, numSymbols, results);
    }

    public AffineMap {
        results = List.copyOf(results);
        Identifiers.check(numDims, numSymbols, results);
    }

    /** {@code () -> ()}. */
    public static AffineMap empty() {
        return new AffineMap(0, 0, List.of());
    }

    public int numInputs() {
        return numDims + numSymbols;
    }

    public int numResults() {
        return results.size();
    }

    /** As many results as dimensions, result {@code i} being {@code d<i>} (symbols aside): MLIR drops such a memref layout. */
    public boolean isIdentity() {
        if (results.size() != numDims) return false;
        for (int i = 0; i < numDims; i++) {
            if (!(results.get(i) instanceof AffineDimExpr d) || d.position() != i) return false;
        }
        return true;
    }

    @Override
    public String toString() {
        return Identifiers.print(numDims, numSymbols, "->", results);
    }
}
