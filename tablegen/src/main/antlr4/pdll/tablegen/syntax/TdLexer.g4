/*
 * TableGen tokens (LLVM ProgRef, "Lexical Analysis"), as mlir-tblgen-22 lexes them.
 *
 * TdTokenSource wraps this lexer and completes it for the compiler (TdEditorLexer, for editors,
 * wraps it too and shares TdTokenSource's comment and directive scanning):
 *  - the preprocessor: '#' is always lexed as HASH here, and the token source decides whether it
 *    starts a directive line (#define/#ifdef/#ifndef/#else/#endif as the first thing on a line);
 *    it also skips inactive regions itself, so their text is never lexed;
 *  - comments and [{ code }] blocks: only their first two characters are tokens here, the token
 *    source scans the rest (block comments nest; scanning by hand is much faster than matching
 *    long comments and code blocks character by character, and a recursive lexer rule would grow
 *    the shared lexer DFA with every nesting depth it meets);
 *  - blanks between tokens are usually skipped by the token source before the lexer runs.
 *
 * Malformed input never fails inside this lexer: what starts no valid token falls to the
 * one-character ERROR_CHAR rule, and TdTokenSource turns it into the reference's exact message.
 */
lexer grammar TdLexer;

// (the package comes from the directory: antlr4-maven-plugin passes -package pdll.tablegen.syntax)

// Set by TdTokenSource: ERROR, a malformed construct (with the message attached); HASH_EMPTY, a
// paste '#' directly followed by ':', ';' or '{', i.e. with an empty right operand; CODE, a whole
// [{ ... }] block.
tokens { ERROR, HASH_EMPTY, CODE }

// ---- whitespace and comments ------------------------------------------------------------------
// (no lexer actions here: a custom action is position dependent and would defeat the lexer DFA;
// TdTokenSource finds the line breaks in the blanks between tokens itself)

WS : [ \t\r\n]+ -> skip ;
// Comments are skipped by TdTokenSource from their first two characters: a line comment runs to
// the end of the line, a block comment nests (a recursive lexer rule would grow the shared lexer
// DFA with every nesting depth it meets, and a hand scan of long comments is much faster).
LINE_COMMENT_START : '//' ;
COMMENT_START : '/*' ;

// ---- keywords ----------------------------------------------------------------------------------

ASSERT : 'assert' ;
BIT : 'bit' ;
BITS : 'bits' ;
CLASS : 'class' ;
CODE_KW : 'code' ;
DAG : 'dag' ;
DEF : 'def' ;
DEFM : 'defm' ;
DEFSET : 'defset' ;
DEFTYPE : 'deftype' ;
DEFVAR : 'defvar' ;
DUMP : 'dump' ;
ELSE : 'else' ;
FALSE : 'false' ;
FIELD : 'field' ;
FOREACH : 'foreach' ;
IF : 'if' ;
IN : 'in' ;
INCLUDE : 'include' ;
INT_KW : 'int' ;
LET : 'let' ;
LIST : 'list' ;
MULTICLASS : 'multiclass' ;
STRING_KW : 'string' ;
THEN : 'then' ;
TRUE : 'true' ;

// ---- bang operators, grouped by the shape of their argument list --------------------------------
// An operator word is letters only ("!add2" is "!add" then "2"); unknown words are BANG_OTHER.

BANG_COND : '!cond' ;
BANG_FOREACH : '!foreach' | '!filter' ;
BANG_FOLDL : '!foldl' ;
BANG_RANGE : '!range' ;
BANG_SUBSTR : '!substr' ;
BANG_FIND : '!find' ;
BANG_CAST : '!cast' ;
BANG_TYPECHECK : '!isa' | '!exists' ;
BANG_INSTANCES : '!instances' ;
BANG_GETDAGOP : '!getdagop' ;
BANG_GETDAGARG : '!getdagarg' ;
BANG_UNARY
    : '!not' | '!head' | '!tail' | '!size' | '!empty' | '!getdagopname' | '!initialized'
    | '!logtwo' | '!listflatten' | '!repr' | '!tolower' | '!toupper'
    ;
BANG_BINARY
    : '!add' | '!sub' | '!mul' | '!div' | '!and' | '!or' | '!xor' | '!shl' | '!sra' | '!srl'
    | '!eq' | '!ne' | '!le' | '!lt' | '!ge' | '!gt' | '!listconcat' | '!listsplat'
    | '!listremove' | '!strconcat' | '!interleave' | '!con' | '!setdagop' | '!setdagopname'
    | '!getdagname' | '!match'
    ;
BANG_TERNARY : '!if' | '!dag' | '!subst' | '!setdagarg' | '!setdagname' ;
BANG_OTHER : '!' [a-zA-Z]+ ;

// ---- literals -----------------------------------------------------------------------------------

HEX_INT : '0x' [0-9a-fA-F]+ ;
BIN_INT : '0b' [01]+ ;
DEC_INT : [0-9]+ ;
NEG_INT : '-' [0-9]+ ;
POS_INT : '+' [0-9]+ ;

// A run of digits followed by a letter or '_' is an identifier ("0DTensorOf"), except where a
// hexadecimal or binary literal starts: "0x1FG" is 0x1F then G, "0xg" and "0b2" are identifiers.
ID
    : [a-zA-Z_] [a-zA-Z0-9_]*
    | '0x' ( [g-zG-Z_] [a-zA-Z0-9_]* )?
    | '0b' ( [2-9a-zA-Z_] [a-zA-Z0-9_]* )?
    | '0' [ac-wyzA-Z_] [a-zA-Z0-9_]*
    | '0' [0-9]+ [a-zA-Z_] [a-zA-Z0-9_]*
    | [1-9] [0-9]* [a-zA-Z_] [a-zA-Z0-9_]*
    ;

VARNAME : '$' [a-zA-Z_] [a-zA-Z0-9_]* ;

// Escapes are checked (and decoded) by TdTokenSource; an unterminated string falls to ERROR_CHAR.
STRING : '"' ( '\\' ~[\n\r] | ~["\\\r\n] )* '"' ;

// A code block [{ ... }] ends at the first "}]"; TdTokenSource scans it from here and turns this
// token into a CODE token spanning the whole block.
CODE_START : '[{' ;

// ---- punctuation --------------------------------------------------------------------------------

LT : '<' ;
GT : '>' ;
LBRACE : '{' ;
RBRACE : '}' ;
LBRACKET : '[' ;
RBRACKET : ']' ;
LPAREN : '(' ;
RPAREN : ')' ;
COMMA : ',' ;
SEMI : ';' ;
COLON : ':' ;
ASSIGN : '=' ;
DOTDOTDOT : '...' ;
DOTDOT : '..' ;
DOT : '.' ;
HASH : '#' ;
QUESTION : '?' ;
PLUS : '+' ;
MINUS : '-' ;

// Anything else, including a lone '!', '$', '/', and the '"' of an unterminated string.
ERROR_CHAR : . ;
