package pdll.intellij.pdll;

import com.intellij.openapi.editor.DefaultLanguageHighlighterColors;
import com.intellij.openapi.editor.HighlighterColors;
import com.intellij.openapi.editor.colors.TextAttributesKey;
import java.util.EnumMap;
import java.util.Map;

/**
 * The colour keys of PDLL, {@code PDLL_<category>}, each falling back to the scheme's colour for
 * the same role in any language, so that every scheme colours PDLL without knowing it.
 */
public final class PdllTextAttributes {
    private PdllTextAttributes() {}

    private static final Map<PdllHighlightCategory, TextAttributesKey> KEYS = new EnumMap<>(PdllHighlightCategory.class);

    static {
        for (PdllHighlightCategory c : PdllHighlightCategory.values()) {
            KEYS.put(c, TextAttributesKey.createTextAttributesKey(c.externalName(), fallback(c)));
        }
    }

    public static TextAttributesKey of(PdllHighlightCategory category) {
        return KEYS.get(category);
    }

    private static TextAttributesKey fallback(PdllHighlightCategory c) {
        return switch (c) {
            case KEYWORD -> DefaultLanguageHighlighterColors.KEYWORD;
            case IDENTIFIER -> DefaultLanguageHighlighterColors.IDENTIFIER;
            case NUMBER -> DefaultLanguageHighlighterColors.NUMBER;
            case STRING -> DefaultLanguageHighlighterColors.STRING;
            // C++ embedded in PDLL: shown like a string until a scheme says otherwise
            case CODE_BLOCK -> DefaultLanguageHighlighterColors.STRING;
            case COMMENT -> DefaultLanguageHighlighterColors.LINE_COMMENT;
            case DOC_COMMENT -> DefaultLanguageHighlighterColors.DOC_COMMENT;
            // #include works like an annotation on the file: the scheme's metadata colour
            case DIRECTIVE -> DefaultLanguageHighlighterColors.METADATA;
            case OPERATOR -> DefaultLanguageHighlighterColors.OPERATION_SIGN;
            case BRACES -> DefaultLanguageHighlighterColors.BRACES;
            case PARENTHESES -> DefaultLanguageHighlighterColors.PARENTHESES;
            case BRACKETS -> DefaultLanguageHighlighterColors.BRACKETS;
            case COMMA -> DefaultLanguageHighlighterColors.COMMA;
            case SEMICOLON -> DefaultLanguageHighlighterColors.SEMICOLON;
            case DOT -> DefaultLanguageHighlighterColors.DOT;
            case BAD_CHARACTER -> HighlighterColors.BAD_CHARACTER;
        };
    }
}
