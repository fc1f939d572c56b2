package pdll.tablegen.syntax;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.misc.Pair;

/**
 * A token with what {@link TdTokenSource} worked out for it: the decoded text of a string or code
 * block (adjacent strings already joined), the value of an integer, or, for an {@link TdLexer#ERROR}
 * token, the lexer/preprocessor message and where the reference reports it.
 */
final class TdToken extends CommonToken {
    private static final long serialVersionUID = 1L;

    /** Decoded string/code value; null for other tokens. */
    String value;
    /** How many {@code #ifdef}/{@code #ifndef} were open when the token was read. */
    int openConditionals;
    /** Integer value of an integer literal. */
    long intValue;
    /** For ERROR tokens: the message and its char offset. */
    String message;
    int messageOffset;
    /** For ERROR tokens: an optional second located line (the reference prints it as an error too). */
    String note;
    int noteOffset = -1;

    TdToken(Pair<TokenSource, CharStream> source, int type, int channel, int start, int stop) {
        super(source, type, channel, start, stop);
    }

    static TdToken error(Pair<TokenSource, CharStream> source, int offset, String message) {
        TdToken t = new TdToken(source, TdLexer.ERROR, Token.DEFAULT_CHANNEL, offset, offset - 1);
        t.message = message;
        t.messageOffset = offset;
        return t;
    }

    TdToken withNote(int offset, String note) {
        this.noteOffset = offset;
        this.note = note;
        return this;
    }

    /** Makes {@link TdToken}s so the token source can annotate what the lexer matched. */
    static final TokenFactory<TdToken> FACTORY = new TokenFactory<>() {
        @Override
        public TdToken create(Pair<TokenSource, CharStream> source, int type, String text, int channel,
                              int start, int stop, int line, int charPositionInLine) {
            TdToken t = new TdToken(source, type, channel, start, stop);
            if (text != null) t.setText(text);
            return t;
        }

        @Override
        public TdToken create(int type, String text) {
            TdToken t = new TdToken(EMPTY_SOURCE, type, Token.DEFAULT_CHANNEL, -1, -1);
            t.setText(text);
            return t;
        }
    };
}
