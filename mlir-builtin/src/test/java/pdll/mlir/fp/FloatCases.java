package pdll.mlir.fp;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import pdll.mlir.fp.FloatReference.Case;

/**
 * Float literals that probe every rule, seeded: all bit patterns of the formats of 8 bits or
 * fewer, the special and boundary patterns and random ones of the wider formats, hex spellings
 * out of range; decimals of every magnitude and length, each format's ties (exactly and just
 * off them, where reading through a double rounds twice), the thresholds of overflow and
 * underflow, and a double's own (which limit every format).
 */
final class FloatCases {
    private final Random rnd;
    private final int scale;
    private final List<Case> cases = new ArrayList<>();

    private FloatCases(long seed, int scale) {
        this.rnd = new Random(seed);
        this.scale = scale;
    }

    /** About 25,000 cases at scale 1. */
    static List<Case> generate(long seed, int scale) {
        FloatCases g = new FloatCases(seed, scale);
        for (FloatKind k : FloatKind.values()) {
            g.bitPatterns(k);
            g.hexSpellings(k);
            g.randomDecimals(k, 600 * scale);
            g.ties(k, 120 * scale);
            g.boundaries(k);
        }
        return g.cases;
    }

    // ---------------------------------------------------------------- hex

    private void bitPatterns(FloatKind k) {
        int w = k.width();
        if (w <= 8 || (scale > 1 && w <= 16)) {
            for (int b = 0; b < 1 << w; b++) hex(k, BigInteger.valueOf(b));
            return;
        }
        BigInteger sign = BigInteger.ONE.shiftLeft(w - 1);
        int f = k.fractionBits();
        BigInteger expOnes = mask(k.exponentBits()).shiftLeft(f);
        List<BigInteger> special = new ArrayList<>(List.of(BigInteger.ZERO, BigInteger.ONE, mask(f), BigInteger.ONE.shiftLeft(f),
                expOnes, expOnes.or(BigInteger.ONE), expOnes.or(BigInteger.ONE.shiftLeft(f - 1)), expOnes.or(mask(f)),
                expOnes.subtract(BigInteger.ONE), expOnes.subtract(BigInteger.ONE.shiftLeft(f)),
                BigInteger.valueOf(k.bias()).shiftLeft(f)));
        if (k.hasExplicitIntegerBit()) {
            // pseudo-denormals, unnormals, pseudo-infinity, pseudo-NaN
            special.addAll(List.of(BigInteger.ONE.shiftLeft(63), BigInteger.ONE.shiftLeft(63).or(BigInteger.ONE),
                    BigInteger.valueOf(0x3FFF).shiftLeft(64), BigInteger.valueOf(0x3FFF).shiftLeft(64).or(BigInteger.ONE.shiftLeft(62)),
                    expOnes.clearBit(63), expOnes.clearBit(63).or(BigInteger.ONE), BigInteger.ONE.shiftLeft(64).or(BigInteger.ONE)));
        }
        for (BigInteger b : special) {
            hex(k, b);
            hex(k, b.or(sign));
        }
        for (int i = 0; i < 300 * scale; i++) hex(k, new BigInteger(w, rnd));
        // integers near 2^precision: their natural form has no point, so they print in hex
        for (int i = 0; i < 20 * scale; i++) {
            BigInteger n = BigInteger.ONE.shiftLeft(k.precision()).subtract(BigInteger.valueOf(rnd.nextInt(k.precision() > 10 ? 1000 : 1 << (k.precision() - 1))));
            decimal(k, new BigDecimal(n), rnd.nextBoolean());
        }
    }

    private void hexSpellings(FloatKind k) {
        int w = k.width();
        BigInteger some = new BigInteger(w, rnd);
        add(k, "0x" + "0".repeat(1 + rnd.nextInt(30)) + some.toString(16).toUpperCase());
        add(k, "0x" + some.toString(16));
        add(k, "0x" + BigInteger.ONE.shiftLeft(w).toString(16));
        add(k, "0x" + mask(w + 1 + rnd.nextInt(70)).toString(16).toUpperCase());
        add(k, "-0x" + some.toString(16));
        add(k, "-0x0");
        add(k, "" + rnd.nextInt(1000));
        add(k, "-" + rnd.nextInt(1000));
    }

    private void hex(FloatKind k, BigInteger bits) {
        add(k, "0x" + bits.toString(16).toUpperCase());
    }

    // ---------------------------------------------------------------- decimals

    private void randomDecimals(FloatKind k, int n) {
        int lo = lowestDecade(k);
        int hi = highestDecade(k);
        for (int i = 0; i < n; i++) {
            int digits = rnd.nextInt(10) < 7 ? 1 + rnd.nextInt(12) : 1 + rnd.nextInt(45);
            // most magnitudes where a double's range matters, some across the format's whole range
            int lead = rnd.nextInt(4) == 0 ? lo + rnd.nextInt(hi - lo + 1)
                    : Math.max(lo, -330) + rnd.nextInt(Math.min(hi, 312) - Math.max(lo, -330) + 1);
            StringBuilder s = new StringBuilder().append((char) ('1' + rnd.nextInt(9)));
            for (int d = 1; d < digits; d++) s.append((char) ('0' + rnd.nextInt(10)));
            decimal(k, new BigDecimal(new BigInteger(s.toString()), digits - 1 - lead), rnd.nextBoolean());
        }
        decimal(k, BigDecimal.ZERO, false);
        decimal(k, BigDecimal.ZERO, true);
        add(k, "0.");
        add(k, "-0.");
        add(k, "00.000e-5");
        add(k, "1.");
        add(k, "1.e1");
        add(k, "1.0e99999999999999999999999");
        add(k, "-1.0e-99999999999999999999999");
    }

    /** Midpoints between neighbouring values, exactly and one part in 10^25 off (a double keeps the tie), and the values themselves. */
    private void ties(FloatKind k, int n) {
        BigDecimal off = new BigDecimal("1e-25");
        for (int i = 0; i < n; i++) {
            BigInteger b = new BigInteger(k.width(), rnd);
            if (k.hasSign()) b = b.clearBit(k.width() - 1);
            FloatValue v = FloatValue.fromBits(k, b);
            FloatValue next = b.bitLength() < k.width() || !k.hasSign() ? FloatValue.fromBits(k, b.add(BigInteger.ONE).and(mask(k.width()))) : null;
            if (!v.isFinite() || next == null || !next.isFinite() || next.isZero()) continue;
            BigDecimal x = v.toBigDecimal();
            BigDecimal mid = x.add(next.toBigDecimal()).divide(BigDecimal.valueOf(2));
            boolean neg = rnd.nextBoolean();
            decimal(k, mid, neg);
            decimal(k, mid.add(mid.multiply(off)), neg);
            decimal(k, mid.subtract(mid.multiply(off)), neg);
            if (x.signum() > 0) decimal(k, x, neg);
            if (x.signum() > 0) decimal(k, x.round(new MathContext(1 + rnd.nextInt(20))), neg);
        }
    }

    /** Overflow and underflow thresholds of the format and of a double, exactly and just off. */
    private void boundaries(FloatKind k) {
        List<BigDecimal> points = new ArrayList<>();
        BigDecimal max = largest(k);
        BigDecimal ulpAtMax = pow2(k.maxExponent() - (k.precision() - 1));
        points.add(max);
        points.add(max.add(ulpAtMax.divide(BigDecimal.valueOf(2))));
        points.add(max.add(ulpAtMax));
        BigDecimal minSub = pow2(k.minExponent() - (k.hasSubnormals() ? k.precision() - 1 : 0));
        points.add(minSub);
        points.add(minSub.divide(BigDecimal.valueOf(2)));
        points.add(minSub.multiply(new BigDecimal("1.5")));
        points.add(pow2(k.minExponent()));
        // a double's largest, its overflow threshold, its smallest and half of it
        points.add(new BigDecimal(Double.MAX_VALUE));
        points.add(new BigDecimal(Double.MAX_VALUE).add(pow2(1023 - 53)));
        points.add(new BigDecimal(Double.MIN_VALUE));
        points.add(new BigDecimal(Double.MIN_VALUE).divide(BigDecimal.valueOf(2)));
        points.add(new BigDecimal(Double.MIN_NORMAL));
        BigDecimal off = new BigDecimal("1e-30");
        for (BigDecimal p : points) {
            for (boolean neg : new boolean[] {false, true}) {
                decimal(k, p, neg);
                decimal(k, p.add(p.multiply(off)), neg);
                decimal(k, p.subtract(p.multiply(off)), neg);
                decimal(k, p.add(p.multiply(new BigDecimal("1e-10"))), neg);
            }
        }
    }

    private static BigDecimal largest(FloatKind k) {
        int p = k.precision();
        BigInteger sig = mask(p);
        if (k == FloatKind.F8E4M3FN) sig = sig.subtract(BigInteger.ONE);
        return new BigDecimal(sig).multiply(pow2(k.maxExponent() - (p - 1)));
    }

    private static int lowestDecade(FloatKind k) {
        return (int) Math.floor((k.minExponent() - k.precision()) * Math.log10(2)) - 2;
    }

    private static int highestDecade(FloatKind k) {
        return (int) Math.ceil((k.maxExponent() + 1) * Math.log10(2)) + 2;
    }

    /** {@code x} (≥ 0) spelled as a float literal token, in one of several ways, after a minus if {@code negative}. */
    private void decimal(FloatKind k, BigDecimal x, boolean negative) {
        x = x.stripTrailingZeros();
        String digits = x.unscaledValue().toString();
        int n = digits.length();
        int lead = n - 1 - x.scale(); // decimal exponent of the leading digit
        String s;
        int style = rnd.nextInt(5);
        if (style <= 1 || Math.abs(lead) > 40 && style < 4) {
            s = digits.charAt(0) + "." + digits.substring(1) + (style == 0 ? "e" : "E") + (lead >= 0 && rnd.nextBoolean() ? "+" : "") + lead;
        } else if (style == 2 && Math.abs(lead) <= 40) {
            int point = lead + 1; // digits before the point
            if (point <= 0) s = "0." + "0".repeat(-point) + digits;
            else if (point >= n) s = digits + "0".repeat(point - n) + "." + (rnd.nextBoolean() ? "0" : "");
            else s = digits.substring(0, point) + "." + digits.substring(point);
        } else {
            // all digits before the point, the exponent moved: 15.e-1, 0015.00e-1
            s = (rnd.nextBoolean() ? "00" : "") + digits + "." + (rnd.nextBoolean() ? "00" : "") + "e" + (lead - (n - 1));
        }
        add(k, (negative ? "-" : "") + s);
    }

    private void add(FloatKind k, String literal) {
        cases.add(new Case(literal, k));
    }

    private static BigInteger mask(int n) {
        return BigInteger.ONE.shiftLeft(n).subtract(BigInteger.ONE);
    }

    private static BigDecimal pow2(int e) {
        return e >= 0 ? new BigDecimal(BigInteger.ONE.shiftLeft(e)) : BigDecimal.ONE.divide(new BigDecimal(BigInteger.ONE.shiftLeft(-e)));
    }
}
