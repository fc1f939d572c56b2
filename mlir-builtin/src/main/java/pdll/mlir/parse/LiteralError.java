package pdll.mlir.parse;

import pdll.mlir.lex.StringLiterals;

/**
 * A literal that does not parse: MLIR's message and where in the literal it is. MLIR names the
 * literal itself as the buffer of its diagnostic, so the reference prints
 * {@code loc("LITERAL":line:col): error: message}. {@code literal} is the literal's byte string
 * (see {@link Bytes}), {@code offset} the byte MLIR reports at (-1 before the first byte of an
 * empty literal), {@code line} and {@code column} 1-based, the column counted in bytes like MLIR's
 * (0 for an empty literal).
 */
public record LiteralError(String literal, int offset, int line, int column, String message) {
    static LiteralError at(String bytes, int byteOffset, String message) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < byteOffset && i < bytes.length(); i++) {
            if (bytes.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new LiteralError(bytes, byteOffset, line, byteOffset - lineStart + 1, message);
    }

    /** As {@code mlir-pdll} prints it. */
    public String render() {
        // an empty buffer is named "-" by MLIR's source manager
        String name = literal.isEmpty() ? "-" : StringLiterals.escape(literal);
        return "loc(\"" + name + "\":" + line + ":" + column + "): error: " + message;
    }
}
