/*
 * The PDLL language as mlir-pdll-22 accepts it (syntax only), written from the PDLL language
 * documentation and checked against the reference on the conformance corpus (GrammarTest).
 *
 * This grammar is the specification; pdll.syntax.DeclParser is the production parser that
 * follows it with the reference's error messages and locations, statement-level recovery and
 * per-declaration incremental reuse. The rules the reference enforces on values or context
 * rather than token shapes are semantic predicates over a little parser state: `op<>` without a
 * name in rewrite contexts (Rewrite bodies, rewrite blocks, replacement values), a repeated
 * `benefit`/`recursion`, a benefit above 65535, metadata names other than `benefit`/`recursion`,
 * directives other than `#include`, include file extensions, and `replace x with ()`.
 */
parser grammar PdllGrammar;

options { tokenVocab = PdllLexer; }

@members {
    /** One entry per open body: whether it is a rewrite context (where `op<>` needs a name). */
    private final java.util.ArrayDeque<Boolean> contexts = new java.util.ArrayDeque<>();
    private boolean benefitSeen, recursionSeen;

    private void enter(boolean rewrite) { contexts.push(rewrite); }
    private void exit() { if (!contexts.isEmpty()) contexts.pop(); }
    private boolean inRewrite() { return !contexts.isEmpty() && contexts.peek(); }
    private boolean next(String word) { return _input.LT(1).getText().equals(word); }
    private static boolean fitsU16(String digits) {
        return digits.length() <= 5 && Integer.parseInt(digits) <= 65535;
    }
    private static boolean includable(String literal) {
        return literal.endsWith(".pdll\"") || literal.endsWith(".td\"");
    }
}

file : topLevelDecl* EOF ;

topLevelDecl
    : d=DIRECTIVE { $d.text.equals("#include") }? s=STRING { includable($s.text) }? # include
    | patternDecl                                                                     # pattern
    | k=(CONSTRAINT | REWRITE) IDENT signature { enter($k.type == REWRITE); }
      topLevelBody { exit(); }                                                        # namedCallable
    ;

patternDecl
    @init { benefitSeen = false; recursionSeen = false; enter(false); }
    @after { exit(); }
    : PATTERN IDENT? ( WITH metadata ( COMMA metadata )* )?
      ( compoundStmt | EQUAL_ARROW stmtBody SEMICOLON )
    ;

/** `benefit(N)` (N a 16-bit unsigned integer) or `recursion`, each at most once. */
metadata
    : { next("benefit") && !benefitSeen }? IDENT LPAREN n=INTEGER { fitsU16($n.text) }? RPAREN { benefitSeen = true; }
    | { next("recursion") && !recursionSeen }? IDENT { recursionSeen = true; }
    ;

signature
    : LPAREN ( argument ( COMMA argument )* )? RPAREN
      ( ARROW ( result | LPAREN result ( COMMA result )* RPAREN ) )?
    ;

argument : ident COLON signatureConstraint ;

result : ident COLON signatureConstraint | signatureConstraint ;

topLevelBody
    : compoundStmt
    | EQUAL_ARROW stmtBody SEMICOLON
    | ( CODE_BLOCK | STRING ) SEMICOLON
    | SEMICOLON
    ;

/** A Constraint or Rewrite inside a body or an expression: the name is optional, and so is the body. */
inlineCallable : k=(CONSTRAINT | REWRITE) IDENT? signature { enter($k.type == REWRITE); } inlineBody { exit(); } ;

/**
 * No body only when no body follows: a body right after an inline Constraint or Rewrite is its own
 * (greedy, as the parsers read it), also where the enclosing declaration could take it
 * (`Constraint C(v: Value) -> Constraint D(w: Value) { … }` gives D the body; C then wants `;`).
 */
inlineBody
    : compoundStmt
    | EQUAL_ARROW stmtBody
    | ( CODE_BLOCK | STRING ) SEMICOLON
    | { _input.LA(1) != LBRACE && _input.LA(1) != EQUAL_ARROW && _input.LA(1) != CODE_BLOCK && _input.LA(1) != STRING }?
    ;

// ---- constraints ------------------------------------------------------------------------------

constraintList : LSQUARE constraint ( COMMA constraint )* RSQUARE | constraint ;

constraint
    : ( ATTR_KW | VALUE_KW | VALUE_RANGE_KW ) ( LESS expr GREATER )?
    | OP_KW ( LESS opName? GREATER )?
    | TYPE_KW | TYPE_RANGE_KW
    | CONSTRAINT IDENT? signature { enter(false); } inlineBody { exit(); }
    | IDENT
    ;

/** Arguments and results take no inline `Attr<…>`, `Value<…>`, `ValueRange<…>` type constraints. */
signatureConstraint
    : ATTR_KW | VALUE_KW | VALUE_RANGE_KW
    | OP_KW ( LESS opName? GREATER )?
    | TYPE_KW | TYPE_RANGE_KW
    | CONSTRAINT IDENT? signature { enter(false); } inlineBody { exit(); }
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
    | REPLACE expr WITH { enter(true); }
      ( LPAREN expr ( COMMA expr )* RPAREN
      | { !(_input.LA(1) == LPAREN && _input.LA(2) == RPAREN) }? replacementValue )
      { exit(); }                                                                  # replace
    | RETURN expr                                                                  # return
    | REWRITE_STMT expr WITH { enter(true); } compoundStmt { exit(); }             # rewrite
    | expr                                                                         # exprStmt
    ;

// ---- expressions ------------------------------------------------------------------------------

expr : primary ( LPAREN exprList? RPAREN | DOT memberName )* ;

/**
 * The one value of `replace … with`: an operation there is an operation alone, as the reference
 * parses it (its result types may be inferred from the root), with no call or member access after.
 */
replacementValue
    : { _input.LA(1) == OP_LIT && _input.LA(2) == LESS }? operation
    | { !(_input.LA(1) == OP_LIT && _input.LA(2) == LESS) }? expr
    ;

operation
    : OP_LIT LESS ( opName | { !inRewrite() }? ) GREATER ( LPAREN exprList? RPAREN )?
      ( LBRACE ( namedAttr ( COMMA namedAttr )* )? RBRACE )?
      ( ARROW LPAREN exprList? RPAREN )?
    ;

primary
    : UNDERSCORE COLON constraintList
    | operation
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
