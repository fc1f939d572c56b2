package pdll.intellij.pdll;

import com.intellij.lexer.Lexer;
import com.intellij.openapi.editor.colors.TextAttributesKey;
import com.intellij.openapi.fileTypes.SyntaxHighlighterBase;
import com.intellij.psi.tree.IElementType;

/** Colours PDLL tokens: the project's lexer, {@link PdllHighlightCategory}'s table, {@link PdllTextAttributes}' keys. */
public final class PdllSyntaxHighlighter extends SyntaxHighlighterBase {
    @Override
    public Lexer getHighlightingLexer() {
        return new PdllLexerAdapter();
    }

    @Override
    public TextAttributesKey[] getTokenHighlights(IElementType tokenType) {
        PdllHighlightCategory category = PdllHighlightCategory.of(tokenType);
        return category == null ? TextAttributesKey.EMPTY_ARRAY : pack(PdllTextAttributes.of(category));
    }
}
