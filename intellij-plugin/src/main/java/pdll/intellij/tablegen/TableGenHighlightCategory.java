package pdll.intellij.tablegen;

import pdll.tablegen.syntax.TdTokenKind;

/**
 * The colour categories of TableGen tokens, each a TextAttributesKey the user can set
 * ({@link TableGenSyntaxHighlighter} makes the keys, {@link TableGenColorSettingsPage} lists them).
 * Kept apart from the keys so that the table is plain Java the tests can load.
 */
public enum TableGenHighlightCategory {
    KEYWORD("Keyword"),
    BANG_OPERATOR("Bang operator"),
    IDENTIFIER("Identifier"),
    VARIABLE("Variable ($name)"),
    NUMBER("Number"),
    STRING("String"),
    CODE_BLOCK("Code block"),
    LINE_COMMENT("Comments//Line comment"),
    BLOCK_COMMENT("Comments//Block comment"),
    PREPROCESSOR("Preprocessor directive"),
    OPERATOR("Operator"),
    BRACES("Braces and brackets//Braces"),
    BRACKETS("Braces and brackets//Brackets"),
    PARENTHESES("Braces and brackets//Parentheses"),
    ANGLE_BRACKETS("Braces and brackets//Angle brackets"),
    COMMA("Punctuation//Comma"),
    SEMICOLON("Punctuation//Semicolon"),
    DOT("Punctuation//Dot"),
    BAD_CHARACTER("Bad character");

    /** The name in Settings | Editor | Color Scheme | TableGen (PDLL) ("//" makes a group). */
    public final String displayName;

    TableGenHighlightCategory(String displayName) {
        this.displayName = displayName;
    }

    /**
     * The key's external name, under which colour schemes store it: {@code PDLL_TABLEGEN_}, not
     * {@code TABLEGEN_}, which the MLIR ODS plugin's keys use (one key registered twice with
     * different fallbacks is an IDE error, and one plugin's colours replace the other's).
     */
    public String externalName() {
        return "PDLL_TABLEGEN_" + name();
    }

    /** The category of a token kind; null for blanks, which are not coloured. */
    public static TableGenHighlightCategory of(TdTokenKind kind) {
        return switch (kind) {
            case WHITESPACE -> null;
            case LINE_COMMENT -> LINE_COMMENT;
            case BLOCK_COMMENT -> BLOCK_COMMENT;
            case PREPROCESSOR -> PREPROCESSOR;
            case ERROR -> BAD_CHARACTER;
            case ID -> IDENTIFIER;
            case VARNAME -> VARIABLE;
            case NUMBER -> NUMBER;
            case STRING -> STRING;
            case CODE -> CODE_BLOCK;
            case BANG_OPERATOR -> BANG_OPERATOR;
            case ASSERT, BIT, BITS, CLASS, CODE_KW, DAG, DEF, DEFM, DEFSET, DEFTYPE, DEFVAR, DUMP, ELSE, FALSE,
                 FIELD, FOREACH, IF, IN, INCLUDE, INT_KW, LET, LIST, MULTICLASS, STRING_KW, THEN, TRUE -> KEYWORD;
            case LBRACE, RBRACE -> BRACES;
            case LBRACKET, RBRACKET -> BRACKETS;
            case LPAREN, RPAREN -> PARENTHESES;
            case LT, GT -> ANGLE_BRACKETS;
            case COMMA -> COMMA;
            case SEMI -> SEMICOLON;
            case DOT -> DOT;
            // ':' (parent classes, dag names), '=', '#' (paste), '?' (unset), '+'/'-' (ranges), '...'
            case COLON, ASSIGN, HASH, QUESTION, PLUS, MINUS, DOTDOTDOT -> OPERATOR;
        };
    }
}
