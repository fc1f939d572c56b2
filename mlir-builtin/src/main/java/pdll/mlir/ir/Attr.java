package pdll.mlir.ir;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
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
    record IntegerAttr(Type type, BigInteger bits) implements Attr {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive: the first use spun method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof IntegerAttr a && type.equals(a.type) && bits.equals(a.bits);
        }

        @Override
        public int hashCode() {
            return type.hashCode() * 31 + bits.hashCode();
        }
    }

    record FloatAttr(Type.FloatType type, FloatValue value) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof FloatAttr x && Objects.equals(type, x.type) && Objects.equals(value, x.value);
        }

        @Override
        public int hashCode() {
            return Objects.hash(type, value);
        }
    }

    /** {@code "…"}, {@code bytes} one char per byte; {@code type} {@link Type.NoneType} unless written {@code "…" : type}. */
    record StringAttr(String bytes, Type type) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof StringAttr x && Objects.equals(bytes, x.bytes) && Objects.equals(type, x.type);
        }

        @Override
        public int hashCode() {
            return Objects.hash(bytes, type);
        }
    }

    record UnitAttr() implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof UnitAttr;
        }

        @Override
        public int hashCode() {
            return UnitAttr.class.hashCode();
        }
    }

    /** {@code @root::@nested…}; names are byte strings. */
    record SymbolRefAttr(String root, List<String> nested) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof SymbolRefAttr x && Objects.equals(root, x.root) && Objects.equals(nested, x.nested);
        }

        @Override
        public int hashCode() {
            return Objects.hash(root, nested);
        }
    }

    record ArrayAttr(List<Attr> elements) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof ArrayAttr x && Objects.equals(elements, x.elements);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(elements);
        }
    }

    /** {@code {a = 1, b}}: entries sorted by name (byte order), names unique. */
    record DictionaryAttr(List<NamedAttr> entries) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DictionaryAttr x && Objects.equals(entries, x.entries);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(entries);
        }
    }

    record NamedAttr(String name, Attr value) {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof NamedAttr x && Objects.equals(name, x.name) && Objects.equals(value, x.value);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, value);
        }
    }

    record TypeAttr(Type type) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof TypeAttr x && Objects.equals(type, x.type);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(type);
        }
    }

    record AffineMapAttr(AffineMap map) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof AffineMapAttr x && Objects.equals(map, x.map);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(map);
        }
    }

    record IntegerSetAttr(IntegerSet set) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof IntegerSetAttr x && Objects.equals(set, x.set);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(set);
        }
    }

    /** {@code strided<[strides], offset: n>}; dynamic values are {@link Type#DYNAMIC}. */
    record StridedLayoutAttr(long offset, List<Long> strides) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof StridedLayoutAttr x && offset == x.offset && Objects.equals(strides, x.strides);
        }

        @Override
        public int hashCode() {
            return Objects.hash(offset, strides);
        }
    }

    /**
     * {@code dense<…> : type} of integers, index values, floats or complex numbers: one
     * {@link Element} per element in row-major order (one for a splat, which MLIR stores once).
     */
    record DenseElementsAttr(Type type, List<Element> elements, boolean splat) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DenseElementsAttr x && Objects.equals(type, x.type) && Objects.equals(elements, x.elements) && splat == x.splat;
        }

        @Override
        public int hashCode() {
            return Objects.hash(type, elements, splat);
        }
    }

    /** {@code dense<"…"> : type} of strings (a non-numeric element type): byte strings per element. */
    record DenseStringElementsAttr(Type type, List<String> elements, boolean splat) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DenseStringElementsAttr x && Objects.equals(type, x.type) && Objects.equals(elements, x.elements) && splat == x.splat;
        }

        @Override
        public int hashCode() {
            return Objects.hash(type, elements, splat);
        }
    }

    record DenseResourceAttr(String handle, Type type) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DenseResourceAttr x && Objects.equals(handle, x.handle) && Objects.equals(type, x.type);
        }

        @Override
        public int hashCode() {
            return Objects.hash(handle, type);
        }
    }

    record SparseElementsAttr(Type type, DenseElementsAttr indices, Attr values) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof SparseElementsAttr x && Objects.equals(type, x.type) && Objects.equals(indices, x.indices) && Objects.equals(values, x.values);
        }

        @Override
        public int hashCode() {
            return Objects.hash(type, indices, values);
        }
    }

    /** {@code array<i32: 1, 2>}: {@code elements} are {@link Element.Int} or {@link Element.Float}. */
    record DenseArrayAttr(Type elementType, List<Element> elements) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DenseArrayAttr x && Objects.equals(elementType, x.elementType) && Objects.equals(elements, x.elements);
        }

        @Override
        public int hashCode() {
            return Objects.hash(elementType, elements);
        }
    }

    /** {@code distinct[n]<attr>}: one per distinct id of a parse; {@code id} is the parse's identity, not the printed number. */
    record DistinctAttr(Object id, Attr referenced) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DistinctAttr x && Objects.equals(id, x.id) && Objects.equals(referenced, x.referenced);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, referenced);
        }
    }

    /** {@code #dialect.name<…>} or {@code #dialect<…>}, kept as written (its dialect's parser is not known here). */
    record DialectAttr(String dialect, String body, Type type) implements Attr {
        // Written out, as IntegerAttr's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DialectAttr x && Objects.equals(dialect, x.dialect) && Objects.equals(body, x.body) && Objects.equals(type, x.type);
        }

        @Override
        public int hashCode() {
            return Objects.hash(dialect, body, type);
        }
    }

    /** MLIR's builtin locations, which are attributes too ({@code loc(…)}). */
    sealed interface Location extends Attr {
        record Unknown() implements Location {
            // Written out, as IntegerAttr's are.
            @Override
            public boolean equals(Object o) {
                return o instanceof Unknown;
            }

            @Override
            public int hashCode() {
                return Unknown.class.hashCode();
            }
        }

        /** {@code "file":line:col}, or a range {@code "file":l:c to l2:c2}; a location without a range has its start as its end. */
        record FileLineColRange(String file, long startLine, long startColumn, long endLine, long endColumn) implements Location {
            // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
            // which the AOT cache does not archive; such a record spun a dozen method handles at every start.
            @Override
            public boolean equals(Object o) {
                return o instanceof FileLineColRange r && startLine == r.startLine && startColumn == r.startColumn
                        && endLine == r.endLine && endColumn == r.endColumn && file.equals(r.file);
            }

            @Override
            public int hashCode() {
                return Objects.hash(file, startLine, startColumn, endLine, endColumn);
            }
        }

        record Name(String name, Location child) implements Location {
            // Written out, as IntegerAttr's are.
            @Override
            public boolean equals(Object o) {
                return o instanceof Name x && Objects.equals(name, x.name) && Objects.equals(child, x.child);
            }

            @Override
            public int hashCode() {
                return Objects.hash(name, child);
            }
        }

        record CallSite(Location callee, Location caller) implements Location {
            // Written out, as IntegerAttr's are.
            @Override
            public boolean equals(Object o) {
                return o instanceof CallSite x && Objects.equals(callee, x.callee) && Objects.equals(caller, x.caller);
            }

            @Override
            public int hashCode() {
                return Objects.hash(callee, caller);
            }
        }

        /** {@code fused<metadata>[…]}; {@code metadata} null when absent. */
        record Fused(List<Location> locations, Attr metadata) implements Location {
            // Written out, as IntegerAttr's are.
            @Override
            public boolean equals(Object o) {
                return o instanceof Fused x && Objects.equals(locations, x.locations) && Objects.equals(metadata, x.metadata);
            }

            @Override
            public int hashCode() {
                return Objects.hash(locations, metadata);
            }
        }
    }

    /** One element of dense data. */
    sealed interface Element {
        record Int(BigInteger bits) implements Element {
            // Written out, as IntegerAttr's are.
            @Override
            public boolean equals(Object o) {
                return o instanceof Int x && Objects.equals(bits, x.bits);
            }

            @Override
            public int hashCode() {
                return Objects.hashCode(bits);
            }
        }

        record Float(FloatValue value) implements Element {
            // Written out, as IntegerAttr's are.
            @Override
            public boolean equals(Object o) {
                return o instanceof Float x && Objects.equals(value, x.value);
            }

            @Override
            public int hashCode() {
                return Objects.hashCode(value);
            }
        }

        record Complex(Element real, Element imaginary) implements Element {
            // Written out, as IntegerAttr's are.
            @Override
            public boolean equals(Object o) {
                return o instanceof Complex x && Objects.equals(real, x.real) && Objects.equals(imaginary, x.imaginary);
            }

            @Override
            public int hashCode() {
                return Objects.hash(real, imaginary);
            }
        }
    }
}
