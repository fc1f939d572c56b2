package pdll.tablegen.syntax;

import org.antlr.v4.runtime.Token;
import pdll.tablegen.ast.Stmt;

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
    /** An {@code include "name"} where no statement may stand, which stopped the parse; or null. */
    final Stmt.Include misplacedInclude;

    SyntaxFailure(int offset, String message, String note, int noteOffset, boolean tooDeep) {
        this(offset, message, note, noteOffset, tooDeep, null);
    }

    private SyntaxFailure(int offset, String message, String note, int noteOffset, boolean tooDeep, Stmt.Include misplaced) {
        super(message, null, false, false);
        this.offset = offset;
        this.note = note;
        this.noteOffset = noteOffset;
        this.tooDeep = tooDeep;
        this.misplacedInclude = misplaced;
    }

    /** A failure at token {@code t}: a lexer error token reports its own message. */
    static SyntaxFailure at(Token t, String message) {
        return at(t, message, -1, null);
    }

    /**
     * A failure at token {@code t} where the parser expected what {@code message} says; {@code
     * brace} is the offset of the {@code {} whose closing brace was expected (the reference then
     * adds {@code to match this '{'} there), or -1. A lexer error token reports its own message.
     * At an {@code include} the failure is {@link M#INCLUDE_PLACE} and carries the include
     * ({@code misplaced}, null when no name follows it).
     */
    static SyntaxFailure at(Token t, String message, int brace, Stmt.Include misplaced) {
        if (t instanceof TdToken td && td.getType() == TdLexer.ERROR) {
            return new SyntaxFailure(td.messageOffset, td.message, td.note, td.noteOffset, false);
        }
        if (t.getType() == TdLexer.INCLUDE) return new SyntaxFailure(t.getStartIndex(), M.INCLUDE_PLACE, null, -1, false, misplaced);
        if (brace >= 0) return new SyntaxFailure(t.getStartIndex(), message, M.TO_MATCH_BRACE, brace, false);
        return new SyntaxFailure(t.getStartIndex(), message, null, -1, false);
    }

    static SyntaxFailure tooDeep(Token t) {
        return new SyntaxFailure(t.getStartIndex(), M.TOO_DEEP, null, -1, true);
    }
}
