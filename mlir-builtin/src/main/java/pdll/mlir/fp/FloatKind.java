package pdll.mlir.fp;

import java.util.Optional;

/**
 * The builtin float types of MLIR 22 (the keywords {@code mlir-opt-22} accepts, no more) with
 * the semantics of their encodings: what the bits of a value mean, where a value overflows and
 * what it becomes then. These are the formats of LLVM's APFloat as its documentation describes
 * them; nothing here knows MLIR's syntax beyond the keyword.
 *
 * <p>A value's magnitude is {@code 1.f × 2^e} for a normal value with {@link #minExponent()} ≤
 * e ≤ {@link #maxExponent()}, {@code 0.f × 2^minExponent} for a subnormal one; the precision
 * counts the leading bit. The formats differ in what they do with the top of the range:
 * {@link NonFinite#IEEE} formats have infinities and NaNs in the all-ones exponent;
 * {@link NonFinite#NAN_ALL_ONES} ones ({@code FN}, and {@code f8E8M0FNU}) have no infinity and
 * one NaN pattern per sign, all ones; {@link NonFinite#NAN_NEGATIVE_ZERO} ones ({@code FNUZ}) have
 * no infinity, no negative zero, and their NaN is the negative-zero pattern; and
 * {@link NonFinite#FINITE_ONLY} ones ({@code f6}, {@code f4}) have neither.
 */
public enum FloatKind {
    F16("f16", 16, 11, 15, -14, NonFinite.IEEE),
    BF16("bf16", 16, 8, 127, -126, NonFinite.IEEE),
    F32("f32", 32, 24, 127, -126, NonFinite.IEEE),
    F64("f64", 64, 53, 1023, -1022, NonFinite.IEEE),
    /** x87 extended precision: 1 sign, 15 exponent and 64 significand bits with an explicit integer bit. */
    F80("f80", 80, 64, 16383, -16382, NonFinite.IEEE),
    F128("f128", 128, 113, 16383, -16382, NonFinite.IEEE),
    /** NVIDIA's TensorFloat-32: f32's exponent, f16's precision, 19 bits. */
    TF32("tf32", 19, 11, 127, -126, NonFinite.IEEE),
    F8E5M2("f8E5M2", 8, 3, 15, -14, NonFinite.IEEE),
    F8E4M3("f8E4M3", 8, 4, 7, -6, NonFinite.IEEE),
    /** Largest 448 (0x7E); S.1111.111 is NaN. */
    F8E4M3FN("f8E4M3FN", 8, 4, 8, -6, NonFinite.NAN_ALL_ONES),
    F8E5M2FNUZ("f8E5M2FNUZ", 8, 3, 15, -15, NonFinite.NAN_NEGATIVE_ZERO),
    F8E4M3FNUZ("f8E4M3FNUZ", 8, 4, 7, -7, NonFinite.NAN_NEGATIVE_ZERO),
    /** Exponent bias 11. */
    F8E4M3B11FNUZ("f8E4M3B11FNUZ", 8, 4, 4, -10, NonFinite.NAN_NEGATIVE_ZERO),
    F8E3M4("f8E3M4", 8, 5, 3, -2, NonFinite.IEEE),
    /**
     * OCP MX scale: 8 exponent bits and nothing else (no sign, no zero, no subnormals): 2^-127
     * (0x00) to 2^127 (0xFE), 0xFF NaN.
     */
    F8E8M0FNU("f8E8M0FNU", 8, 1, 127, -127, NonFinite.NAN_ALL_ONES),
    F6E2M3FN("f6E2M3FN", 6, 4, 2, 0, NonFinite.FINITE_ONLY),
    F6E3M2FN("f6E3M2FN", 6, 3, 4, -2, NonFinite.FINITE_ONLY),
    F4E2M1FN("f4E2M1FN", 4, 2, 2, 0, NonFinite.FINITE_ONLY);

    /** What a format does beyond its finite values. */
    public enum NonFinite {
        /** ±infinity and NaNs in the all-ones exponent, as IEEE 754. */
        IEEE,
        /** No infinity; the all-ones pattern (of either sign) is NaN; overflow gives NaN. */
        NAN_ALL_ONES,
        /** No infinity and no negative zero; the negative-zero pattern is the only NaN; overflow gives NaN. */
        NAN_NEGATIVE_ZERO,
        /** No infinity, no NaN; overflow saturates to the largest value. */
        FINITE_ONLY
    }

    private final String keyword;
    private final int width;
    private final int precision;
    private final int maxExponent;
    private final int minExponent;
    private final NonFinite nonFinite;

    FloatKind(String keyword, int width, int precision, int maxExponent, int minExponent, NonFinite nonFinite) {
        this.keyword = keyword;
        this.width = width;
        this.precision = precision;
        this.maxExponent = maxExponent;
        this.minExponent = minExponent;
        this.nonFinite = nonFinite;
    }

    /** The type's keyword in MLIR's syntax ({@code f8E4M3FN}). */
    public String keyword() {
        return keyword;
    }

    /** The kind spelled {@code keyword} exactly (MLIR's keywords are case-sensitive). */
    public static Optional<FloatKind> forKeyword(String keyword) {
        for (FloatKind k : values()) {
            if (k.keyword.equals(keyword)) return Optional.of(k);
        }
        return Optional.empty();
    }

    /** Bits of the encoding: the type's bit width, and the width a hexadecimal literal may not exceed. */
    public int width() {
        return width;
    }

    /** Bytes of one element in a dense elements attribute's raw data: the width rounded up to bytes (f80: 10). */
    public int storageBytes() {
        return (width + 7) / 8;
    }

    /** Significand bits, the leading one included (f80: 64, its explicit integer bit). */
    public int precision() {
        return precision;
    }

    /** The unbiased exponent of the largest finite value. */
    public int maxExponent() {
        return maxExponent;
    }

    /** The unbiased exponent of the smallest normal value (the subnormals' exponent). */
    public int minExponent() {
        return minExponent;
    }

    public NonFinite nonFinite() {
        return nonFinite;
    }

    /** Stored fraction bits (f80 stores its integer bit too: 64; f8E8M0FNU: 0). */
    public int fractionBits() {
        return this == F80 ? 64 : precision - 1;
    }

    public int exponentBits() {
        return width - fractionBits() - (hasSign() ? 1 : 0);
    }

    /** The exponent field of a value with unbiased exponent e is e + bias. */
    public int bias() {
        return this == F8E8M0FNU ? -minExponent : 1 - minExponent;
    }

    /** Whether the encoding has a sign bit (all but f8E8M0FNU). */
    public boolean hasSign() {
        return this != F8E8M0FNU;
    }

    public boolean hasInfinity() {
        return nonFinite == NonFinite.IEEE;
    }

    public boolean hasNaN() {
        return nonFinite != NonFinite.FINITE_ONLY;
    }

    /** Whether zero exists at all (not in f8E8M0FNU). */
    public boolean hasZero() {
        return this != F8E8M0FNU;
    }

    public boolean hasNegativeZero() {
        return hasSign() && nonFinite != NonFinite.NAN_NEGATIVE_ZERO;
    }

    /** Whether the exponent field 0 holds subnormals (all but f8E8M0FNU, where it is 2^-127). */
    public boolean hasSubnormals() {
        return this != F8E8M0FNU;
    }

    /** Whether the integer bit of the significand is stored (f80 only). */
    public boolean hasExplicitIntegerBit() {
        return this == F80;
    }

    /**
     * The significant digits of APFloat's natural decimal precision for this format, {@code 2 +
     * precision·59/196} (f16: 5, f32: 9, f64: 17, f80: 21, f128: 36): what the printer uses when the
     * six-digit form does not read back.
     */
    public int naturalDigits() {
        return 2 + precision * 59 / 196;
    }

    @Override
    public String toString() {
        return keyword;
    }
}
