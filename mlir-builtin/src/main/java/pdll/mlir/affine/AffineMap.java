package pdll.mlir.affine;

/** TEMPORARY stand-in until the affine package lands (branch i29-affine). */
public interface AffineMap {
    int numDims();

    int numSymbols();

    int numResults();

    boolean isIdentity();
}
