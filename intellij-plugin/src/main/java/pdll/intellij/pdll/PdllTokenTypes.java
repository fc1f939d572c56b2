package pdll.intellij.pdll;

import com.intellij.psi.TokenType;
import com.intellij.psi.tree.IElementType;
import com.intellij.psi.tree.TokenSet;
import java.util.HashMap;
import java.util.Map;
import pdll.syntax.TokenKind;

/**
 * The IntelliJ token type of every PDLL {@link TokenKind}, named after it. A lexer error is the
 * platform's {@link TokenType#BAD_CHARACTER} (which editors already mark); EOF is never a token.
 */
public final class PdllTokenTypes {
    private PdllTokenTypes() {}

    private static final IElementType[] BY_KIND = new IElementType[TokenKind.values().length];
    private static final Map<IElementType, TokenKind> KINDS = new HashMap<>();

    static {
        for (TokenKind k : TokenKind.values()) {
            if (k == TokenKind.EOF) continue;
            BY_KIND[k.ordinal()] = k == TokenKind.ERROR ? TokenType.BAD_CHARACTER : new IElementType(k.name(), PdllLanguage.INSTANCE);
            KINDS.put(BY_KIND[k.ordinal()], k);
        }
    }

    public static final TokenSet COMMENTS = TokenSet.create(of(TokenKind.COMMENT), of(TokenKind.DOC_COMMENT));
    /**
     * String literals, and native code blocks: their C++ names the PDLL arguments, so "search in
     * strings and comments" (rename, find in text) should see inside them too.
     */
    public static final TokenSet STRINGS = TokenSet.create(of(TokenKind.STRING), of(TokenKind.CODE_BLOCK));
    public static final TokenSet WHITE_SPACES = TokenSet.create(TokenType.WHITE_SPACE);

    /** The token type of a kind (null for EOF). */
    public static IElementType of(TokenKind kind) {
        return BY_KIND[kind.ordinal()];
    }

    /** The kind of one of our token types ({@link TokenKind#ERROR} for a bad character), else null. */
    public static TokenKind kindOf(IElementType type) {
        return KINDS.get(type);
    }
}
