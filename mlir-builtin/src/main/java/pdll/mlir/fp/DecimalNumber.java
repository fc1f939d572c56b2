package pdll.mlir.fp;

import java.math.BigInteger;

/**
 * A decimal number as written, read exactly: {@code digits × 10^exponent} with a sign. It reads
 * both MLIR's float literal tokens and the printer's own output ({@code -1.5E+20}, {@code 0.001}),
 * and never rounds: the rounding to a binary format is {@link BinaryRounding}'s. Exponents too
 * large to matter are clamped (a value beyond 10^±{@value #FAR} overflows or underflows every
 * format), so that {@code 1.0e99999999999999999999} costs nothing.
 */
record DecimalNumber(boolean negative, BigInteger digits, long exponent) {
    /** Past this decimal exponent any nonzero value overflows (below its negative, underflows) every format. */
    static final int FAR = 5000;

    /** Whether {@code s} is MLIR's float literal token, {@code [0-9]+\.[0-9]*([eE][+-]?[0-9]+)?}. */
    static boolean isLiteralToken(String s) {
        int i = 0;
        int n = s.length();
        int start = i;
        while (i < n && isDigit(s.charAt(i))) i++;
        if (i == start || i == n || s.charAt(i) != '.') return false;
        i++;
        while (i < n && isDigit(s.charAt(i))) i++;
        if (i == n) return true;
        if (s.charAt(i) != 'e' && s.charAt(i) != 'E') return false;
        i++;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) i++;
        int expStart = i;
        while (i < n && isDigit(s.charAt(i))) i++;
        return i > expStart && i == n;
    }

    /**
     * Reads {@code -?[0-9]+(\.[0-9]*)?([eE][+-]?[0-9]+)?}.
     *
     * @throws IllegalArgumentException for anything else
     */
    static DecimalNumber parse(String s) {
        int i = 0;
        int n = s.length();
        boolean negative = i < n && s.charAt(i) == '-';
        if (negative) i++;
        StringBuilder digits = new StringBuilder(n);
        int intStart = i;
        while (i < n && isDigit(s.charAt(i))) digits.append(s.charAt(i++));
        if (i == intStart) throw new IllegalArgumentException("not a decimal number: " + s);
        long fractionDigits = 0;
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(s.charAt(i))) {
                digits.append(s.charAt(i++));
                fractionDigits++;
            }
        }
        long exponent = 0;
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            boolean expNegative = false;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) expNegative = s.charAt(i++) == '-';
            int expStart = i;
            while (i < n && isDigit(s.charAt(i))) {
                // saturate: far beyond FAR plus any digit count a string can have
                if (exponent < 1_000_000_000_000L) exponent = exponent * 10 + (s.charAt(i) - '0');
                i++;
            }
            if (i == expStart) throw new IllegalArgumentException("not a decimal number: " + s);
            if (expNegative) exponent = -exponent;
        }
        if (i != n) throw new IllegalArgumentException("not a decimal number: " + s);
        return new DecimalNumber(negative, new BigInteger(digits.toString()), exponent - fractionDigits);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    boolean isZero() {
        return digits.signum() == 0;
    }

    /** The decimal exponent of the leading digit (the value lies in [10^m, 10^(m+1))); for a nonzero value. */
    long leadingExponent() {
        return digits.toString().length() - 1 + exponent;
    }
}
