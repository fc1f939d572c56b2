package pdll.mlir.parse;

import java.math.BigInteger;
import java.util.List;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.Type;
import pdll.mlir.lex.TokenStream;
import pdll.mlir.print.AsmPrinter;

/** The check MLIR makes of a sparse attribute's indices: each within the shape. */
final class SparseIndices {
    private SparseIndices() {}

    static void check(Attr.DenseElementsAttr indices, Type.ShapedType shaped, Type type, TokenStream ts, int at) {
        List<Long> shape = shaped.shape();
        int rank = shape.size();
        Type.ShapedType indexType = (Type.ShapedType) indices.type();
        long rows = indexType.shape().get(0);
        for (int r = 0; r < rows; r++) {
            StringBuilder index = new StringBuilder("[");
            boolean inside = true;
            for (int d = 0; d < rank; d++) {
                Attr.Element e = indices.splat() ? indices.elements().get(0) : indices.elements().get(r * rank + d);
                // MLIR reads the coordinates as unsigned 64-bit values
                BigInteger v = ((Attr.Element.Int) e).bits();
                index.append(d == 0 ? "" : ", ").append(v);
                if (v.compareTo(BigInteger.valueOf(shape.get(d))) >= 0) inside = false;
            }
            if (!inside) {
                throw ts.error(at, "sparse index #" + r + " is not contained within the value shape, with index=" + index + "], and type='"
                        + AsmPrinter.type(type) + "'");
            }
        }
    }
}
