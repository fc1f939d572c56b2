package pdll.mlir.fp;

import java.math.BigInteger;

/** TEMPORARY stand-in until the fp package lands (branch i29-float). */
public record FloatValue(FloatKind kind, BigInteger bits) {
    public static int width(FloatKind k) {
        return switch (k) { case F16, BF16 -> 16; case F32, TF32 -> 32; case F64 -> 64; case F80 -> 80; case F128 -> 128; case F6E2M3FN, F6E3M2FN -> 6; case F4E2M1FN -> 4; default -> 8; };
    }

    public static int storageBytes(FloatKind k) {
        return k == FloatKind.F80 ? 16 : (width(k) + 7) / 8;
    }

    public static FloatValue fromLiteral(FloatKind kind, String spelling, boolean negated) {
        double d = Double.parseDouble(spelling);
        return new FloatValue(kind, BigInteger.valueOf(Double.doubleToRawLongBits(negated ? -d : d)));
    }

    public static FloatValue fromBits(FloatKind kind, BigInteger bits) {
        return new FloatValue(kind, bits);
    }

    public String print() {
        return String.format(java.util.Locale.ROOT, "%.6e", Double.longBitsToDouble(bits.longValue()));
    }
}
