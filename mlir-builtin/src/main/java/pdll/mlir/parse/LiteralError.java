package pdll.mlir.parse;

import java.nio.charset.StandardCharsets;
import pdll.mlir.lex.StringLiterals;

/**
 * A literal that does not parse: MLIR's message and where in the literal it is. MLIR names the
 * literal itself as the buffer of its diagnostic, so the reference prints
 * {@code loc("LITERAL":line:col): error: message}; {@code line} and {@code column} are 1-based,
 * the column counted in UTF-8 bytes like MLIR's. {@code offset} is in Java chars of the literal as
 * given (for placing the error inside an editor's text).
 */
public record LiteralError(String literal, int offset, int line, int column, String message) {
    /** The error of a parse of {@code literal}, whose byte string failed at byte {@code byteOffset}. */
    static LiteralError at(String literal, String bytes, int byteOffset, String message) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < byteOffset && i < bytes.length(); i++) {
            if (bytes.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        // Java chars before the byte offset: decode the bytes before it
        int chars = new String(bytes.substring(0, Math.max(0, Math.min(byteOffset, bytes.length()))).getBytes(StandardCharsets.ISO_8859_1),
                StandardCharsets.UTF_8).length();
        return new LiteralError(literal, chars, line, byteOffset - lineStart + 1, message);
    }

    /** As {@code mlir-pdll} prints it. */
    public String render() {
        // an empty buffer is named "-" by MLIR's source manager
        String name = literal.isEmpty() ? "-" : StringLiterals.escape(Bytes.of(literal));
        return "loc(\"" + name + "\":" + line + ":" + column + "): error: " + message;
    }
}
