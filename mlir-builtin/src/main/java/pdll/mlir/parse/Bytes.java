package pdll.mlir.parse;

import java.nio.charset.StandardCharsets;

/** Byte strings: a Java string holding one char (0-255) per UTF-8 byte of a text, as the lexer reads it. */
public final class Bytes {
    private Bytes() {}

    public static String of(String text) {
        return new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    /** The text whose UTF-8 bytes a byte string holds (malformed sequences replaced). */
    public static String text(String bytes) {
        return new String(bytes.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }
}
