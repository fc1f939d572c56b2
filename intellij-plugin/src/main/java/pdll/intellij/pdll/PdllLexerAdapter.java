package pdll.intellij.pdll;

import com.intellij.lexer.LexerBase;
import com.intellij.psi.TokenType;
import com.intellij.psi.tree.IElementType;
import pdll.syntax.EditorLexer;

/**
 * The project's own PDLL lexer ({@link EditorLexer}) as an IntelliJ lexer: its tokens, and the
 * blanks between them as {@link TokenType#WHITE_SPACE}, cover the buffer range without gaps.
 * The lexer is context free, so the state is always 0 and IntelliJ may restart it at any token
 * boundary after an edit; each token costs constant work beyond lexing it.
 */
public final class PdllLexerAdapter extends LexerBase {
    private CharSequence buffer = "";
    private int bufferEnd;
    private EditorLexer lexer;

    // the current token
    private IElementType type;
    private int tokenStart;
    private int tokenEnd;

    // the next lexer token, read ahead to know where the blanks before it end
    private boolean lookahead;
    private int nextStart;
    private int nextEnd;
    private IElementType nextType;

    @Override
    public void start(CharSequence buffer, int startOffset, int endOffset, int initialState) {
        this.buffer = buffer;
        this.bufferEnd = endOffset;
        this.lexer = new EditorLexer(buffer, startOffset, endOffset);
        this.lookahead = false;
        locate(startOffset);
    }

    /** Makes the token starting at {@code at} current: blanks up to the next lexer token, or that token. */
    private void locate(int at) {
        tokenStart = at;
        if (at >= bufferEnd) {
            type = null;
            tokenEnd = at;
            return;
        }
        if (!lookahead) {
            lookahead = true;
            if (lexer.next()) {
                nextStart = lexer.start();
                nextEnd = lexer.end();
                nextType = PdllTokenTypes.of(lexer.kind());
            } else {
                nextStart = nextEnd = bufferEnd; // only blanks left
                nextType = null;
            }
        }
        if (at < nextStart) {
            type = TokenType.WHITE_SPACE;
            tokenEnd = nextStart;
        } else {
            type = nextType;
            tokenEnd = nextEnd;
            lookahead = false;
        }
    }

    @Override
    public int getState() {
        return 0;
    }

    @Override
    public IElementType getTokenType() {
        return type;
    }

    @Override
    public int getTokenStart() {
        return tokenStart;
    }

    @Override
    public int getTokenEnd() {
        return tokenEnd;
    }

    @Override
    public void advance() {
        if (type != null) locate(tokenEnd);
    }

    @Override
    public CharSequence getBufferSequence() {
        return buffer;
    }

    @Override
    public int getBufferEnd() {
        return bufferEnd;
    }
}
