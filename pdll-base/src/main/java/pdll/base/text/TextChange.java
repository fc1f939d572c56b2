package pdll.base.text;

/**
 * How a text differs from an earlier one, as one edit: the length of what they begin with in
 * common, and of what they end with in common after that (the two never overlap). What a resumed
 * TableGen evaluation asks of an edit (computed once per new text), and what a document's line
 * index and the language server's reading of a {@code .td} document's statements reuse of the
 * previous version's.
 */
public record TextChange(int prefix, int suffix) {

    public static TextChange between(String before, String now) {
        int n = Math.min(before.length(), now.length());
        int p = 0;
        // whole blocks first (regionMatches compares them with vector instructions), then chars
        while (p + 4096 <= n && before.regionMatches(p, now, p, 4096)) p += 4096;
        while (p < n && before.charAt(p) == now.charAt(p)) p++;
        int max = n - p, s = 0;
        int b = before.length(), a = now.length();
        while (s + 4096 <= max && before.regionMatches(b - s - 4096, now, a - s - 4096, 4096)) s += 4096;
        while (s < max && before.charAt(b - 1 - s) == now.charAt(a - 1 - s)) s++;
        return new TextChange(p, s);
    }
}
