package pdll.mlir.lex;

/**
 * MLIR's string literals: {@code "…"} with the escapes {@code \\ \" \n \t} and {@code \XX} (two
 * hex digits, one byte). Texts here are byte strings: one char per UTF-8 byte (0-255), as
 * {@link Lexer} reads them, so a decoded value holds exactly the bytes MLIR would.
 */
public final class StringLiterals {
    private StringLiterals() {}

    /** The value of the well-formed literal {@code source[start, end)}, quotes included. */
    static String decode(String source, int start, int end) {
        StringBuilder sb = new StringBuilder(end - start);
        for (int i = start + 1; i < end - 1; i++) {
            char c = source.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char n = source.charAt(++i);
            switch (n) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case '"', '\\' -> sb.append(n);
                default -> {
                    sb.append((char) Integer.parseInt(source.substring(i, i + 2), 16));
                    i++;
                }
            }
        }
        return sb.toString();
    }

    /**
     * A byte string as MLIR prints it inside quotes (LLVM's printEscapedString): printable ASCII
     * kept but {@code "} and {@code \} ({@code \\}), every other byte {@code \XX}.
     */
    public static String escape(String bytes) {
        StringBuilder sb = new StringBuilder(bytes.length() + 8);
        for (int i = 0; i < bytes.length(); i++) {
            int c = bytes.charAt(i) & 0xff;
            if (c == '\\') sb.append("\\\\");
            else if (c >= 0x20 && c < 0x7f && c != '"') sb.append((char) c);
            else sb.append('\\').append(HEX[c >> 4]).append(HEX[c & 15]);
        }
        return sb.toString();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    static boolean isHexDigit(int c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }
}
