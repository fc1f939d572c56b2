package pdll.tablegen.syntax;

/**
 * What an editor token is ({@link TdEditorLexer}). Keywords and punctuation carry the names of
 * their TdLexer.g4 rules (the editor lexer maps the ANTLR token types to these by name, so a rule
 * added to the grammar without a kind here fails its test rather than lexing as something else);
 * the bang operators and the integer forms are one kind each, since no editor tells them apart.
 */
public enum TdTokenKind {
    // ---- trivia and what the preprocessor owns -------------------------------------------------
    /** Blanks and line breaks ({@code [ \t\r\n]+}). */
    WHITESPACE,
    /** {@code //} to the end of the line (the line break excluded). */
    LINE_COMMENT,
    /** A whole, possibly nested, {@code /* ... *}{@code /} comment. */
    BLOCK_COMMENT,
    /** A directive: {@code #define/#ifdef/#ifndef NAME}, {@code #else}, {@code #endif}. */
    PREPROCESSOR,
    /**
     * Text that is no token: a stray character, an unknown {@code !operator}, {@code ..}, an
     * unterminated string (to the end of its line), comment or code block (to the end of the text),
     * or anything but a comment after a directive on its line.
     */
    ERROR,

    // ---- literals and names --------------------------------------------------------------------
    ID,
    /** {@code $name}. */
    VARNAME,
    /** Decimal, {@code +}/{@code -} signed, hexadecimal and binary integers. */
    NUMBER,
    STRING,
    /** A whole {@code [{ ... }]} code block. */
    CODE,
    /** A known {@code !operator} (the word only; its arguments follow as other tokens). */
    BANG_OPERATOR,

    // ---- keywords ------------------------------------------------------------------------------
    ASSERT, BIT, BITS, CLASS, CODE_KW, DAG, DEF, DEFM, DEFSET, DEFTYPE, DEFVAR, DUMP, ELSE, FALSE,
    FIELD, FOREACH, IF, IN, INCLUDE, INT_KW, LET, LIST, MULTICLASS, STRING_KW, THEN, TRUE,

    // ---- punctuation ---------------------------------------------------------------------------
    LT, GT, LBRACE, RBRACE, LBRACKET, RBRACKET, LPAREN, RPAREN, COMMA, SEMI, COLON, ASSIGN,
    DOTDOTDOT, DOT, HASH, QUESTION, PLUS, MINUS
}
