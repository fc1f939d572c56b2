package pdll.mlir.parse;

import java.util.ArrayList;
import java.util.List;
import pdll.mlir.lex.ParseFailure;
import pdll.mlir.lex.StringLiterals;

/**
 * A literal that does not parse: MLIR's message and where in the literal it is. MLIR names the
 * literal itself as the buffer of its diagnostic, so the reference prints
 * {@code loc("LITERAL":line:col): error: message}. {@code literal} is the literal's byte string
 * (see {@link Bytes}), {@code offset} the byte MLIR reports at (-1 before the first byte of an
 * empty literal), {@code line} and {@code column} 1-based, the column counted in bytes like MLIR's
 * (0 for an empty literal).
 */
public record LiteralError(String literal, int offset, int line, int column, String message, List<LiteralError> following) {
    public LiteralError {
        following = List.copyOf(following);
    }

    static LiteralError of(String bytes, ParseFailure f) {
        List<LiteralError> more = new ArrayList<>();
        for (ParseFailure g : f.following()) more.add(at(bytes, g.offset(), Bytes.text(g.getMessage())));
        LiteralError first = at(bytes, f.offset(), Bytes.text(f.getMessage()));
        return new LiteralError(bytes, first.offset, first.line, first.column, first.message, more);
    }

    static LiteralError at(String bytes, int byteOffset, String message) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < byteOffset && i < bytes.length(); i++) {
            if (bytes.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new LiteralError(bytes, byteOffset, line, byteOffset - lineStart + 1, message, List.of());
    }

    /** As {@code mlir-pdll} prints it: this error's line, then those of the errors that follow it. */
    public String render() {
        // an empty buffer is named "-" by MLIR's source manager
        String name = literal.isEmpty() ? "-" : StringLiterals.escape(literal);
        StringBuilder sb = new StringBuilder("loc(\"" + name + "\":" + line + ":" + column + "): error: " + message);
        for (LiteralError e : following) sb.append('\n').append(e.render());
        return sb.toString();
    }
}
