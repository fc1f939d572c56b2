package pdll.intellij.pdll;

import com.intellij.psi.tree.IElementType;
import pdll.syntax.TokenKind;

/**
 * What colour a PDLL token gets, by kind: one category per colour the settings page offers
 * ({@link PdllTextAttributes} gives each its key {@code PDLL_<category>}). The switch is
 * exhaustive, so a new token kind does not compile until it has a colour. Pure: the keys live
 * elsewhere because tests cannot load them.
 */
public enum PdllHighlightCategory {
    KEYWORD("Keyword"),
    IDENTIFIER("Identifier"),
    NUMBER("Number"),
    STRING("String"),
    CODE_BLOCK("Native code block"),
    COMMENT("Comments//Line comment"),
    DOC_COMMENT("Comments//Doc comment"),
    DIRECTIVE("Directive"),
    OPERATOR("Operators"),
    BRACES("Braces and Operators//Braces"),
    PARENTHESES("Braces and Operators//Parentheses"),
    BRACKETS("Braces and Operators//Brackets"),
    COMMA("Braces and Operators//Comma"),
    SEMICOLON("Braces and Operators//Semicolon"),
    DOT("Braces and Operators//Dot"),
    BAD_CHARACTER("Bad character");

    /** The name on the colour settings page ({@code //} separates a group from the entry). */
    public final String displayName;

    PdllHighlightCategory(String displayName) {
        this.displayName = displayName;
    }

    /** The key's external name, under which colour schemes store it. */
    public String externalName() {
        return "PDLL_" + name();
    }

    /** The category of a token kind; EOF, which is never a token, has none. */
    public static PdllHighlightCategory of(TokenKind kind) {
        return switch (kind) {
            case EOF -> null;
            case IDENTIFIER, UNDERSCORE -> IDENTIFIER;
            case INTEGER -> NUMBER;
            case STRING -> STRING;
            case CODE_BLOCK -> CODE_BLOCK;
            case DIRECTIVE -> DIRECTIVE;
            case COMMENT -> COMMENT;
            case DOC_COMMENT -> DOC_COMMENT;
            case ERROR -> BAD_CHARACTER;
            case KW_ATTR, KW_CONSTRAINT, KW_OP, KW_OPNAME, KW_PATTERN, KW_REWRITE, KW_TYPE, KW_TYPE_RANGE, KW_VALUE,
                 KW_VALUE_RANGE, KW_ERASE, KW_LET, KW_NOT, KW_REPLACE, KW_RETURN, KW_REWRITE_STMT, KW_WITH -> KEYWORD;
            case ARROW, EQUAL_ARROW, COLON, EQUAL, LESS, GREATER -> OPERATOR;
            case COMMA -> COMMA;
            case DOT -> DOT;
            case SEMICOLON -> SEMICOLON;
            case LBRACE, RBRACE -> BRACES;
            case LPAREN, RPAREN -> PARENTHESES;
            case LSQUARE, RSQUARE -> BRACKETS;
        };
    }

    /** The category of a token type of {@link PdllLexerAdapter} (none for white space). */
    public static PdllHighlightCategory of(IElementType type) {
        TokenKind kind = PdllTokenTypes.kindOf(type);
        return kind == null ? null : of(kind);
    }
}
