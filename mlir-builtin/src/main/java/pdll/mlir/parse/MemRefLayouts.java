package pdll.mlir.parse;

import java.math.BigInteger;
import java.util.List;
import pdll.mlir.ir.Attr;

/** What MLIR checks and normalises of a memref's layout and memory space. */
final class MemRefLayouts {
    private MemRefLayouts() {}

    /** The memory space as MLIR keeps it: an integer 0 is the default (none). */
    static Attr memorySpace(Attr space) {
        if (space instanceof Attr.IntegerAttr i && i.bits().equals(BigInteger.ZERO)) return null;
        return space;
    }

    /** Builtin attributes that may be a memory space: integers, strings, dictionaries (and any dialect attribute). */
    static boolean isValidMemorySpace(Attr space) {
        return space instanceof Attr.IntegerAttr || space instanceof Attr.StringAttr || space instanceof Attr.DictionaryAttr
                || space instanceof Attr.DialectAttr;
    }

    /** The error MLIR reports for a layout that does not fit the shape, or null. */
    static String verify(Attr layout, List<Long> shape) {
        if (layout instanceof Attr.AffineMapAttr m && m.map().numDims() != shape.size()) {
            return "memref layout mismatch between rank and affine map: " + shape.size() + " != " + m.map().numDims();
        }
        if (layout instanceof Attr.StridedLayoutAttr s && s.strides().size() != shape.size()) {
            return "expected the number of strides to match the rank";
        }
        return null;
    }

    /** The layout as MLIR keeps it: an identity map is the default (none). */
    static Attr canonical(Attr layout, int rank) {
        if (layout instanceof Attr.AffineMapAttr m && m.map().isIdentity()) return null;
        return layout;
    }
}
