/*
 * The PDLL language as mlir-pdll-22 accepts it (syntax only), written from the PDLL language
 * documentation and checked against the reference on the conformance corpus (GrammarTest).
 *
 * This grammar is the specification; pdll.syntax.DeclParser is the production parser that
 * follows it with the reference's error messages and locations, statement-level recovery and
 * per-declaration incremental reuse. A few rules the reference enforces while parsing are left
 * to that parser because they need context or values rather than syntax: `op<>` without a name
 * in rewrite contexts, a repeated `benefit`/`recursion`, a benefit above 65535, metadata names
 * other than `benefit`/`recursion`, directives other than `#include`, include file extensions,
 * and `replace x with ()`.
 */
parser grammar PdllGrammar;

options { tokenVocab = PdllLexer; }

file : topLevelDecl* EOF ;

topLevelDecl
    : DIRECTIVE STRING                                   # include
    | patternDecl                                        # pattern
    | (CONSTRAINT | REWRITE) IDENT signature topLevelBody # namedCallable
    ;

patternDecl
    : PATTERN IDENT? ( WITH metadata ( COMMA metadata )* )?
      ( compoundStmt | EQUAL_ARROW stmtBody SEMICOLON )
    ;

/** `benefit(N)` or `recursion`. */
metadata
    : { _input.LT(1).getText().equals("benefit") }? IDENT LPAREN INTEGER RPAREN
    | { !_input.LT(1).getText().equals("benefit") }? IDENT
    ;

signature
    : LPAREN ( argument ( COMMA argument )* )? RPAREN
      ( ARROW ( result | LPAREN ( result ( COMMA result )* )? RPAREN ) )?
    ;

argument : ident COLON signatureConstraint ;

result : ident COLON signatureConstraint | signatureConstraint ;

topLevelBody
    : compoundStmt
    | EQUAL_ARROW stmtBody SEMICOLON
    | CODE_BLOCK SEMICOLON
    | SEMICOLON
    ;

/** A Constraint or Rewrite inside a body or an expression: the name is optional, and so is the body. */
inlineCallable : (CONSTRAINT | REWRITE) IDENT? signature inlineBody ;

inlineBody
    : compoundStmt
    | EQUAL_ARROW stmtBody
    | CODE_BLOCK SEMICOLON
    |
    ;

// ---- constraints ------------------------------------------------------------------------------

constraintList : LSQUARE constraint ( COMMA constraint )* RSQUARE | constraint ;

constraint
    : ( ATTR_KW | VALUE_KW | VALUE_RANGE_KW ) ( LESS expr GREATER )?
    | OP_KW ( LESS opName? GREATER )?
    | TYPE_KW | TYPE_RANGE_KW
    | CONSTRAINT IDENT? signature inlineBody
    | IDENT
    ;

/** Arguments and results take no inline `Attr<…>`, `Value<…>`, `ValueRange<…>` type constraints. */
signatureConstraint
    : ATTR_KW | VALUE_KW | VALUE_RANGE_KW
    | OP_KW ( LESS opName? GREATER )?
    | TYPE_KW | TYPE_RANGE_KW
    | CONSTRAINT IDENT? signature inlineBody
    | IDENT
    ;

/** `dialect.name`; like the reference, further names and dots continue it (`a.b.c`, even `a.b c`). */
opName : anyName DOT anyName ( DOT | anyName )* ;

// ---- statements -------------------------------------------------------------------------------

compoundStmt : LBRACE stmt* RBRACE ;

/** A block is a body, never a statement by itself. */
stmt : stmtBody SEMICOLON ;

stmtBody
    : ERASE expr                                                                   # erase
    | LET ident ( COLON constraintList )? ( EQUAL expr )?                          # let
    | REPLACE expr WITH ( LPAREN expr ( COMMA expr )* RPAREN | expr )              # replace
    | RETURN expr                                                                  # return
    | REWRITE_STMT expr WITH compoundStmt                                          # rewrite
    | expr                                                                         # exprStmt
    ;

// ---- expressions ------------------------------------------------------------------------------

expr : primary ( LPAREN exprList? RPAREN | DOT memberName )* ;

primary
    : UNDERSCORE COLON constraintList
    | OP_LIT LESS opName? GREATER ( LPAREN exprList? RPAREN )?
      ( LBRACE ( namedAttr ( COMMA namedAttr )* )? RBRACE )?
      ( ARROW LPAREN exprList? RPAREN )?
    | ATTR_LIT LESS ( STRING | CODE_BLOCK ) GREATER
    | TYPE_LIT LESS ( STRING | CODE_BLOCK ) GREATER
    | ident COLON constraintList
    | ident
    | inlineCallable
    | NOT IDENT LPAREN exprList? RPAREN
    | LPAREN ( tupleElement ( COMMA tupleElement )* )? RPAREN
    ;

exprList : expr ( COMMA expr )* ;

tupleElement : ident EQUAL expr | expr ;

namedAttr : ( anyName | STRING ) ( EQUAL expr )? ;

memberName : anyName | INTEGER ;

// ---- names ------------------------------------------------------------------------------------

/** Names of variables, arguments, results, labels: `op`, `attr`, `type` included. Declarations,
 *  metadata and constraint references take a plain IDENT. */
ident : IDENT | OP_LIT | ATTR_LIT | TYPE_LIT ;

/** Where keywords are names too: operation names, member names, attribute names. */
anyName
    : ident | ATTR_KW | CONSTRAINT | OP_KW | OPNAME_KW | PATTERN | REWRITE | TYPE_KW | TYPE_RANGE_KW
    | VALUE_KW | VALUE_RANGE_KW | ERASE | LET | NOT | REPLACE | RETURN | REWRITE_STMT | WITH
    ;
