package pdll.mlir.fp;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;
import java.util.Optional;

/**
 * A value of a builtin float type as MLIR holds it in a {@code FloatAttr} (an APFloat): read
 * from a literal as MLIR's parser reads it, printed as MLIR's printer prints it, and encoded as
 * a dense elements attribute stores it. Immutable.
 *
 * <p>The value is its kind, a category (zero, finite, infinity, NaN), a sign and, when finite,
 * its exact magnitude; {@link #bits()} is its encoding. Two states have no encoding of their own,
 * and MLIR keeps them all the same: an infinity of an {@code f6}/{@code f4} type (from a literal
 * beyond a double's range: the encoding is the sign bit alone, printed in hex) and a negative
 * {@code f8E8M0FNU} (printed with its minus sign, stored with the top bit set). Equality is on
 * kind, bits, category and sign, so such a value differs from the value its bits decode to, as
 * it does in MLIR.
 *
 * <p>Never rounds through a Java {@code double} except where MLIR does: a decimal literal.
 */
public final class FloatValue {
    enum Category { ZERO, FINITE, INFINITY, NAN }

    private final FloatKind kind;
    private final Category category;
    private final boolean negative;
    /** Odd, when finite: the magnitude is significand × 2^exponent. */
    private final BigInteger significand;
    private final int exponent;
    private final BigInteger bits;

    private FloatValue(FloatKind kind, Category category, boolean negative, BigInteger significand, int exponent, BigInteger bits) {
        this.kind = kind;
        this.category = category;
        this.negative = negative;
        this.significand = significand;
        this.exponent = exponent;
        this.bits = bits;
    }

    // ---------------------------------------------------------------- reading

    /**
     * The value MLIR's parser gives the float literal token {@code spelling}
     * ({@code [0-9]+\.[0-9]*([eE][+-]?[0-9]+)?}), after a minus if {@code negated}, for a
     * {@code kind} type: the decimal is rounded to the nearest double (a double's overflow is
     * infinity, no error), negated, then rounded to nearest-even in {@code kind}. So f80 and
     * f128 get a double's precision, and a decimal just off a tie of a narrower format can round
     * twice ({@code 1.00048828125000000000001 : f16} is 1.0). Beyond the format's range:
     * infinity, NaN or the largest value, per {@link FloatKind.NonFinite}; see {@link #infinity}.
     *
     * @throws IllegalArgumentException if {@code spelling} is not such a token
     */
    public static FloatValue fromLiteral(FloatKind kind, String spelling, boolean negated) {
        if (!DecimalNumber.isLiteralToken(spelling)) throw new IllegalArgumentException("not a float literal: " + spelling);
        DecimalNumber d = DecimalNumber.parse(spelling);
        FloatValue asDouble = BinaryRounding.round(FloatKind.F64, new DecimalNumber(negated, d.digits(), d.exponent()));
        return kind == FloatKind.F64 ? asDouble : BinaryRounding.convert(asDouble, kind);
    }

    /**
     * {@code value} converted to {@code kind} as MLIR converts the double of a literal (the
     * second step of {@link #fromLiteral}).
     *
     * @throws IllegalArgumentException for NaN (whose conversion MLIR's parser never does)
     */
    public static FloatValue fromDouble(FloatKind kind, double value) {
        if (Double.isNaN(value)) throw new IllegalArgumentException("NaN conversion is not modelled");
        FloatValue d = fromBits(FloatKind.F64, BigInteger.valueOf(Double.doubleToRawLongBits(value)).and(mask(64)));
        return kind == FloatKind.F64 ? d : BinaryRounding.convert(d, kind);
    }

    /**
     * MLIR's error for the integer literal {@code value} (a hexadecimal one, {@code 0x…},
     * after a minus if {@code negated}) given for a {@code kind} type, or empty when it is that
     * type's bit pattern: leading zeros are free, but the value may not need more bits than the
     * type's width ({@code 0x1FFFF : f16}, {@code 0x40 : f6E3M2FN}, {@code 0xFFFFF : tf32} are out of range).
     * A decimal integer is an error for any float type; MLIR attaches the note
     * {@value #DECIMAL_INTEGER_NOTE} to it.
     */
    public static Optional<String> integerLiteralError(FloatKind kind, String spelling, boolean negated) {
        boolean hex = spelling.length() > 1 && spelling.charAt(1) == 'x';
        if (!hex) return Optional.of("unexpected decimal integer literal for a floating point value");
        if (negated) return Optional.of("hexadecimal float literal should not have a leading minus");
        if (new BigInteger(spelling.substring(2), 16).bitLength() > kind.width()) {
            return Optional.of("hexadecimal float constant out of range for type");
        }
        return Optional.empty();
    }

    /** The note MLIR attaches to "unexpected decimal integer literal for a floating point value". */
    public static final String DECIMAL_INTEGER_NOTE = "add a trailing dot to make the literal a float";

    /**
     * The value of the bit pattern {@code bits} (a hexadecimal literal, a dense element).
     * Every pattern is a value; for f80 MLIR keeps only what the pattern means, so its
     * {@link #bits()} can differ from the pattern: a pseudo-denormal (exponent 0, integer bit
     * set) is re-encoded as the normal it equals, and an unnormal (integer bit clear) or a
     * pseudo-infinity is a NaN whose encoding has the all-ones exponent and the pattern's 64
     * significand bits ({@code 0x3FFF4000000000000000} → {@code 0x7FFF4000000000000000}).
     *
     * @throws IllegalArgumentException if {@code bits} is negative or wider than the kind
     */
    public static FloatValue fromBits(FloatKind kind, BigInteger bits) {
        if (bits.signum() < 0 || bits.bitLength() > kind.width()) {
            throw new IllegalArgumentException("not a " + kind + " bit pattern: 0x" + bits.toString(16));
        }
        return kind == FloatKind.F80 ? decodeF80(bits) : decode(kind, bits);
    }

    /**
     * The element at {@code offset} of a dense elements attribute's raw data (its
     * {@code "0x…"} hex string): {@link FloatKind#storageBytes()} little-endian bytes (f80: 10,
     * not padded; tf32: 3). Bits above the width are ignored, as in MLIR ({@code "0xFF"} is
     * {@code 0x3F} for an f6 type).
     */
    public static FloatValue fromBytes(FloatKind kind, byte[] data, int offset) {
        BigInteger v = BigInteger.ZERO;
        for (int i = kind.storageBytes() - 1; i >= 0; i--) {
            v = v.shiftLeft(8).or(BigInteger.valueOf(data[offset + i] & 0xFF));
        }
        return fromBits(kind, v.and(mask(kind.width())));
    }

    private static FloatValue decode(FloatKind kind, BigInteger bits) {
        int fractionBits = kind.fractionBits();
        int field = bits.shiftRight(fractionBits).and(mask(kind.exponentBits())).intValue();
        BigInteger fraction = bits.and(mask(fractionBits));
        boolean sign = kind.hasSign() && bits.testBit(kind.width() - 1);
        int allOnes = (1 << kind.exponentBits()) - 1;
        boolean nan;
        switch (kind.nonFinite()) {
            case IEEE -> {
                if (field == allOnes && fraction.signum() == 0) return infinity(kind, sign);
                nan = field == allOnes;
            }
            case NAN_ALL_ONES -> nan = field == allOnes && fraction.equals(mask(fractionBits));
            case NAN_NEGATIVE_ZERO -> nan = sign && field == 0 && fraction.signum() == 0;
            default -> nan = false;
        }
        if (nan) return new FloatValue(kind, Category.NAN, sign && kind.nonFinite() != FloatKind.NonFinite.NAN_NEGATIVE_ZERO, null, 0, bits);
        int p = kind.precision();
        if (!kind.hasSubnormals()) return finite(kind, sign, BigInteger.ONE, field - kind.bias());
        if (field == 0) {
            return fraction.signum() == 0 ? zero(kind, sign) : finite(kind, sign, fraction, kind.minExponent() - (p - 1));
        }
        return finite(kind, sign, fraction.setBit(fractionBits), field - kind.bias() - (p - 1));
    }

    private static FloatValue decodeF80(BigInteger bits) {
        boolean sign = bits.testBit(79);
        int field = bits.shiftRight(64).intValue() & 0x7FFF;
        BigInteger sig = bits.and(mask(64));
        boolean integerBit = sig.testBit(63);
        if (field == 0) return sig.signum() == 0 ? zero(FloatKind.F80, sign) : finite(FloatKind.F80, sign, sig, -16382 - 63);
        if (field == 0x7FFF && sig.equals(BigInteger.ONE.shiftLeft(63))) return infinity(FloatKind.F80, sign);
        if (field == 0x7FFF || !integerBit) {
            BigInteger nanBits = sig.or(BigInteger.valueOf(0x7FFF).shiftLeft(64));
            return new FloatValue(FloatKind.F80, Category.NAN, sign, null, 0, sign ? nanBits.setBit(79) : nanBits);
        }
        return finite(FloatKind.F80, sign, sig, field - 16383 - 63);
    }

    // ---------------------------------------------------------------- the values a conversion makes

    /** ±significand × 2^exponent, representable in kind (BinaryRounding has rounded it). */
    static FloatValue finite(FloatKind kind, boolean negative, BigInteger significand, int exponent) {
        int zeros = significand.getLowestSetBit();
        BigInteger sig = significand.shiftRight(zeros);
        int exp = exponent + zeros;
        return new FloatValue(kind, Category.FINITE, negative, sig, exp, encodeFinite(kind, negative, sig, exp));
    }

    /**
     * A zero of {@code kind}: without negative zero ({@code FNUZ}) it is +0, and f8E8M0FNU, which
     * has no zero, takes its smallest value, +2^-127 (so do its underflows, whatever their sign).
     */
    static FloatValue zero(FloatKind kind, boolean negative) {
        if (!kind.hasZero()) return finite(kind, false, BigInteger.ONE, kind.minExponent());
        boolean sign = negative && kind.hasNegativeZero();
        return new FloatValue(kind, Category.ZERO, sign, null, 0, sign ? BigInteger.ONE.shiftLeft(kind.width() - 1) : BigInteger.ZERO);
    }

    /**
     * An infinity converted to {@code kind}: infinity in IEEE formats, NaN in {@code FN}/{@code FNUZ}
     * ones, and in the finite-only {@code f6}/{@code f4} formats an infinity they cannot encode,
     * which MLIR keeps, stores as the sign bit alone and prints in hex ({@code 1.0e400 : f4E2M1FN}
     * prints {@code 0x0}, its negation {@code 0x8}).
     */
    static FloatValue infinity(FloatKind kind, boolean negative) {
        return switch (kind.nonFinite()) {
            case IEEE -> {
                int f = kind.fractionBits();
                BigInteger b = mask(kind.exponentBits()).shiftLeft(f);
                if (kind.hasExplicitIntegerBit()) b = b.setBit(f - 1);
                yield new FloatValue(kind, Category.INFINITY, negative, null, 0, negative ? b.setBit(kind.width() - 1) : b);
            }
            case FINITE_ONLY -> new FloatValue(kind, Category.INFINITY, negative, null, 0,
                    negative ? BigInteger.ONE.shiftLeft(kind.width() - 1) : BigInteger.ZERO);
            default -> nan(kind, negative);
        };
    }

    /** A finite magnitude too large for {@code kind}: infinity, NaN ({@code FN}/{@code FNUZ}), or the signed largest value ({@code f6}/{@code f4}). */
    static FloatValue overflow(FloatKind kind, boolean negative) {
        if (kind.nonFinite() != FloatKind.NonFinite.FINITE_ONLY) return infinity(kind, negative);
        int p = kind.precision();
        return finite(kind, negative, mask(p), kind.maxExponent() - (p - 1));
    }

    /** The NaN a conversion makes in a format without infinity: S.1111.111 (f8E4M3FN), 0xFF (f8E8M0FNU), 0x80 (FNUZ). */
    private static FloatValue nan(FloatKind kind, boolean negative) {
        if (kind.nonFinite() == FloatKind.NonFinite.NAN_NEGATIVE_ZERO) {
            return new FloatValue(kind, Category.NAN, false, null, 0, BigInteger.ONE.shiftLeft(kind.width() - 1));
        }
        if (kind.nonFinite() != FloatKind.NonFinite.NAN_ALL_ONES) throw new IllegalStateException(kind + " makes no NaN");
        boolean sign = negative && kind.hasSign();
        BigInteger b = mask(kind.width() - (kind.hasSign() ? 1 : 0));
        return new FloatValue(kind, Category.NAN, sign, null, 0, sign ? b.setBit(kind.width() - 1) : b);
    }

    private static BigInteger encodeFinite(FloatKind kind, boolean negative, BigInteger sig, int exp) {
        int p = kind.precision();
        int top = sig.bitLength() - 1 + exp;
        BigInteger b;
        if (!kind.hasSubnormals()) {
            // f8E8M0FNU: the exponent alone; a negative value (no sign bit) sets the top bit as MLIR stores it
            b = BigInteger.valueOf(top + kind.bias());
        } else if (top >= kind.minExponent()) {
            BigInteger full = sig.shiftLeft(exp - (top - (p - 1)));
            if (!kind.hasExplicitIntegerBit()) full = full.clearBit(p - 1);
            b = BigInteger.valueOf(top + kind.bias()).shiftLeft(kind.fractionBits()).or(full);
        } else {
            b = sig.shiftLeft(exp - (kind.minExponent() - (p - 1)));
        }
        return negative ? b.setBit(kind.width() - 1) : b;
    }

    private static BigInteger mask(int n) {
        return BigInteger.ONE.shiftLeft(n).subtract(BigInteger.ONE);
    }

    // ---------------------------------------------------------------- the value

    public FloatKind kind() {
        return kind;
    }

    /**
     * The encoding, as a hex literal and a dense element hold it (width bits, sign on top). For
     * the unencodable states see the class comment: an f6/f4 infinity is its sign bit alone, a
     * negative f8E8M0FNU is its magnitude's pattern with bit 7 set (-1.0 → 0xFF, -2.0 → 0x80).
     */
    public BigInteger bits() {
        return bits;
    }

    /** {@link #bits()} as a dense elements attribute stores it: {@link FloatKind#storageBytes()} bytes, little-endian. */
    public byte[] toBytes() {
        byte[] out = new byte[kind.storageBytes()];
        for (int i = 0; i < out.length; i++) out[i] = bits.shiftRight(8 * i).byteValue();
        return out;
    }

    public int bitWidth() {
        return kind.width();
    }

    public boolean isNaN() {
        return category == Category.NAN;
    }

    public boolean isInfinite() {
        return category == Category.INFINITY;
    }

    public boolean isZero() {
        return category == Category.ZERO;
    }

    public boolean isFinite() {
        return category == Category.ZERO || category == Category.FINITE;
    }

    /** The sign (also of a zero, an infinity and a NaN; an FNUZ NaN has none). */
    public boolean isNegative() {
        return negative;
    }

    /**
     * The value with its sign changed, as APFloat changes it: an FNUZ zero or NaN stays as it
     * is (neither has a sign), an f8E8M0FNU value becomes the unencodable negative (or back).
     */
    public FloatValue negate() {
        if (kind.nonFinite() == FloatKind.NonFinite.NAN_NEGATIVE_ZERO && (isZero() || isNaN())) return this;
        return switch (category) {
            case FINITE -> finite(kind, !negative, significand, exponent);
            case ZERO -> zero(kind, !negative);
            case INFINITY -> infinity(kind, !negative);
            case NAN -> new FloatValue(kind, Category.NAN, !negative, null, 0, kind.hasSign() ? bits.flipBit(kind.width() - 1) : bits);
        };
    }

    /** The exact value of a finite value (zero without its sign). */
    public BigDecimal toBigDecimal() {
        if (!isFinite()) throw new ArithmeticException(category + " has no decimal value");
        if (isZero()) return BigDecimal.ZERO;
        BigDecimal m = new BigDecimal(negative ? significand.negate() : significand);
        return exponent >= 0 ? m.multiply(new BigDecimal(BigInteger.ONE.shiftLeft(exponent)))
                : m.multiply(BigDecimal.valueOf(5).pow(-exponent)).scaleByPowerOfTen(exponent);
    }

    BigInteger significand() {
        return significand;
    }

    int exponent() {
        return exponent;
    }

    // ---------------------------------------------------------------- printing

    /**
     * MLIR's spelling of the value (without the type), in the first form that applies:
     *
     * <ol>
     *   <li>Zero: {@code 0.000000e+00}, {@code -0.000000e+00}.
     *   <li>Finite, when the six-digit form reads back (rounded straight to the format, not via
     *       a double) to this very value: {@code 1.500000e+00}, {@code -5.877470e-39},
     *       {@code 3.645200e-4951}.
     *   <li>Finite, when the form with the format's {@linkplain FloatKind#naturalDigits() natural
     *       digits} has a point: {@code 1.0589256339680216E-314}, {@code 0.100000000000000005551115123125782702},
     *       {@code 3.40282347E+38}, {@code 1.0E+20}.
     *   <li>Otherwise the bits in hex ({@code 0x} and upper-case digits, no leading zeros, sign
     *       bit included): NaN, infinity, and integers whose natural form has no point
     *       ({@code 16777215 : f32} prints {@code 0x4B7FFFFF}).
     * </ol>
     *
     * See {@link DecimalPrinter} for how the digits are made.
     */
    public String print() {
        String decimal = printDecimal();
        return decimal != null ? decimal : "0x" + bits.toString(16).toUpperCase(java.util.Locale.ROOT);
    }

    /** Whether {@link #print()} gives the bits in hex (MLIR then prints the type of an f64 attribute it would otherwise elide). */
    public boolean printsAsHex() {
        return printDecimal() == null;
    }

    private String printDecimal() {
        if (category == Category.ZERO) return negative ? "-0.000000e+00" : "0.000000e+00";
        if (category != Category.FINITE) return null;
        String six = DecimalPrinter.layout(negative, DecimalPrinter.digits(significand, exponent, 6), 6, 0, false);
        if (sameValue(BinaryRounding.round(kind, DecimalNumber.parse(six)))) return six;
        int natural = kind.naturalDigits();
        String longer = DecimalPrinter.layout(negative, DecimalPrinter.digits(significand, exponent, natural), natural, 3, true);
        return longer.indexOf('.') >= 0 ? longer : null;
    }

    /** APFloat's bitwise equality: category, sign and, when finite, the magnitude. */
    private boolean sameValue(FloatValue o) {
        return category == o.category && negative == o.negative && Objects.equals(significand, o.significand) && exponent == o.exponent;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FloatValue v && kind == v.kind && bits.equals(v.bits) && category == v.category && negative == v.negative;
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + bits.hashCode();
    }

    @Override
    public String toString() {
        return print() + " : " + kind.keyword();
    }
}
