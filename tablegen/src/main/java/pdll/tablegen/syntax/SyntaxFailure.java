package pdll.tablegen.syntax;

import org.antlr.v4.runtime.Token;

/**
 * Ends a parse at its first error (thrown through the generated parser, which only catches
 * RecognitionException). Carries the reference's message and offset, and optionally the second
 * located line the reference prints for preprocessor errors.
 */
final class SyntaxFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    final int offset;
    final String note;
    final int noteOffset;
    /** The nesting limit of this attempt was hit (the caller may retry with a bigger stack). */
    final boolean tooDeep;

    SyntaxFailure(int offset, String message, String note, int noteOffset, boolean tooDeep) {
        super(message, null, false, false);
        this.offset = offset;
        this.note = note;
        this.noteOffset = noteOffset;
        this.tooDeep = tooDeep;
    }

    /** A failure at token {@code t}: a lexer error token reports its own message. */
    static SyntaxFailure at(Token t, String message) {
        if (t instanceof TdToken td && td.getType() == TdLexer.ERROR) {
            return new SyntaxFailure(td.messageOffset, td.message, td.note, td.noteOffset, false);
        }
        if (t.getType() == TdLexer.INCLUDE) message = M.INCLUDE_PLACE;
        return new SyntaxFailure(t.getStartIndex(), message, null, -1, false);
    }

    static SyntaxFailure tooDeep(Token t) {
        return new SyntaxFailure(t.getStartIndex(), M.TOO_DEEP, null, -1, true);
    }
}
