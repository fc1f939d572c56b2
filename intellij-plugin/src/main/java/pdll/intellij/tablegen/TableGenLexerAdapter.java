package pdll.intellij.tablegen;

import com.intellij.lexer.LexerBase;
import com.intellij.psi.tree.IElementType;
import pdll.tablegen.syntax.TdEditorLexer;

/**
 * The platform's lexer interface over the project's TableGen editor lexer ({@link TdEditorLexer}):
 * the same tokens the compiler reads, so colours never disagree with diagnostics. States are the
 * editor lexer's (almost always 0), so the editor relexes from any nearby token after an edit.
 */
public final class TableGenLexerAdapter extends LexerBase {
    private CharSequence buffer = "";
    private int bufferEnd;
    private TdEditorLexer lexer;
    private IElementType type;

    @Override
    public void start(CharSequence buffer, int startOffset, int endOffset, int initialState) {
        this.buffer = buffer;
        this.bufferEnd = endOffset;
        // one copy per (re)start, none per token: the editor lexer reads a String
        this.lexer = new TdEditorLexer(buffer.toString(), startOffset, endOffset, initialState);
        advance();
    }

    @Override
    public int getState() {
        return lexer.state();
    }

    @Override
    public IElementType getTokenType() {
        return type;
    }

    @Override
    public int getTokenStart() {
        return lexer.start();
    }

    @Override
    public int getTokenEnd() {
        return lexer.end();
    }

    @Override
    public void advance() {
        type = lexer.next() ? TableGenTokenTypes.of(lexer.kind()) : null;
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
