package pdll.mlir.lex;

/**
 * The first error of a parse, which ends it: MLIR's message and the offset (into the byte string
 * being parsed) it reports it at. Thrown through the recursive descent and caught at the entry
 * points, which turn it into a {@link LiteralError}; it has no stack trace (it is not a bug).
 */
public final class ParseFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int offset;

    public ParseFailure(int offset, String message) {
        super(message, null, false, false);
        this.offset = offset;
    }

    public int offset() {
        return offset;
    }
}
