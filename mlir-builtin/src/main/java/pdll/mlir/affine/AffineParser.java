package pdll.mlir.affine;

import pdll.mlir.lex.TokenStream;

/** TEMPORARY stand-in until the affine package lands (branch i29-affine). */
public final class AffineParser {
    private AffineParser() {}

    public static AffineMap parseMap(TokenStream ts) {
        throw ts.error("affine maps are not supported yet");
    }

    public static IntegerSet parseSet(TokenStream ts) {
        throw ts.error("affine sets are not supported yet");
    }
}
