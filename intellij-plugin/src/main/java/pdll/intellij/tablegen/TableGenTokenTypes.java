package pdll.intellij.tablegen;

import com.intellij.psi.TokenType;
import com.intellij.psi.tree.IElementType;
import com.intellij.psi.tree.TokenSet;
import java.util.EnumMap;
import java.util.Map;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * The element types of TableGen tokens: one per {@link TdTokenKind}, except blanks and malformed
 * text, which are the platform's own WHITE_SPACE and BAD_CHARACTER (the platform skips the first
 * and marks the second without being told).
 */
public final class TableGenTokenTypes {
    private TableGenTokenTypes() {}

    private static final Map<TdTokenKind, IElementType> TYPES = new EnumMap<>(TdTokenKind.class);

    static {
        for (TdTokenKind kind : TdTokenKind.values()) {
            TYPES.put(kind, switch (kind) {
                case WHITESPACE -> TokenType.WHITE_SPACE;
                case ERROR -> TokenType.BAD_CHARACTER;
                default -> new TableGenTokenType(kind);
            });
        }
    }

    public static IElementType of(TdTokenKind kind) {
        return TYPES.get(kind);
    }

    /** The lexer's kind of a token type, or null when the type is no TableGen token. */
    public static TdTokenKind kindOf(IElementType type) {
        if (type instanceof TableGenTokenType t) return t.kind();
        if (type == TokenType.WHITE_SPACE) return TdTokenKind.WHITESPACE;
        if (type == TokenType.BAD_CHARACTER) return TdTokenKind.ERROR;
        return null;
    }

    public static final TokenSet COMMENTS = TokenSet.create(of(TdTokenKind.LINE_COMMENT), of(TdTokenKind.BLOCK_COMMENT));
    /** Strings and code blocks: what the platform treats as literal text (no spell check of names, etc.). */
    public static final TokenSet STRINGS = TokenSet.create(of(TdTokenKind.STRING), of(TdTokenKind.CODE));
}
