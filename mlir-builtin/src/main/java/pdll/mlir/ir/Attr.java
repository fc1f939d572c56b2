package pdll.mlir.ir;

import java.math.BigInteger;
import java.util.List;
import pdll.mlir.affine.AffineMap;
import pdll.mlir.affine.IntegerSet;
import pdll.mlir.fp.FloatValue;

/**
 * MLIR's builtin attributes as values: what {@code attr<"…">} denotes once parsed. Values are
 * normalised as MLIR builds them (integers as bit patterns of their type's width, floats converted
 * to their type's format, dictionaries sorted by name, dense elements per element), so equal
 * values are the same MLIR attribute and print the same.
 */
public sealed interface Attr {
    /** An integer or index value: {@code bits} holds the value's two's-complement bits, {@code 0 <= bits < 2^width}. */
    record IntegerAttr(Type type, BigInteger bits) implements Attr {}

    record FloatAttr(Type.FloatType type, FloatValue value) implements Attr {}

    /** {@code "…"}, {@code bytes} one char per byte; {@code type} {@link Type.NoneType} unless written {@code "…" : type}. */
    record StringAttr(String bytes, Type type) implements Attr {}

    record UnitAttr() implements Attr {}

    /** {@code @root::@nested…}; names are byte strings. */
    record SymbolRefAttr(String root, List<String> nested) implements Attr {}

    record ArrayAttr(List<Attr> elements) implements Attr {}

    /** {@code {a = 1, b}}: entries sorted by name (byte order), names unique. */
    record DictionaryAttr(List<NamedAttr> entries) implements Attr {}

    record NamedAttr(String name, Attr value) {}

    record TypeAttr(Type type) implements Attr {}

    record AffineMapAttr(AffineMap map) implements Attr {}

    record IntegerSetAttr(IntegerSet set) implements Attr {}

    /** {@code strided<[strides], offset: n>}; dynamic values are {@link Type#DYNAMIC}. */
    record StridedLayoutAttr(long offset, List<Long> strides) implements Attr {}

    /**
     * {@code dense<…> : type} of integers, index values, floats or complex numbers: one
     * {@link Element} per element in row-major order (one for a splat, which MLIR stores once).
     */
    record DenseElementsAttr(Type type, List<Element> elements, boolean splat) implements Attr {}

    /** {@code dense<"…"> : type} of strings (a non-numeric element type): byte strings per element. */
    record DenseStringElementsAttr(Type type, List<String> elements, boolean splat) implements Attr {}

    record DenseResourceAttr(String handle, Type type) implements Attr {}

    record SparseElementsAttr(Type type, DenseElementsAttr indices, Attr values) implements Attr {}

    /** {@code array<i32: 1, 2>}: {@code elements} are {@link Element.Int} or {@link Element.Float}. */
    record DenseArrayAttr(Type elementType, List<Element> elements) implements Attr {}

    /** {@code distinct[n]<attr>}: one per distinct id of a parse; {@code id} is the parse's identity, not the printed number. */
    record DistinctAttr(Object id, Attr referenced) implements Attr {}

    /** {@code #dialect.name<…>} or {@code #dialect<…>}, kept as written (its dialect's parser is not known here). */
    record DialectAttr(String dialect, String body, Type type) implements Attr {}

    /** MLIR's builtin locations, which are attributes too ({@code loc(…)}). */
    sealed interface Location extends Attr {
        record Unknown() implements Location {}

        /** {@code "file":line:col}, or a range {@code "file":l:c to l2:c2}; a location without a range has its start as its end. */
        record FileLineColRange(String file, long startLine, long startColumn, long endLine, long endColumn) implements Location {}

        record Name(String name, Location child) implements Location {}

        record CallSite(Location callee, Location caller) implements Location {}

        /** {@code fused<metadata>[…]}; {@code metadata} null when absent. */
        record Fused(List<Location> locations, Attr metadata) implements Location {}
    }

    /** One element of dense data. */
    sealed interface Element {
        record Int(BigInteger bits) implements Element {}

        record Float(FloatValue value) implements Element {}

        record Complex(Element real, Element imaginary) implements Element {}
    }
}
