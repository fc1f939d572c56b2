package pdll.mlir.ir;

import java.util.List;
import java.util.Objects;

/**
 * MLIR's builtin types as values: what {@code type<"…">} and the {@code : type} of an attribute
 * denote. Two types are equal exactly when MLIR would unique them to the same type (parsing
 * normalises what MLIR normalises: an identity memref layout or a zero memory space is dropped).
 */
public sealed interface Type {
    /** The dimension size of a dynamic dimension ({@code ?}), as MLIR stores it. */
    long DYNAMIC = Long.MIN_VALUE;

    /** {@code iN}, {@code siN}, {@code uiN}. */
    record IntegerType(int width, Signedness signedness) implements Type {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive: the first use spun method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof IntegerType t && width == t.width && signedness == t.signedness;
        }

        @Override
        public int hashCode() {
            return width * 31 + signedness.hashCode();
        }

        public boolean isSignless() {
            return signedness == Signedness.SIGNLESS;
        }
    }

    enum Signedness { SIGNLESS, SIGNED, UNSIGNED }

    record IndexType() implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof IndexType;
        }

        @Override
        public int hashCode() {
            return IndexType.class.hashCode();
        }
    }

    record NoneType() implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof NoneType;
        }

        @Override
        public int hashCode() {
            return NoneType.class.hashCode();
        }
    }

    /** One of the builtin float types, named by its keyword ({@code f32}, {@code f8E4M3FN} …). */
    record FloatType(String keyword) implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof FloatType x && Objects.equals(keyword, x.keyword);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(keyword);
        }
    }

    record ComplexType(Type element) implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof ComplexType x && Objects.equals(element, x.element);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(element);
        }
    }

    record TupleType(List<Type> elements) implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof TupleType x && Objects.equals(elements, x.elements);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(elements);
        }
    }

    record FunctionType(List<Type> inputs, List<Type> results) implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof FunctionType x && Objects.equals(inputs, x.inputs) && Objects.equals(results, x.results);
        }

        @Override
        public int hashCode() {
            return Objects.hash(inputs, results);
        }
    }

    /** {@code vector<4x[8]xf32>}: {@code scalable.get(i)} for a {@code [n]} dimension. */
    record VectorType(List<Long> shape, List<Boolean> scalable, Type element) implements Type, ShapedType {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof VectorType x && Objects.equals(shape, x.shape) && Objects.equals(scalable, x.scalable) && Objects.equals(element, x.element);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shape, scalable, element);
        }
    }

    /** {@code tensor<4x?xf32, encoding>}; {@code encoding} null when absent. */
    record RankedTensorType(List<Long> shape, Type element, Attr encoding) implements Type, ShapedType {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof RankedTensorType x && Objects.equals(shape, x.shape) && Objects.equals(element, x.element) && Objects.equals(encoding, x.encoding);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shape, element, encoding);
        }
    }

    record UnrankedTensorType(Type element) implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof UnrankedTensorType x && Objects.equals(element, x.element);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(element);
        }
    }

    /** {@code memref<4xf32, layout, space>}; {@code layout} null for the identity layout, {@code memorySpace} null for the default. */
    record MemRefType(List<Long> shape, Type element, Attr layout, Attr memorySpace) implements Type, ShapedType {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof MemRefType x && Objects.equals(shape, x.shape) && Objects.equals(element, x.element) && Objects.equals(layout, x.layout) && Objects.equals(memorySpace, x.memorySpace);
        }

        @Override
        public int hashCode() {
            return Objects.hash(shape, element, layout, memorySpace);
        }
    }

    record UnrankedMemRefType(Type element, Attr memorySpace) implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof UnrankedMemRefType x && Objects.equals(element, x.element) && Objects.equals(memorySpace, x.memorySpace);
        }

        @Override
        public int hashCode() {
            return Objects.hash(element, memorySpace);
        }
    }

    /**
     * A dialect type ({@code !dialect.name<…>} or {@code !dialect<…>}), kept as written: its
     * dialect's parser is not known here.
     */
    record DialectType(String dialect, String body) implements Type {
        // Written out, as IntegerType's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DialectType x && Objects.equals(dialect, x.dialect) && Objects.equals(body, x.body);
        }

        @Override
        public int hashCode() {
            return Objects.hash(dialect, body);
        }
    }

    /** A ranked type with a static or dynamic shape. */
    interface ShapedType {
        List<Long> shape();

        Type element();

        default long elementCount() {
            long n = 1;
            for (long d : shape()) n *= d;
            return n;
        }

        default boolean hasStaticShape() {
            return !shape().contains(DYNAMIC);
        }
    }
}
