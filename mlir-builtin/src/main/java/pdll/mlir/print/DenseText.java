package pdll.mlir.print;

import java.util.List;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.HexData;
import pdll.mlir.ir.Integers;
import pdll.mlir.ir.Type;
import pdll.mlir.lex.StringLiterals;

/**
 * The text between {@code dense<} and {@code >}: one value for a splat, nothing for no elements,
 * the raw data in hex for more than {@value #HEX_THRESHOLD} elements, else nested lists by the
 * shape. Complex values print as {@code (re,im)} with no blank, as MLIR prints them.
 */
final class DenseText {
    /** From how many elements MLIR prints dense data as hex. */
    static final int HEX_THRESHOLD = 100;

    private DenseText() {}

    static void elements(StringBuilder sb, Attr.DenseElementsAttr d) {
        Type.ShapedType shaped = (Type.ShapedType) d.type();
        Type element = shaped.element();
        if (d.splat()) {
            element(sb, d.elements().get(0), element);
            return;
        }
        if (d.elements().isEmpty()) return;
        if (d.elements().size() > HEX_THRESHOLD) {
            sb.append('"').append(HexData.encode(d.elements(), element)).append('"');
            return;
        }
        nested(sb, d.elements(), shaped.shape(), 0, 0, element);
    }

    /** The elements from {@code first} of the sub-array at dimension {@code dim}; returns how many it printed. */
    private static int nested(StringBuilder sb, List<Attr.Element> elements, List<Long> shape, int dim, int first, Type element) {
        if (dim == shape.size()) {
            element(sb, elements.get(first), element);
            return 1;
        }
        sb.append('[');
        int printed = 0;
        for (long i = 0; i < shape.get(dim); i++) {
            if (i > 0) sb.append(", ");
            printed += nested(sb, elements, shape, dim + 1, first + printed, element);
        }
        sb.append(']');
        return printed;
    }

    static void element(StringBuilder sb, Attr.Element e, Type t) {
        if (e instanceof Attr.Element.Complex c) {
            Type part = ((Type.ComplexType) t).element();
            sb.append('(');
            element(sb, c.real(), part);
            sb.append(',');
            element(sb, c.imaginary(), part);
            sb.append(')');
        } else if (e instanceof Attr.Element.Float f) {
            sb.append(f.value().print());
        } else if (t instanceof Type.IntegerType i && i.width() == 1) {
            sb.append(((Attr.Element.Int) e).bits().signum() == 0 ? "false" : "true");
        } else {
            sb.append(Integers.value(((Attr.Element.Int) e).bits(), t));
        }
    }

    static void strings(StringBuilder sb, Attr.DenseStringElementsAttr d) {
        sb.append("dense<");
        stringElements(sb, d);
        sb.append('>');
    }

    static void stringElements(StringBuilder sb, Attr.DenseStringElementsAttr d) {
        if (d.splat()) {
            quoted(sb, d.elements().get(0));
            return;
        }
        sb.append('[');
        for (int i = 0; i < d.elements().size(); i++) quoted(sb.append(i == 0 ? "" : ", "), d.elements().get(i));
        sb.append(']');
    }

    private static void quoted(StringBuilder sb, String bytes) {
        sb.append('"').append(StringLiterals.escape(bytes)).append('"');
    }
}
