package pdll.mlir.print;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.Integers;
import pdll.mlir.ir.Type;
import pdll.mlir.lex.StringLiterals;

/**
 * MLIR's canonical text of builtin attributes and types: what {@code mlir-pdll} prints for the
 * value of an {@code attr<"…">} or {@code type<"…">}. With an {@link AliasTable} an attribute
 * that has an alias ({@code #map}, {@code #loc3}) prints as the alias, as in a whole module;
 * without one everything prints inline. Integer and float values of the default types
 * ({@code i64}, {@code f64}) leave out their type inside arrays, dense arrays and memory spaces
 * (MLIR's "may elide"), never at the top or in a dictionary.
 */
public final class AsmPrinter {
    private final AliasTable aliases;
    /** Without aliases: the numbers of the distinct attributes this printer has printed. */
    private final Map<Attr.DistinctAttr, Integer> inlineDistinct = new HashMap<>();

    public AsmPrinter(AliasTable aliases) {
        this.aliases = aliases;
    }

    /** A type, inline. */
    public static String type(Type t) {
        StringBuilder sb = new StringBuilder();
        new AsmPrinter(null).type(sb, t);
        return sb.toString();
    }

    /** An attribute, inline. */
    public static String attribute(Attr a) {
        StringBuilder sb = new StringBuilder();
        new AsmPrinter(null).attribute(sb, a, false);
        return sb.toString();
    }

    public String print(Attr a) {
        StringBuilder sb = new StringBuilder();
        attribute(sb, a, false);
        return sb.toString();
    }

    public String print(Type t) {
        StringBuilder sb = new StringBuilder();
        type(sb, t);
        return sb.toString();
    }

    /** The attribute's alias without its {@code #}, or null when it prints inline. */
    String aliasOf(Attr a) {
        return aliases == null || !AliasTable.mayHaveAlias(a) ? null : aliases.aliasOf(a);
    }

    // ---- attributes -------------------------------------------------------------------------------

    void attribute(StringBuilder sb, Attr a, boolean mayElideType) {
        String alias = aliasOf(a);
        if (alias != null) {
            sb.append('#').append(alias);
            return;
        }
        definition(sb, a, mayElideType);
    }

    /** The attribute's own text, even when it has an alias (the right-hand side of {@code #map = …}). */
    void definition(StringBuilder sb, Attr a, boolean mayElideType) {
        if (a instanceof Attr.IntegerAttr i) {
            integer(sb, i, mayElideType);
        } else if (a instanceof Attr.FloatAttr f) {
            sb.append(f.value().print());
            // a value printed as a bit pattern keeps its type even where f64 may be left out
            if (!(mayElideType && f.type().keyword().equals("f64") && !f.value().printsAsHex())) type(sb.append(" : "), f.type());
        } else if (a instanceof Attr.StringAttr s) {
            sb.append('"').append(StringLiterals.escape(s.bytes())).append('"');
            if (!(s.type() instanceof Type.NoneType)) type(sb.append(" : "), s.type());
        } else if (a instanceof Attr.UnitAttr) {
            sb.append("unit");
        } else if (a instanceof Attr.SymbolRefAttr r) {
            symbolName(sb, r.root());
            for (String n : r.nested()) symbolName(sb.append("::"), n);
        } else if (a instanceof Attr.ArrayAttr arr) {
            sb.append('[');
            for (int i = 0; i < arr.elements().size(); i++) attribute(sb.append(i == 0 ? "" : ", "), arr.elements().get(i), true);
            sb.append(']');
        } else if (a instanceof Attr.DictionaryAttr d) {
            dictionary(sb, d);
        } else if (a instanceof Attr.TypeAttr t) {
            type(sb, t.type());
        } else if (a instanceof Attr.AffineMapAttr m) {
            sb.append("affine_map<").append(m.map()).append('>');
        } else if (a instanceof Attr.IntegerSetAttr s) {
            sb.append("affine_set<").append(s.set()).append('>');
        } else if (a instanceof Attr.StridedLayoutAttr s) {
            strided(sb, s);
        } else if (a instanceof Attr.DenseElementsAttr d) {
            sb.append("dense<");
            DenseText.elements(sb, d);
            type(sb.append("> : "), d.type());
        } else if (a instanceof Attr.DenseStringElementsAttr d) {
            DenseText.strings(sb, d);
            type(sb.append(" : "), d.type());
        } else if (a instanceof Attr.DenseResourceAttr r) {
            sb.append("dense_resource<");
            keywordOrString(sb, r.handle());
            type(sb.append("> : "), r.type());
        } else if (a instanceof Attr.SparseElementsAttr s) {
            sparse(sb, s);
        } else if (a instanceof Attr.DenseArrayAttr d) {
            denseArray(sb, d);
        } else if (a instanceof Attr.DistinctAttr d) {
            int n = aliases != null ? aliases.distinctNumber(d) : inlineDistinct.computeIfAbsent(d, k -> inlineDistinct.size());
            sb.append("distinct[").append(n).append("]<");
            if (!(d.referenced() instanceof Attr.UnitAttr)) attribute(sb, d.referenced(), false);
            sb.append('>');
        } else if (a instanceof Attr.DialectAttr d) {
            sb.append('#').append(d.dialect()).append(d.body().startsWith("<") ? "" : ".").append(d.body());
            if (!(d.type() instanceof Type.NoneType)) type(sb.append(" : "), d.type());
        } else if (a instanceof Attr.Location l) {
            sb.append("loc(");
            LocationText.location(this, sb, l);
            sb.append(')');
        } else {
            throw new IllegalArgumentException("no syntax for " + a);
        }
    }

    private void integer(StringBuilder sb, Attr.IntegerAttr i, boolean mayElideType) {
        if (i.type() instanceof Type.IntegerType it && it.width() == 1 && it.isSignless()) {
            sb.append(i.bits().signum() == 0 ? "false" : "true");
            return;
        }
        sb.append(Integers.value(i.bits(), i.type()));
        boolean i64 = i.type() instanceof Type.IntegerType it && it.width() == 64 && it.isSignless();
        if (!(mayElideType && i64)) type(sb.append(" : "), i.type());
    }

    private void dictionary(StringBuilder sb, Attr.DictionaryAttr d) {
        sb.append('{');
        for (int i = 0; i < d.entries().size(); i++) {
            Attr.NamedAttr e = d.entries().get(i);
            if (i > 0) sb.append(", ");
            keywordOrString(sb, e.name());
            if (!(e.value() instanceof Attr.UnitAttr)) attribute(sb.append(" = "), e.value(), false);
        }
        sb.append('}');
    }

    private static void strided(StringBuilder sb, Attr.StridedLayoutAttr s) {
        sb.append("strided<[");
        for (int i = 0; i < s.strides().size(); i++) dynamic(sb.append(i == 0 ? "" : ", "), s.strides().get(i));
        sb.append(']');
        if (s.offset() != 0) dynamic(sb.append(", offset: "), s.offset());
        sb.append('>');
    }

    private static void dynamic(StringBuilder sb, long v) {
        if (v == Type.DYNAMIC) sb.append('?');
        else sb.append(v);
    }

    private void sparse(StringBuilder sb, Attr.SparseElementsAttr s) {
        sb.append("sparse<");
        Attr.DenseElementsAttr indices = s.indices();
        if (((Type.ShapedType) indices.type()).elementCount() != 0) {
            DenseText.elements(sb, indices);
            sb.append(", ");
            if (s.values() instanceof Attr.DenseElementsAttr v) DenseText.elements(sb, v);
            else if (s.values() instanceof Attr.DenseStringElementsAttr v) DenseText.stringElements(sb, v);
        }
        type(sb.append("> : "), s.type());
    }

    private void denseArray(StringBuilder sb, Attr.DenseArrayAttr d) {
        type(sb.append("array<"), d.elementType());
        for (int i = 0; i < d.elements().size(); i++) {
            sb.append(i == 0 ? ": " : ", ");
            DenseText.element(sb, d.elements().get(i), d.elementType());
        }
        sb.append('>');
    }

    /** A dictionary key or resource name: bare when it lexes as an identifier, else a string. */
    static void keywordOrString(StringBuilder sb, String name) {
        if (isBareIdentifier(name)) sb.append(name);
        else sb.append('"').append(StringLiterals.escape(name)).append('"');
    }

    private static void symbolName(StringBuilder sb, String name) {
        sb.append('@');
        if (name.isEmpty()) sb.append("<<INVALID EMPTY SYMBOL>>");
        else keywordOrString(sb, name);
    }

    /** {@code [a-zA-Z_][a-zA-Z0-9_$.]*} */
    static boolean isBareIdentifier(String s) {
        if (s.isEmpty()) return false;
        char c = s.charAt(0);
        if (!(Character.isLetter(c) && c < 128) && c != '_') return false;
        for (int i = 1; i < s.length(); i++) {
            char d = s.charAt(i);
            if (!((d < 128 && Character.isLetterOrDigit(d)) || d == '_' || d == '$' || d == '.')) return false;
        }
        return true;
    }

    // ---- types ------------------------------------------------------------------------------------

    void type(StringBuilder sb, Type t) {
        if (t instanceof Type.IntegerType i) {
            sb.append(i.signedness() == Type.Signedness.SIGNED ? "si" : i.signedness() == Type.Signedness.UNSIGNED ? "ui" : "i").append(i.width());
        } else if (t instanceof Type.IndexType) {
            sb.append("index");
        } else if (t instanceof Type.NoneType) {
            sb.append("none");
        } else if (t instanceof Type.FloatType f) {
            sb.append(f.keyword());
        } else if (t instanceof Type.ComplexType c) {
            type(sb.append("complex<"), c.element());
            sb.append('>');
        } else if (t instanceof Type.TupleType tu) {
            sb.append("tuple<");
            typeList(sb, tu.elements());
            sb.append('>');
        } else if (t instanceof Type.FunctionType f) {
            sb.append('(');
            typeList(sb, f.inputs());
            sb.append(") -> ");
            if (f.results().size() == 1 && !(f.results().get(0) instanceof Type.FunctionType)) {
                type(sb, f.results().get(0));
            } else {
                sb.append('(');
                typeList(sb, f.results());
                sb.append(')');
            }
        } else if (t instanceof Type.VectorType v) {
            sb.append("vector<");
            for (int i = 0; i < v.shape().size(); i++) {
                if (v.scalable().get(i)) sb.append('[').append(v.shape().get(i)).append("]x");
                else sb.append(v.shape().get(i)).append('x');
            }
            type(sb, v.element());
            sb.append('>');
        } else if (t instanceof Type.RankedTensorType r) {
            shaped(sb, "tensor", r.shape(), r.element(), r.encoding(), null);
        } else if (t instanceof Type.UnrankedTensorType u) {
            shaped(sb, "tensor", null, u.element(), null, null);
        } else if (t instanceof Type.MemRefType m) {
            shaped(sb, "memref", m.shape(), m.element(), m.layout(), m.memorySpace());
        } else if (t instanceof Type.UnrankedMemRefType u) {
            shaped(sb, "memref", null, u.element(), null, u.memorySpace());
        } else if (t instanceof Type.DialectType d) {
            sb.append('!').append(d.dialect()).append(d.body().startsWith("<") ? "" : ".").append(d.body());
        } else {
            throw new IllegalArgumentException("no syntax for " + t);
        }
    }

    private void typeList(StringBuilder sb, List<Type> types) {
        for (int i = 0; i < types.size(); i++) type(sb.append(i == 0 ? "" : ", "), types.get(i));
    }

    /**
     * {@code tensor<…>} or {@code memref<…>}: the shape ({@code *} when null), the element type, the
     * encoding or layout, the memory space (whose {@code i64} may be left out).
     */
    private void shaped(StringBuilder sb, String keyword, List<Long> shape, Type element, Attr attr, Attr memorySpace) {
        sb.append(keyword).append('<');
        if (shape == null) sb.append("*x");
        else for (long d : shape) sb.append(d == Type.DYNAMIC ? "?" : Long.toString(d)).append('x');
        type(sb, element);
        if (attr != null) attribute(sb.append(", "), attr, false);
        if (memorySpace != null) attribute(sb.append(", "), memorySpace, true);
        sb.append('>');
    }
}


