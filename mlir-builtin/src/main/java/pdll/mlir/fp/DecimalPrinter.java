package pdll.mlir.fp;

import java.math.BigInteger;

/**
 * The decimal spelling of a finite nonzero binary value {@code significand × 2^exponent} as
 * LLVM's APFloat spells it, in its two uses by MLIR's printer: the six-digit form
 * ({@code 1.101560e+00}) and the natural-precision form ({@code 1.10000000000000008882},
 * {@code 3.40282347E+38}). It must never differ from the reference by a digit, so it keeps the
 * reference's observable quirks, which are not a correct rounding:
 *
 * <ol>
 *   <li>Digits: with trailing zero bits dropped from the significand, the exact value is the
 *       integer {@code D = significand × 2^exponent} (exponent ≥ 0) or {@code significand ×
 *       5^-exponent} with a decimal exponent {@code exponent}. If D has more bits than {@code
 *       (P·196 + 58) / 59} for P wanted digits, {@code (bits − that)·59/196} low decimal digits
 *       are first cut off (truncated, not rounded).
 *   <li>Trailing zero digits are dropped; if more than P digits remain they are rounded half-up
 *       at P (so a value whose cut left exactly P digits is truncated: bf16's 9.765625e-04 prints
 *       9.765620e-04, f8E4M3FN's 1.953125e-03 prints 1.953130e-03).
 *   <li>Layout: see {@link #layout}.
 * </ol>
 */
final class DecimalPrinter {
    private DecimalPrinter() {}

    /** The digits (most significant first, no trailing zeros) and the decimal exponent of the last one. */
    record Digits(String digits, int exponent) {}

    static Digits digits(BigInteger significand, int exponent, int wanted) {
        int zeros = significand.getLowestSetBit();
        BigInteger sig = significand.shiftRight(zeros);
        int exp = exponent + zeros;
        BigInteger d;
        int decimalExp;
        if (exp >= 0) {
            d = sig.shiftLeft(exp);
            decimalExp = 0;
        } else {
            d = sig.multiply(BigInteger.valueOf(5).pow(-exp));
            decimalExp = exp;
        }
        int bits = d.bitLength();
        int bitsRequired = (wanted * 196 + 58) / 59;
        if (bits > bitsRequired) {
            int cut = (bits - bitsRequired) * 59 / 196;
            if (cut > 0) {
                d = d.divide(BigInteger.TEN.pow(cut));
                decimalExp += cut;
            }
        }
        String s = d.toString();
        int end = s.length();
        while (end > 1 && s.charAt(end - 1) == '0') end--;
        decimalExp += s.length() - end;
        s = s.substring(0, end);
        if (s.length() <= wanted) return new Digits(s, decimalExp);
        // round half up at `wanted` digits, dropping the zeros a carry leaves
        decimalExp += s.length() - wanted;
        boolean up = s.charAt(wanted) >= '5';
        char[] kept = s.substring(0, wanted).toCharArray();
        int last = wanted - 1;
        if (up) {
            while (last >= 0 && kept[last] == '9') {
                last--;
                decimalExp++;
            }
            if (last < 0) return new Digits("1", decimalExp);
            kept[last]++;
        } else {
            while (last > 0 && kept[last] == '0') {
                last--;
                decimalExp++;
            }
        }
        return new Digits(new String(kept, 0, last + 1), decimalExp);
    }

    /**
     * APFloat's layout of digits {@code d₁d₂…dₙ × 10^exponent} (exponent of dₙ), P wanted digits:
     *
     * <ul>
     *   <li>Scientific when {@code maxPadding} is 0; else when the exponent ≥ 0 and either the
     *       exponent > maxPadding or n + exponent > P; else when the leading digit is below 10^-maxPadding.
     *       Scientific is {@code d₁.d₂…dₙ} (a lone digit gets {@code .0} with truncateZero), then
     *       without truncateZero zeros up to P fraction digits and {@code e}, else {@code E}; the
     *       exponent's sign always, and at least two exponent digits without truncateZero
     *       ({@code e+00}, {@code E+5}, {@code e-4951}).
     *   <li>Otherwise integers are written out ({@code 16777215}, then zeros: no point) and
     *       fractions as {@code 12.5} or {@code 0.00125} (up to maxPadding zeros after the point).
     * </ul>
     */
    static String layout(boolean negative, Digits digits, int wanted, int maxPadding, boolean truncateZero) {
        String buf = digits.digits();
        int n = buf.length();
        int exp = digits.exponent();
        StringBuilder out = new StringBuilder(n + 16);
        if (negative) out.append('-');
        boolean scientific;
        if (maxPadding == 0) {
            scientific = true;
        } else if (exp >= 0) {
            scientific = exp > maxPadding || n + exp > wanted;
        } else {
            int leading = exp + n - 1;
            scientific = leading < 0 && -leading > maxPadding;
        }
        if (scientific) {
            int e = exp + n - 1;
            out.append(buf.charAt(0)).append('.');
            if (n == 1 && truncateZero) out.append('0');
            else out.append(buf, 1, n);
            if (!truncateZero) out.append("0".repeat(Math.max(0, wanted - (n - 1))));
            out.append(truncateZero ? 'E' : 'e').append(e >= 0 ? '+' : '-');
            String es = Integer.toString(Math.abs(e));
            if (!truncateZero && es.length() < 2) out.append('0');
            return out.append(es).toString();
        }
        if (exp >= 0) return out.append(buf).append("0".repeat(exp)).toString();
        int whole = exp + n;
        if (whole > 0) {
            out.append(buf, 0, whole).append('.').append(buf, whole, n);
        } else {
            out.append("0.").append("0".repeat(-whole)).append(buf);
        }
        return out.toString();
    }
}
