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
    KW_ATTR("Attr"), KW_CONSTRAINT("Constraint"), KW_OP("Op"), KW_OPNAME("OpName"), KW_PATTERN("Pattern"),
    KW_REWRITE("Rewrite"), KW_TYPE("Type"), KW_TYPE_RANGE("TypeRange"), KW_VALUE("Value"),
    KW_VALUE_RANGE("ValueRange"), KW_ERASE("erase"), KW_LET("let"), KW_NOT("not"), KW_REPLACE("replace"),
    KW_RETURN("return"), KW_REWRITE_STMT("rewrite"), KW_WITH("with"), UNDERSCORE("_"),
    ARROW("->"), EQUAL_ARROW("=>"), COLON(":"), COMMA(","), DOT("."), EQUAL("="), LESS("<"), GREATER(">"),
    LBRACE("{"), RBRACE("}"), LPAREN("("), RPAREN(")"), LSQUARE("["), RSQUARE("]"), SEMICOLON(";");

    private final String spelling;

    TokenKind() {
        this(null);
    }

    TokenKind(String spelling) {
        this.spelling = spelling;
    }

    /** How a keyword or punctuation token is always spelled (tokens share this text); null for the others. */
    public String spelling() {
        return spelling;
    }

    /** Keywords, which serve as operation, member and attribute names (`_` does not). */
    public boolean isKeyword() {
        return ordinal() >= KW_ATTR.ordinal() && ordinal() <= KW_WITH.ordinal();
    }

    public boolean isTrivia() {
        return this == COMMENT || this == DOC_COMMENT;
    }
}
