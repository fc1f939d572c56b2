package pdll.mlir.ir;

import java.math.BigInteger;

/** MLIR's rules for an integer literal of a given type: which values fit, and the bits they become. */
public final class Integers {
    /** The width MLIR stores index values with. */
    public static final int INDEX_WIDTH = 64;

    private Integers() {}

    public static int width(Type t) {
        if (t instanceof Type.IntegerType i) return i.width();
        if (t instanceof Type.IndexType) return INDEX_WIDTH;
        throw new IllegalArgumentException("not an integer type: " + t);
    }

    /**
     * The two's-complement bits of {@code magnitude} (negated when {@code negative}) in the width of
     * {@code type}, or null when MLIR says the literal is out of range: more bits than the width; a
     * negative value whose negation does not set the sign bit (so {@code -0} is out of range, as in
     * MLIR); a positive value with the sign bit set for a signed or index type; anything but 0 for
     * {@code i0}. A signless value may use the sign bit ({@code 255 : i8} is {@code -1 : i8}).
     */
    public static BigInteger bits(BigInteger magnitude, boolean negative, Type type) {
        int w = width(type);
        if (magnitude.bitLength() > w) return null;
        if (w == 0) return negative ? null : BigInteger.ZERO;
        BigInteger modulus = BigInteger.ONE.shiftLeft(w);
        if (negative) {
            BigInteger bits = modulus.subtract(magnitude).mod(modulus);
            return bits.testBit(w - 1) ? bits : null;
        }
        boolean signed = type instanceof Type.IndexType || (type instanceof Type.IntegerType i && i.signedness() == Type.Signedness.SIGNED);
        if (signed && magnitude.testBit(w - 1)) return null;
        return magnitude;
    }

    /** The value the bits stand for: unsigned for {@code uiN}, else two's complement. */
    public static BigInteger value(BigInteger bits, Type type) {
        int w = width(type);
        boolean unsigned = type instanceof Type.IntegerType i && i.signedness() == Type.Signedness.UNSIGNED;
        if (unsigned || w == 0 || !bits.testBit(w - 1)) return bits;
        return bits.subtract(BigInteger.ONE.shiftLeft(w));
    }
}
