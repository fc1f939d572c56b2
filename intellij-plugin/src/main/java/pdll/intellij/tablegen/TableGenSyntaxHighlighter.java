package pdll.intellij.tablegen;

import com.intellij.lexer.Lexer;
import com.intellij.openapi.editor.DefaultLanguageHighlighterColors;
import com.intellij.openapi.editor.HighlighterColors;
import com.intellij.openapi.editor.colors.TextAttributesKey;
import com.intellij.openapi.fileTypes.SyntaxHighlighterBase;
import com.intellij.psi.tree.IElementType;
import java.util.EnumMap;
import java.util.Map;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * Token colours: one key per {@link TableGenHighlightCategory}, each falling back to the
 * platform's language defaults, so any colour scheme colours TableGen without knowing it.
 */
public final class TableGenSyntaxHighlighter extends SyntaxHighlighterBase {
    static final Map<TableGenHighlightCategory, TextAttributesKey> KEYS = new EnumMap<>(TableGenHighlightCategory.class);

    static {
        for (TableGenHighlightCategory c : TableGenHighlightCategory.values()) {
            KEYS.put(c, TextAttributesKey.createTextAttributesKey(c.externalName(), fallback(c)));
        }
    }

    private static TextAttributesKey fallback(TableGenHighlightCategory c) {
        return switch (c) {
            case KEYWORD -> DefaultLanguageHighlighterColors.KEYWORD;
            // built-in operators, called like functions
            case BANG_OPERATOR -> DefaultLanguageHighlighterColors.PREDEFINED_SYMBOL;
            case IDENTIFIER -> DefaultLanguageHighlighterColors.IDENTIFIER;
            // dag operand names ($lhs): the parameters of an operation's signature
            case VARIABLE -> DefaultLanguageHighlighterColors.PARAMETER;
            case NUMBER -> DefaultLanguageHighlighterColors.NUMBER;
            case STRING -> DefaultLanguageHighlighterColors.STRING;
            // embedded C++ or documentation text, literal to TableGen
            case CODE_BLOCK -> DefaultLanguageHighlighterColors.STRING;
            case LINE_COMMENT -> DefaultLanguageHighlighterColors.LINE_COMMENT;
            case BLOCK_COMMENT -> DefaultLanguageHighlighterColors.BLOCK_COMMENT;
            case PREPROCESSOR -> DefaultLanguageHighlighterColors.METADATA;
            case OPERATOR -> DefaultLanguageHighlighterColors.OPERATION_SIGN;
            case BRACES -> DefaultLanguageHighlighterColors.BRACES;
            case BRACKETS, ANGLE_BRACKETS -> DefaultLanguageHighlighterColors.BRACKETS;
            case PARENTHESES -> DefaultLanguageHighlighterColors.PARENTHESES;
            case COMMA -> DefaultLanguageHighlighterColors.COMMA;
            case SEMICOLON -> DefaultLanguageHighlighterColors.SEMICOLON;
            case DOT -> DefaultLanguageHighlighterColors.DOT;
            case BAD_CHARACTER -> HighlighterColors.BAD_CHARACTER;
        };
    }

    @Override
    public Lexer getHighlightingLexer() {
        return new TableGenLexerAdapter();
    }

    @Override
    public TextAttributesKey[] getTokenHighlights(IElementType tokenType) {
        TdTokenKind kind = TableGenTokenTypes.kindOf(tokenType);
        TableGenHighlightCategory c = kind == null ? null : TableGenHighlightCategory.of(kind);
        return c == null ? TextAttributesKey.EMPTY_ARRAY : pack(KEYS.get(c));
    }
}
