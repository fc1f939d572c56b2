package pdll.tablegen.eval;

/**
 * Numeric-aware string order: runs of digits compare by length, then digit by digit; everything
 * else compares bytewise; a prefix sorts first. {@code AnyI1Attr < AnyI8Attr < AnyI16Attr}.
 */
public final class NumericOrder {
    private NumericOrder() {}

    public static int compare(String a, String b) {
        int i = 0, j = 0;
        int n = a.length(), m = b.length();
        while (i < n && j < m) {
            char ca = a.charAt(i), cb = b.charAt(j);
            if (isDigit(ca) && isDigit(cb)) {
                int ei = i, ej = j;
                while (ei < n && isDigit(a.charAt(ei))) ei++;
                while (ej < m && isDigit(b.charAt(ej))) ej++;
                int la = ei - i, lb = ej - j;
                if (la != lb) return la < lb ? -1 : 1;
                for (int k = 0; k < la; k++) {
                    char x = a.charAt(i + k), y = b.charAt(j + k);
                    if (x != y) return x < y ? -1 : 1;
                }
                i = ei;
                j = ej;
                continue;
            }
            if (ca != cb) return ca < cb ? -1 : 1;
            i++;
            j++;
        }
        if (i == n && j == m) return 0;
        return i == n ? -1 : 1;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
