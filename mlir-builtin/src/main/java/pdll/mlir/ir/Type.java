package pdll.mlir.ir;

import java.util.List;

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
        public boolean isSignless() {
            return signedness == Signedness.SIGNLESS;
        }
    }

    enum Signedness { SIGNLESS, SIGNED, UNSIGNED }

    record IndexType() implements Type {}

    record NoneType() implements Type {}

    /** One of the builtin float types, named by its keyword ({@code f32}, {@code f8E4M3FN} …). */
    record FloatType(String keyword) implements Type {}

    record ComplexType(Type element) implements Type {}

    record TupleType(List<Type> elements) implements Type {}

    record FunctionType(List<Type> inputs, List<Type> results) implements Type {}

    /** {@code vector<4x[8]xf32>}: {@code scalable.get(i)} for a {@code [n]} dimension. */
    record VectorType(List<Long> shape, List<Boolean> scalable, Type element) implements Type, ShapedType {}

    /** {@code tensor<4x?xf32, encoding>}; {@code encoding} null when absent. */
    record RankedTensorType(List<Long> shape, Type element, Attr encoding) implements Type, ShapedType {}

    record UnrankedTensorType(Type element) implements Type {}

    /** {@code memref<4xf32, layout, space>}; {@code layout} null for the identity layout, {@code memorySpace} null for the default. */
    record MemRefType(List<Long> shape, Type element, Attr layout, Attr memorySpace) implements Type, ShapedType {}

    record UnrankedMemRefType(Type element, Attr memorySpace) implements Type {}

    /**
     * A dialect type ({@code !dialect.name<…>} or {@code !dialect<…>}), kept as written: its
     * dialect's parser is not known here.
     */
    record DialectType(String dialect, String body) implements Type {}

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
