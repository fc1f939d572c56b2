package pdll.sema.codegen;

import java.nio.charset.StandardCharsets;
import pdll.sema.ast.SourceRange;

/**
 * What MLIR reads from an {@code attr<"…">} or {@code type<"…">}: the literal as a byte string
 * (one char per byte, see {@code pdll.mlir.parse.Bytes}), and for each byte where in the PDLL
 * source it came from. The bytes are made from the source text, not from the decoded string: a
 * {@code \C3} escape is the byte C3 while a written {@code é} is its two UTF-8 bytes, which a
 * decoded Java string could not tell apart. The byte offsets map MLIR's error columns back into
 * the string, so that editors underline the very character MLIR names.
 */
public final class LiteralSource {
    private final String bytes;
    /** {@code offsets[i]}: the source offset of byte {@code i}; {@code offsets[bytes.length()]}: the literal's end. */
    private final int[] offsets;

    private LiteralSource(String bytes, int[] offsets) {
        this.bytes = bytes;
        this.offsets = offsets;
    }

    public String bytes() {
        return bytes;
    }

    /** The source offset of byte {@code i} of the literal (clamped to the literal). */
    public int sourceOffset(int i) {
        return offsets[Math.max(0, Math.min(i, offsets.length - 1))];
    }

    /**
     * The literal of the expression at {@code range} of {@code text} ({@code attr<"…">},
     * {@code attr<[{…}]>}, same for {@code type}); {@code value}, the decoded string, when the
     * expression has no literal of its own (the {@code unit} of a named attribute written alone).
     */
    public static LiteralSource of(String text, SourceRange range, String value) {
        int i = range.start();
        if (text == null || !(text.startsWith("attr", i) || text.startsWith("type", i))) return plain(value, range.start());
        i += 4;
        while (i < range.end()) {
            char c = text.charAt(i);
            if (c == '"') return quoted(text, i + 1, range.end());
            if (c == '[' && text.startsWith("[{", i)) return block(text, i + 2, range.end());
            if (c == '/' && text.startsWith("//", i)) {
                while (i < range.end() && text.charAt(i) != '\n') i++;
                continue;
            }
            i++;
        }
        return plain(value, range.start());
    }

    private static LiteralSource plain(String value, int at) {
        String bytes = new String(value.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
        int[] offsets = new int[bytes.length() + 1];
        java.util.Arrays.fill(offsets, at);
        return new LiteralSource(bytes, offsets);
    }

    /** A {@code [{…}]} block: its characters as written. */
    private static LiteralSource block(String text, int from, int limit) {
        int close = text.indexOf("}]", from);
        int end = close < 0 || close > limit ? limit : close;
        Builder b = new Builder(end - from);
        for (int i = from; i < end; ) i = b.codePoint(text, i);
        return b.done(end);
    }

    /** A {@code "…"} string: PDLL's escapes {@code \n \t \" \\} and {@code \XX} (one byte); any other backslash stays. */
    private static LiteralSource quoted(String text, int from, int limit) {
        Builder b = new Builder(limit - from);
        int i = from;
        while (i < limit && text.charAt(i) != '"') {
            char c = text.charAt(i);
            if (c != '\\' || i + 1 >= limit) {
                i = b.codePoint(text, i);
                continue;
            }
            char n = text.charAt(i + 1);
            switch (n) {
                case 'n' -> b.add('\n', i);
                case 't' -> b.add('\t', i);
                case '"', '\\' -> b.add(n, i);
                default -> {
                    if (i + 2 < limit && isHex(n) && isHex(text.charAt(i + 2))) {
                        b.add((char) Integer.parseInt(text.substring(i + 1, i + 3), 16), i);
                        i += 3;
                        continue;
                    }
                    b.add('\\', i);
                    i++;
                    continue;
                }
            }
            i += 2;
        }
        return b.done(i);
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0;
    }

    private static final class Builder {
        final StringBuilder bytes;
        int[] offsets;

        Builder(int capacity) {
            bytes = new StringBuilder(capacity);
            offsets = new int[Math.max(4, capacity * 4 + 1)];
        }

        void add(char b, int at) {
            if (bytes.length() + 1 >= offsets.length) offsets = java.util.Arrays.copyOf(offsets, offsets.length * 2);
            offsets[bytes.length()] = at;
            bytes.append(b);
        }

        /** The code point at {@code i} as its UTF-8 bytes; returns the offset after it. */
        int codePoint(String text, int i) {
            int cp = text.codePointAt(i);
            for (byte x : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8)) add((char) (x & 0xff), i);
            return i + Character.charCount(cp);
        }

        LiteralSource done(int end) {
            int[] out = java.util.Arrays.copyOf(offsets, bytes.length() + 1);
            out[bytes.length()] = end;
            return new LiteralSource(bytes.toString(), out);
        }
    }
}
