package pdll.syntax;

/**
 * The kinds of PDLL tokens. `op`, `attr` and `type` are plain identifiers: like the reference,
 * the parser reads them as literals only when `<` follows.
 */
public enum TokenKind {
    EOF, IDENTIFIER, INTEGER, STRING, CODE_BLOCK, DIRECTIVE,
    COMMENT, DOC_COMMENT,
    /** A lexical error: the token starts at the error location and its text is the message. */
    ERROR,
    KW_ATTR, KW_CONSTRAINT, KW_OP, KW_OPNAME, KW_PATTERN, KW_REWRITE, KW_TYPE, KW_TYPE_RANGE,
    KW_VALUE, KW_VALUE_RANGE, KW_ERASE, KW_LET, KW_NOT, KW_REPLACE, KW_RETURN, KW_REWRITE_STMT,
    KW_WITH, UNDERSCORE,
    ARROW, EQUAL_ARROW, COLON, COMMA, DOT, EQUAL, LESS, GREATER, LBRACE, RBRACE, LPAREN, RPAREN,
    LSQUARE, RSQUARE, SEMICOLON;

    /** Keywords, which serve as operation, member and attribute names (`_` does not). */
    public boolean isKeyword() {
        return ordinal() >= KW_ATTR.ordinal() && ordinal() <= KW_WITH.ordinal();
    }

    public boolean isTrivia() {
        return this == COMMENT || this == DOC_COMMENT;
    }
}
