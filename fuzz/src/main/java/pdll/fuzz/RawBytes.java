package pdll.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Mutations work on Java strings, but a file on disk can hold bytes that are not UTF-8. As in
 * Python's "surrogateescape", the lone low surrogates U+DC80..U+DCFF stand for the raw bytes
 * 0x80..0xFF: {@link #encode} writes them as those single bytes, so a mutated file can contain
 * truncated sequences, overlong encodings and encoded surrogates. Everything else is UTF-8.
 */
final class RawBytes {
    private RawBytes() {}

    static char raw(int b) {
        return (char) (0xDC00 + (b & 0xFF));
    }

    static String raw(int... bytes) {
        StringBuilder sb = new StringBuilder();
        for (int b : bytes) sb.append(raw(b));
        return sb.toString();
    }

    static byte[] encode(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length() + 16);
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean escaped = c >= 0xDC80 && c <= 0xDCFF && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
            if (escaped) {
                out.writeBytes(s.substring(from, i).getBytes(StandardCharsets.UTF_8));
                out.write(c - 0xDC00);
                from = i + 1;
            }
        }
        out.writeBytes(s.substring(from).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /** The inverse of {@link #encode}: UTF-8, with each byte that is not part of a valid sequence kept as its escape. */
    static String decode(byte[] bytes) {
        java.nio.charset.CharsetDecoder d = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length + 1);
        while (true) {
            java.nio.charset.CoderResult r = d.decode(in, out, true);
            if (r.isUnderflow()) break;
            if (r.isError()) {
                for (int i = 0; i < r.length(); i++) out.put(raw(in.get()));
            }
        }
        d.flush(out);
        out.flip();
        return out.toString();
    }

    /** For reports: the escaped bytes as \xNN, NUL as \0, so a finding's input is printable. */
    static String printable(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0xDC80 && c <= 0xDCFF) sb.append(String.format("\\x%02X", c - 0xDC00));
            else if (c == 0) sb.append("\\0");
            else sb.append(c);
        }
        return sb.toString();
    }
}
