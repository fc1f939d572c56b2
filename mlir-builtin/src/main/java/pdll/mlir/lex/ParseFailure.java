package pdll.mlir.lex;

import java.util.ArrayList;
import java.util.List;

/**
 * The first error of a parse, which ends it: MLIR's message and the offset (into the byte string
 * being parsed) it reports it at. Thrown through the recursive descent and caught at the entry
 * points, which turn it into a {@link LiteralError}; it has no stack trace (it is not a bug).
 */
public final class ParseFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int offset;
    /** The errors MLIR reports after this one as the enclosing constructs give up too, in order. */
    private final List<ParseFailure> following = new ArrayList<>();

    public ParseFailure(int offset, String message) {
        super(message, null, false, false);
        this.offset = offset;
    }

    public int offset() {
        return offset;
    }

    /** Adds an enclosing construct's own error after this one (MLIR's "expected attribute" after "expected attribute value"). */
    public ParseFailure then(int offset, String message) {
        following.add(new ParseFailure(offset, message));
        return this;
    }

    public List<ParseFailure> following() {
        return List.copyOf(following);
    }
}

