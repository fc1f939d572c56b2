package pdll.tablegen.syntax;

import org.antlr.v4.runtime.ANTLRErrorStrategy;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;

/**
 * Stops at the first error, like the reference: no recovery, no resynchronisation. The message is
 * the one the grammar's actions registered for the current expectation
 * ({@link TdParserBase#expect}), reported at the offending token.
 */
final class TdErrorStrategy implements ANTLRErrorStrategy {
    @Override
    public void reset(Parser recognizer) {}

    @Override
    public Token recoverInline(Parser recognizer) {
        throw failure(recognizer, recognizer.getCurrentToken());
    }

    @Override
    public void recover(Parser recognizer, RecognitionException e) {
        throw failure(recognizer, offending(recognizer, e));
    }

    @Override
    public void sync(Parser recognizer) {}

    @Override
    public boolean inErrorRecoveryMode(Parser recognizer) {
        return false;
    }

    @Override
    public void reportMatch(Parser recognizer) {}

    @Override
    public void reportError(Parser recognizer, RecognitionException e) {
        throw failure(recognizer, offending(recognizer, e));
    }

    private static Token offending(Parser recognizer, RecognitionException e) {
        Token t = e.getOffendingToken();
        return t != null ? t : recognizer.getCurrentToken();
    }

    private static SyntaxFailure failure(Parser recognizer, Token at) {
        TdParserBase p = (TdParserBase) recognizer;
        return SyntaxFailure.at(at, p.expect, p.expectBrace, at.getType() == TdLexer.INCLUDE ? p.misplacedInclude(at) : null);
    }
}
