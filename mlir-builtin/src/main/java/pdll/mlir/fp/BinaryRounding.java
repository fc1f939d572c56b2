package pdll.mlir.fp;

import java.math.BigInteger;

/**
 * Exact rounding of a rational magnitude to a float format, round-to-nearest-even, with the
 * format's subnormals and its rule for overflow (infinity, NaN or saturation: see
 * {@link FloatValue#overflow}). This is the one rounding of the package: decimal to binary and
 * binary to a narrower binary both come here with their exact value, so no digit is ever lost
 * to an intermediate Java {@code double}.
 *
 * <p>"Even" is the parity of the whole significand, leading bit included: in f8E8M0FNU, whose
 * significand is that bit alone, every tie rounds away from zero (1.5 → 2, 3 → 4), as it does in
 * MLIR.
 */
final class BinaryRounding {
    private BinaryRounding() {}

    /** {@code ±num/den} (num, den > 0) in {@code kind}. */
    static FloatValue round(FloatKind kind, boolean negative, BigInteger num, BigInteger den) {
        int p = kind.precision();
        // e = floor(log2(num/den))
        int e = num.bitLength() - den.bitLength();
        if (compareScaled(num, den, e) < 0) e--;
        // the exponent of the last significand bit kept: subnormals keep fewer bits
        int ulp = Math.max(e, kind.minExponent()) - (p - 1);
        BigInteger n = ulp < 0 ? num.shiftLeft(-ulp) : num;
        BigInteger d = ulp > 0 ? den.shiftLeft(ulp) : den;
        BigInteger[] qr = n.divideAndRemainder(d);
        BigInteger q = qr[0];
        int half = qr[1].shiftLeft(1).compareTo(d);
        if (half > 0 || (half == 0 && q.testBit(0))) q = q.add(BigInteger.ONE);
        if (q.signum() == 0) return FloatValue.zero(kind, negative);
        int top = q.bitLength() - 1 + ulp;
        if (top > kind.maxExponent()) return FloatValue.overflow(kind, negative);
        if (kind.nonFinite() == FloatKind.NonFinite.NAN_ALL_ONES && kind.hasSign() && top == kind.maxExponent()
                && q.bitCount() == p && q.bitLength() == p) {
            // f8E4M3FN: 1.111 × 2^8 would be the NaN pattern S.1111.111
            return FloatValue.overflow(kind, negative);
        }
        return FloatValue.finite(kind, negative, q, ulp);
    }

    /** The decimal number rounded straight to {@code kind}, as APFloat reads a string (the printer's read-back check). */
    static FloatValue round(FloatKind kind, DecimalNumber d) {
        if (d.isZero()) return FloatValue.zero(kind, d.negative());
        long lead = d.leadingExponent();
        if (lead > DecimalNumber.FAR) return FloatValue.overflow(kind, d.negative());
        if (lead < -DecimalNumber.FAR) return FloatValue.zero(kind, d.negative());
        int exp = (int) d.exponent();
        BigInteger num = d.digits();
        BigInteger den = BigInteger.ONE;
        if (exp >= 0) num = num.multiply(BigInteger.TEN.pow(exp));
        else den = BigInteger.TEN.pow(-exp);
        return round(kind, d.negative(), num, den);
    }

    /** A finite, zero or infinite value of one format converted to another, as APFloat's convert does. */
    static FloatValue convert(FloatValue v, FloatKind to) {
        if (v.isNaN()) throw new IllegalArgumentException("NaN conversion is not modelled");
        if (v.isInfinite()) return FloatValue.infinity(to, v.isNegative());
        if (v.isZero()) return FloatValue.zero(to, v.isNegative());
        int exp = v.exponent();
        BigInteger num = exp > 0 ? v.significand().shiftLeft(exp) : v.significand();
        BigInteger den = exp < 0 ? BigInteger.ONE.shiftLeft(-exp) : BigInteger.ONE;
        return round(to, v.isNegative(), num, den);
    }

    /** The sign of num/den − 2^e. */
    private static int compareScaled(BigInteger num, BigInteger den, int e) {
        return e >= 0 ? num.compareTo(den.shiftLeft(e)) : num.shiftLeft(-e).compareTo(den);
    }
}
