/*
 * PDLL tokens as mlir-pdll-22 reads them. `op`, `attr` and `type` have their own tokens but the
 * parser grammar also accepts them as identifiers (the reference reads them as literals only
 * before `<`). Lexical errors are not modelled here beyond ERROR_CHAR: pdll.syntax.Lexer is the
 * production tokenizer and reports the reference's lexer messages.
 */
lexer grammar PdllLexer;

ATTR_KW        : 'Attr' ;
CONSTRAINT     : 'Constraint' ;
OP_KW          : 'Op' ;
OPNAME_KW      : 'OpName' ;
PATTERN        : 'Pattern' ;
REWRITE        : 'Rewrite' ;
TYPE_KW        : 'Type' ;
TYPE_RANGE_KW  : 'TypeRange' ;
VALUE_KW       : 'Value' ;
VALUE_RANGE_KW : 'ValueRange' ;
ERASE          : 'erase' ;
LET            : 'let' ;
NOT            : 'not' ;
REPLACE        : 'replace' ;
RETURN         : 'return' ;
REWRITE_STMT   : 'rewrite' ;
WITH           : 'with' ;
UNDERSCORE     : '_' ;
OP_LIT         : 'op' ;
ATTR_LIT       : 'attr' ;
TYPE_LIT       : 'type' ;

ARROW       : '->' ;
EQUAL_ARROW : '=>' ;
COLON       : ':' ;
COMMA       : ',' ;
DOT         : '.' ;
EQUAL       : '=' ;
LESS        : '<' ;
GREATER     : '>' ;
LBRACE      : '{' ;
RBRACE      : '}' ;
LPAREN      : '(' ;
RPAREN      : ')' ;
LSQUARE     : '[' ;
RSQUARE     : ']' ;
SEMICOLON   : ';' ;

IDENT      : [a-zA-Z_] [a-zA-Z_0-9]* ;
INTEGER    : [0-9]+ ;
/** Escapes: \" \\ \n \t and two hex digits, as the reference's lexer accepts them; no newline inside. */
STRING     : '"' ( ~["\\\n\u000B\u000C] | '\\' ( ["\\nt] | [0-9a-fA-F] [0-9a-fA-F] ) )* '"' ;
/** A `[{ ... }]` block: native code, or a string in attr<> / type<>. */
CODE_BLOCK : '[{' .*? '}]' ;
DIRECTIVE  : '#' [a-zA-Z_] [a-zA-Z_0-9]* ;

DOC_COMMENT : '///' ~[\n]* -> channel(HIDDEN) ;
COMMENT     : '//' ~[\n]* -> channel(HIDDEN) ;
WS          : [ \t\r\n\u000B\u000C\u0000]+ -> skip ; // NUL too, as in the reference

/** Any character that starts no token (`%`, `!`, a lone `-` or `/`, ...): "unexpected character". */
ERROR_CHAR : . ;
