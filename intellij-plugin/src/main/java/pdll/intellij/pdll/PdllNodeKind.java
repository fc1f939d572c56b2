package pdll.intellij.pdll;

/**
 * The PSI element kinds of a PDLL file, one per node kind of the syntax tree ({@code
 * pdll.syntax.tree}), named after it. Error kinds stand for text the parser could not read as
 * the construct (its diagnostics are separate error elements). Pure: tests use it without the
 * IntelliJ element types ({@link PdllElementTypes}).
 */
public enum PdllNodeKind {
    // declarations (top-level, or inline in an expression or a constraint list)
    PATTERN_DECL, CONSTRAINT_DECL, REWRITE_DECL, INCLUDE, ERROR_DECL,
    // statements
    COMPOUND_STMT, LET_STMT, ERASE_STMT, REPLACE_STMT, REWRITE_STMT, RETURN_STMT, EXPR_STMT, ERROR_STMT,
    // expressions
    REF_EXPR, INLINE_VARIABLE_EXPR, CALL_EXPR, MEMBER_EXPR, TUPLE_EXPR, OPERATION_EXPR, ATTR_EXPR, TYPE_EXPR,
    ERROR_EXPR,
    // constraints
    BUILTIN_CONSTRAINT, NAMED_CONSTRAINT, ERROR_CONSTRAINT,
    // parts
    ARGUMENT, RESULT, METADATA, NAMED_ATTR, OP_NAME, TUPLE_ELEMENT, NAME
}
