package pdll.tablegen.syntax;

/**
 * The syntax error messages, worded exactly as mlir-tblgen-22 prints them (typos, capitals and
 * double spaces included): users and tests compare our first error line with the reference's.
 */
final class M {
    private M() {}

    // ---- lexer ---------------------------------------------------------------------------------
    static final String UNEXPECTED_CHAR = "unexpected character";
    static final String NUL_CHAR = "NUL character is invalid in source; treated as space";
    static final String UNTERMINATED_COMMENT = "unterminated comment";
    static final String UNTERMINATED_CODE = "unterminated code block";
    static final String STRING_EOL = "end of line in string literal";
    static final String STRING_EOF = "end of file in string literal";
    static final String STRING_ESCAPE = "invalid escape in string literal";
    static final String STRING_ESCAPED_NEWLINE = "escaped newlines not supported in tblgen";
    static final String NUMBER_RANGE = "number out of range";
    static final String INVALID_VARNAME = "invalid variable name";
    static final String UNKNOWN_OPERATOR = "unknown operator";
    static final String INVALID_BANG = "invalid \"!operator\"";
    static final String DOTDOT = "invalid '..' punctuation";

    // ---- preprocessor --------------------------------------------------------------------------
    static final String MACRO_NAME = "expected macro name after #";
    static final String ONLY_COMMENTS = "only comments are supported after #";
    static final String ENDIF_WITHOUT_IF = "#endif without #ifdef";
    static final String ELSE_WITHOUT_IF = "#else without #ifdef or #ifndef";
    static final String DOUBLE_ELSE = "double #else";
    static final String PREVIOUS_ELSE = "previous #else is here";
    static final String EOF_IN_IF = "reached EOF without matching #endif";
    static final String LATEST_CONTROL = "the latest preprocessor control is here";

    // ---- statements ----------------------------------------------------------------------------
    static final String TOP_LEVEL = "Unexpected token at top level";
    static final String OBJECT = "Expected assert, class, def, defm, defset, dump, foreach, if, or let";
    static final String INCLUDE_FILE = "expected filename after include";
    static final String INCLUDE_PLACE = "include is only supported where a statement may appear";
    static final String CLASS_NAME = "expected class name after 'class' keyword";
    static final String BODY_START = "Expected '{' to start body or ';' for declaration only";
    static final String BODY_SEMI = "A class or def body should not end with a semicolon";
    static final String CLASS_ID = "expected name for ClassID";
    static final String MULTICLASS_ID = "expected name for MultiClassID";
    static final String EXPECTED_ID = "expected identifier";
    static final String EXPECTED_EQ = "expected '='";
    static final String EXPECTED_SEMI = "expected ';'";
    static final String EXPECTED_LBRACE = "expected '{'";
    static final String DEFM_COLON = "expected ':' after defm identifier";
    static final String DEFM_SEMI = "expected ';' at end of defm";
    static final String MULTICLASS_NAME = "expected identifier after multiclass for name";
    static final String MULTICLASS_LBRACE = "expected '{' in multiclass definition";
    static final String MULTICLASS_SEMI = "expected ';' in multiclass definition";
    static final String MULTICLASS_EMPTY = "multiclass must contain at least one def";
    static final String MULTICLASS_BODY =
            "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body";
    static final String MULTICLASS_BODY_SEMI = "A multiclass body should not end with a semicolon";
    static final String CLASS_IN_MULTICLASS = "class is not allowed inside multiclass";
    static final String DEFSET_IN_MULTICLASS = "defset is not allowed inside multiclass";
    static final String CLASS_IN_LOOP = "class is not allowed inside foreach loop";
    static final String MULTICLASS_IN_LOOP = "multiclass is not allowed inside foreach loop";
    static final String LET_ID = "expected identifier in let definition";
    static final String LET_EQ = "expected '=' in let expression";
    static final String LET_IN = "expected 'in' at end of top-level 'let'";
    static final String LET_CLOSE = "expected '}' at end of top level let command";
    static final String RANGE_GT = "expected '>' at end of range list";
    static final String FOREACH_ID = "Expected identifier in foreach declaration";
    static final String FOREACH_EQ = "Expected '=' in foreach declaration";
    static final String FOREACH_CLOSE = "expected '}' at end of foreach command";
    static final String UNKNOWN_TOK = "Unknown tok";
    static final String THEN_CLOSE = "expected '}' at end of 'then' clause";
    static final String ELSE_CLOSE = "expected '}' at end of 'else' clause";
    static final String ASSERT_COMMA = "expected ',' in assert statement";
    static final String DEFSET_CLOSE = "expected '}' at end of defset";
    /** The second line of the *_CLOSE errors, at the block's opening brace. */
    static final String TO_MATCH_BRACE = "to match this '{'";
    static final String TEMPLATE_ARGS_GT = "expected '>' at end of template argument list";
    static final String ARG_COMMA = "Expected comma before next argument";
    static final String POSITIONAL_AFTER_NAMED = "Positional argument should be put before named argument";
    static final String NAMED_ARG_NAME = "The name of named argument should be a valid identifier";

    // ---- body items ----------------------------------------------------------------------------
    static final String DECL_ID = "Expected identifier in declaration";
    static final String DECL_SEMI = "expected ';' after declaration";
    static final String LET_FIELD_ID = "expected field identifier after let";
    static final String LET_SEMI = "expected ';' after let expression";
    static final String BIT_LIST_CLOSE = "expected '}' at end of bit list";

    // ---- types ---------------------------------------------------------------------------------
    static final String TYPE = "Unknown token when expecting a type";
    static final String BITS_LT = "expected '<' after bits type";
    static final String BITS_INT = "expected integer in bits<n> type";
    static final String BITS_GT = "expected '>' at end of bits<n> type";
    static final String LIST_LT = "expected '<' after list type";
    static final String LIST_GT = "expected '>' at end of list<ty> type";

    // ---- values --------------------------------------------------------------------------------
    static final String VALUE = "Unknown or reserved token when parsing a value";
    static final String FIELD_AFTER_DOT = "expected field identifier after '.'";
    static final String SLICE_CLOSE = "expected ']' at end of list slice";
    static final String NEGATIVE_RANGE = "invalid range, cannot be negative";
    static final String BIT_RANGE_CLOSE = "expected '}' at end of bit range list";
    static final String LIST_CLOSE = "expected ']' at end of list value";
    static final String LIST_TYPE_GT = "expected '>' at end of list element type";
    static final String BITS_CLOSE = "expected '}' at end of bit list value";
    static final String DAG_OPERATOR = "expected identifier or list of value types in dag init";
    static final String DAG_OPERATOR_NAME = "expected variable name in dag operator";
    static final String DAG_ARG_NAME = "expected variable name in dag literal";
    static final String DAG_CLOSE = "expected ')' in dag init";

    // ---- bang operators ------------------------------------------------------------------------
    static final String OPERATOR_TYPE = "expected type name for operator";
    static final String UNARY_LPAREN = "expected '(' after unary operator";
    static final String UNARY_RPAREN = "expected ')' in unary operator";
    static final String BINARY_LPAREN = "expected '(' after binary operator";
    static final String OPERATOR_RPAREN = "expected ')' in operator";
    static final String TWO_OPERANDS = "expected two operands to operator";
    static final String TERNARY_LPAREN = "expected '(' after ternary operator";
    static final String TERNARY_COMMA = "expected ',' in ternary operator";
    static final String TERNARY_RPAREN = "expected ')' in binary operator";
    static final String FOREACH_LPAREN = "expected '(' after !foreach/!filter";
    static final String FOREACH_IDENT = "first argument of !foreach/!filter must be an identifier";
    static final String FOREACH_COMMA = "expected ',' in !foreach/!filter";
    static final String FOREACH_RPAREN = "expected ')' in !foreach/!filter";
    static final String FOLDL_LPAREN = "expected '(' after !foldl";
    static final String FOLDL_COMMA = "expected ',' in !foldl";
    static final String FOLDL_THIRD = "third argument of !foldl must be an identifier";
    static final String FOLDL_FOURTH = "fourth argument of !foldl must be an identifier";
    static final String FOLDL_RPAREN = "expected ')' in fold operator";
    static final String COND_LPAREN = "expected '(' after !cond operator";
    static final String COND_EMPTY = "there should be at least 1 'condition : value' in the !cond operator";
    static final String COND_COLON = "expected ':'  following a condition in !cond operator";
    static final String COND_NEXT = "expected ',' or ')' following a value in !cond operator";
    static final String RANGE_LPAREN = "expected '(' after !range operator";
    static final String RANGE_ARITY = "expected at most three values of integer";

    // ---- limits of this implementation ---------------------------------------------------------
    static final String TOO_DEEP = "nesting too deep";
}
