/*
 * TableGen statements and values (LLVM ProgRef), building pdll.tablegen.ast nodes directly in
 * actions (no parse tree is built).
 *
 * Error reporting: the parser stops at the first error (TdErrorStrategy). Before every point
 * where the reference parser can reject the current token, an action em(...) names the message
 * mlir-tblgen-22 prints there; the strategy reports that message at the offending token. So the
 * decisions are kept LL(1) (or resolved by the greedy first alternative) wherever a message
 * depends on it, and value suffix loops are written out once per context so that their exits
 * stay LL(1): see value / nameValue / dagOperator. The two decisions left to adaptive prediction
 * are the dangling else (the first alternative, the inner if, wins like in the reference) and a
 * '[' or '{' after a dag operator (a slice of the operator, as in the reference; TdPrediction
 * takes it on that one token, since ANTLR's lookahead would walk the whole bracket).
 *
 * Pastes: "a # b # c" is right associative like the reference (the right operand is parsed in
 * "name mode", which stops at '{'); the loops collect operands flat and ValueChain folds them.
 * A '#' directly followed by ':', ';' or '{' has no right operand; the token source marks it as
 * HASH_EMPTY so that the choice is made by one token.
 */
parser grammar TdParser;

options {
    tokenVocab = TdLexer;
    superClass = TdParserBase;
}

// The package comes from the directory (antlr4-maven-plugin passes -package pdll.tablegen.syntax).
@header {
import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.ast.*;
import pdll.tablegen.source.Loc;
}

// ---- statements ---------------------------------------------------------------------------------

file
    : ( s=stmt[TOP_LEVEL_PLACE] { topLevelDone($s.s); } )* { em(M.TOP_LEVEL); } EOF
    ;

/** A statement where {@code place} says what the reference reports for a token that starts none. */
stmt[StmtPlace place] returns [Stmt s]
@init { enter(); }
@after { leave(); }
    : a=includeStmt[$place] { $s = $a.s; }
    | b=classStmt      { $s = $b.s; }
    | c=defStmt        { $s = $c.s; }
    | d=defmStmt       { $s = $d.s; }
    | e=multiclassStmt { $s = $e.s; }
    | f=letStmt        { $s = $f.s; }
    | g=defvarStmt     { $s = $g.s; }
    | h=foreachStmt    { $s = $h.s; }
    | i=ifStmt         { $s = $i.s; }
    | j=assertStmt     { $s = $j.s; }
    | k=dumpStmt       { $s = $k.s; }
    | l=defsetStmt     { $s = $l.s; }
    | m=deftypeStmt    { $s = $m.s; }
    ;

/** A statement directly in a multiclass body (the reference accepts fewer kinds there). */
multiclassItem returns [Stmt s]
@init { enter(); }
@after { leave(); }
    : a=includeStmt[MULTICLASS_PLACE] { $s = $a.s; }
    | c=defStmt        { $s = $c.s; }
    | d=defmStmt       { $s = $d.s; }
    | f=letStmt        { $s = $f.s; }
    | g=defvarStmt     { $s = $g.s; }
    | h=foreachStmt    { $s = $h.s; }
    | i=ifStmt         { $s = $i.s; }
    | j=assertStmt     { $s = $j.s; }
    | k=dumpStmt       { $s = $k.s; }
    ;

includeStmt[StmtPlace place] returns [Stmt s]
    : k=INCLUDE { em(M.INCLUDE_FILE); } p=STRING { $s = new Stmt.Include(loc($k), text($p), loc($p), $place); }
    ;

classStmt returns [Stmt s]
locals [List<TemplateArg> targs = List.of(), List<ParentRef> parents = List.of()]
    : k=CLASS { checkClassAllowed($k); em(M.CLASS_NAME); } id=ID { em(M.BODY_START); classUse(ident($id), pdll.tablegen.ast.ClassUse.Kind.DECLARATION); }
      ( ta=templateArgs { $targs = $ta.list; em(M.BODY_START); } )?
      ( pl=parentList[M.CLASS_ID, M.CLASS_ID, true] { $parents = $pl.list; em(M.BODY_START); } )?
      b=body
      { $s = new Stmt.ClassDef(loc($k), ident($id), $targs, $parents, $b.items); }
    ;

defStmt returns [Stmt s]
locals [Expr name = null, List<ParentRef> parents = List.of()]
    : k=DEF { checkObjectName(); }
      ( n=nameValue { $name = $n.e; } )?
      { em(M.BODY_START); }
      ( pl=parentList[M.CLASS_ID, M.CLASS_ID, true] { $parents = $pl.list; em(M.BODY_START); } )?
      b=body
      { $s = new Stmt.Def(loc($k), $name, $parents, $b.items); }
    ;

defmStmt returns [Stmt s]
locals [Expr name = null]
    : k=DEFM { checkObjectName(); }
      ( n=nameValue { $name = $n.e; } )?
      { em(M.DEFM_COLON); } pl=parentList[M.MULTICLASS_ID, M.EXPECTED_ID, false]
      { em(M.DEFM_SEMI); } SEMI
      { $s = new Stmt.Defm(loc($k), $name, $pl.list); }
    ;

multiclassStmt returns [Stmt s]
locals [List<TemplateArg> targs = List.of(), List<ParentRef> parents = null, List<Stmt> items = new ArrayList<>()]
    : k=MULTICLASS { checkMulticlassAllowed($k); em(M.MULTICLASS_NAME); } id=ID { em(M.MULTICLASS_LBRACE); }
      ( ta=templateArgs { $targs = $ta.list; em(M.MULTICLASS_LBRACE); } )?
      ( pl=parentList[M.MULTICLASS_ID, M.MULTICLASS_ID, false] { $parents = $pl.list; em(M.MULTICLASS_SEMI); } )?
      { checkMulticlassBodyStart($parents != null); }
      ( LBRACE { checkMulticlassNotEmpty(); pushOpaque(); multiclassDepth++; }
        ( x=multiclassItem { $items.add($x.s); stmtDone(); } )+
        { em(M.MULTICLASS_BODY); } RBRACE
        { multiclassDepth--; popFrame(); checkNoSemicolonAfterBody(M.MULTICLASS_BODY_SEMI); }
      | SEMI
      )
      { $s = new Stmt.Multiclass(loc($k), ident($id), $targs, $parents == null ? List.of() : $parents, $items); }
    ;

letStmt returns [Stmt s]
locals [List<BodyItem.FieldLet> binds = new ArrayList<>(), List<Stmt> items = new ArrayList<>(), StmtPlace inner = null]
    : k=LET b=letItem { $binds.add($b.f); } ( COMMA b=letItem { $binds.add($b.f); } )*
      { em(M.LET_IN); } IN
      { pushLet(loc($k), $binds, $items); em(M.OBJECT); }
      ( lb=LBRACE { $inner = closing(M.LET_CLOSE, $lb); }
        ( x=stmt[$inner] { $items.add($x.s); stmtDone(); } )* { em(M.LET_CLOSE, $lb); } RBRACE
      | x=stmt[OBJECT_PLACE] { $items.add($x.s); stmtDone(); }
      )
      { popFrame(); $s = new Stmt.Let(loc($k), $binds, $items, $inner != null); }
    ;

letItem returns [BodyItem.FieldLet f]
locals [List<RangePiece> bits = null]
    : { em(M.LET_ID); } id=ID { em(M.LET_EQ); }
      ( LT r=rangeList { em(M.RANGE_GT); } GT { $bits = $r.list; em(M.LET_EQ); } )?
      ASSIGN v=value
      { $f = new BodyItem.FieldLet(loc($id), ident($id), $bits, $v.e); }
    ;

defvarStmt returns [Stmt s]
    : p=defvarParts { $s = new Stmt.Defvar($p.l, $p.name, $p.v); }
    ;

foreachStmt returns [Stmt s]
locals [Expr list = null, List<RangePiece> ranges = null, List<Stmt> items = new ArrayList<>(), StmtPlace inner = null]
    : k=FOREACH { em(M.FOREACH_ID); } id=ID { em(M.FOREACH_EQ); } ASSIGN { em(M.VALUE); }
      ( LBRACE r=rangeList { em(M.BIT_RANGE_CLOSE); } RBRACE { $ranges = $r.list; }
      | v=valueNoBrace
        ( DOTDOTDOT w=value { $ranges = List.of(new RangePiece($v.e, $w.e)); }
        | MINUS w=value { $ranges = List.of(new RangePiece($v.e, $w.e)); }
        | n=NEG_INT { $ranges = List.of(new RangePiece($v.e, negatedEnd($n))); }
        )?
        { if ($ranges == null) $list = $v.e; }
      )
      { em(M.UNKNOWN_TOK); } IN
      { pushOpaque(); loopDepth++; em(M.OBJECT); }
      ( lb=LBRACE { $inner = closing(M.FOREACH_CLOSE, $lb); }
        ( x=stmt[$inner] { $items.add($x.s); stmtDone(); } )* { em(M.FOREACH_CLOSE, $lb); } RBRACE
      | x=stmt[OBJECT_PLACE] { $items.add($x.s); stmtDone(); }
      )
      { loopDepth--; popFrame(); $s = new Stmt.Foreach(loc($k), ident($id), $list, $ranges, $items); }
    ;

ifStmt returns [Stmt s]
locals [List<Stmt> thens = new ArrayList<>(), List<Stmt> elses = null, StmtPlace inner = null]
    : k=IF c=value { em(M.UNKNOWN_TOK); } THEN
      { pushOpaque(); loopDepth++; em(M.OBJECT); }
      ( lb=LBRACE { $inner = closing(M.THEN_CLOSE, $lb); }
        ( x=stmt[$inner] { $thens.add($x.s); } )* { em(M.THEN_CLOSE, $lb); } RBRACE
      | x=stmt[OBJECT_PLACE] { $thens.add($x.s); }
      )
      ( ELSE { $elses = new ArrayList<>(); em(M.OBJECT); }
        ( eb=LBRACE { $inner = closing(M.ELSE_CLOSE, $eb); }
          ( y=stmt[$inner] { $elses.add($y.s); } )* { em(M.ELSE_CLOSE, $eb); } RBRACE
        | y=stmt[OBJECT_PLACE] { $elses.add($y.s); }
        )
      )?
      { loopDepth--; popFrame(); $s = new Stmt.If(loc($k), $c.e, $thens, $elses); }
    ;

assertStmt returns [Stmt s]
    : p=assertParts { $s = new Stmt.Assert($p.l, $p.c, $p.m); }
    ;

dumpStmt returns [Stmt s]
    : p=dumpParts { $s = new Stmt.Dump($p.l, $p.m); }
    ;

defsetStmt returns [Stmt s]
locals [List<Stmt> items = new ArrayList<>(), StmtPlace inner = null]
    : k=DEFSET { checkDefsetAllowed($k); em(M.TYPE); } t=type { em(M.EXPECTED_ID); } id=ID
      { em(M.EXPECTED_EQ); } ASSIGN { em(M.EXPECTED_LBRACE); } lb=LBRACE
      { pushDefset(loc($k), $t.t, ident($id), $items); $inner = closing(M.DEFSET_CLOSE, $lb); }
      ( x=stmt[$inner] { $items.add($x.s); stmtDone(); } )* { em(M.DEFSET_CLOSE, $lb); } RBRACE
      { popFrame(); $s = new Stmt.Defset(loc($k), $t.t, ident($id), $items); }
    ;

deftypeStmt returns [Stmt s]
    : k=DEFTYPE { em(M.EXPECTED_ID); } id=ID { em(M.EXPECTED_EQ); } ASSIGN { em(M.TYPE); } t=type
      { em(M.EXPECTED_SEMI); } SEMI
      { $s = new Stmt.Deftype(loc($k), ident($id), $t.t); }
    ;

// ---- pieces shared by statements and body items -------------------------------------------------

defvarParts returns [Loc l, Ident name, Expr v]
    : k=DEFVAR { em(M.EXPECTED_ID); } id=ID { em(M.EXPECTED_EQ); } ASSIGN x=value { em(M.EXPECTED_SEMI); } SEMI
      { $l = loc($k); $name = ident($id); $v = $x.e; }
    ;

assertParts returns [Loc l, Expr c, Expr m]
    : k=ASSERT x=value { em(M.ASSERT_COMMA); } COMMA y=value { em(M.EXPECTED_SEMI); } SEMI
      { $l = loc($k); $c = $x.e; $m = $y.e; }
    ;

dumpParts returns [Loc l, Expr m]
    : k=DUMP x=value { em(M.EXPECTED_SEMI); } SEMI { $l = loc($k); $m = $x.e; }
    ;

templateArgs returns [List<TemplateArg> list]
    : LT { $list = new ArrayList<>(); }
      a=templateArg { $list.add($a.a); } ( COMMA a=templateArg { $list.add($a.a); } )*
      { em(M.TEMPLATE_ARGS_GT); } GT
    ;

templateArg returns [TemplateArg a]
locals [Expr dflt = null]
    : { em(M.TYPE); } FIELD? t=type { em(M.DECL_ID); } id=ID
      ( ASSIGN v=value { $dflt = $v.e; } )?
      { $a = new TemplateArg(loc($start), $t.t, ident($id), $dflt); em(M.TEMPLATE_ARGS_GT); }
    ;

parentList[String firstMessage, String restMessage, boolean classes] returns [List<ParentRef> list]
    : COLON { $list = new ArrayList<>(2); em($firstMessage); } p=parentRef { $list.add($p.p); parentUse($p.p, $classes); }
      ( COMMA { em($restMessage); } p=parentRef { $list.add($p.p); parentUse($p.p, $classes); } )*
    ;

parentRef returns [ParentRef p]
locals [List<Arg> args = List.of()]
    : id=ID ( a=argList { $args = $a.list; } )?
      { $p = new ParentRef(loc($id), ident($id), $args); }
    ;

/** {@code <args>} of a class reference; named arguments come after positional ones. */
argList returns [List<Arg> list]
locals [boolean named = false]
    : LT { $list = new ArrayList<>(); em(M.VALUE); }
      ( GT
      | a=arg { $named = addArg($list, $a.a, $named); em(M.ARG_COMMA); }
        ( COMMA a=arg { $named = addArg($list, $a.a, $named); em(M.ARG_COMMA); } )*
        GT
      )
    ;

arg returns [Arg a]
    : v=value ( ASSIGN w=value { $a = namedArg($v.e, $w.e); } )?
      { if ($a == null) $a = new Arg($v.e.loc(), null, $v.e); }
    ;

body returns [List<BodyItem> items]
    : SEMI { $items = List.of(); }
    | LBRACE { $items = new ArrayList<>(); }
      ( b=bodyItem { $items.add($b.item); } )*
      { em(M.TYPE); } RBRACE
      { checkNoSemicolonAfterBody(M.BODY_SEMI); }
    ;

bodyItem returns [BodyItem item]
locals [List<RangePiece> bits = null, Expr init = null]
@init { em(M.TYPE); }
    : k=LET { em(M.LET_FIELD_ID); } id=ID { em(M.LET_EQ); }
      ( LBRACE r=rangeList { em(M.BIT_LIST_CLOSE); } RBRACE { $bits = $r.list; em(M.LET_EQ); } )?
      ASSIGN v=value { em(M.LET_SEMI); } SEMI
      { $item = new BodyItem.FieldLet(loc($k), ident($id), $bits, $v.e); }
    | dv=defvarParts { $item = new BodyItem.Defvar($dv.l, $dv.name, $dv.v); }
    | as=assertParts { $item = new BodyItem.Assert($as.l, $as.c, $as.m); }
    | du=dumpParts { $item = new BodyItem.Dump($du.l, $du.m); }
    | f=FIELD? t=type { em(M.DECL_ID); } id=ID { em(M.DECL_SEMI); }
      ( ASSIGN v=value { $init = $v.e; em(M.DECL_SEMI); } )?
      SEMI
      { $item = new BodyItem.FieldDecl(loc($start), $t.t, ident($id), $init, $f != null); }
    ;

// ---- types --------------------------------------------------------------------------------------

type returns [TypeRef t]
@init { enter(); }
@after { leave(); }
    : k=BIT { $t = new TypeRef.Bit(loc($k)); }
    | k=BITS { em(M.BITS_LT); } LT { em(M.BITS_INT); }
      n=(DEC_INT | HEX_INT | BIN_INT | NEG_INT | POS_INT) { em(M.BITS_GT); } GT
      { $t = new TypeRef.Bits(loc($k), bitsWidth($n)); }
    | k=INT_KW { $t = new TypeRef.Int(loc($k)); }
    | k=STRING_KW { $t = new TypeRef.Str(loc($k)); }
    | k=CODE_KW { $t = new TypeRef.Code(loc($k)); }
    | k=DAG { $t = new TypeRef.Dag(loc($k)); }
    | k=LIST { em(M.LIST_LT); } LT { em(M.TYPE); } e=type { em(M.LIST_GT); } GT
      { $t = new TypeRef.ListOf(loc($k), $e.t); }
    | id=ID { $t = new TypeRef.ClassRef(loc($id), ident($id)); classUse(ident($id), pdll.tablegen.ast.ClassUse.Kind.TYPE); }
    ;

// ---- ranges -------------------------------------------------------------------------------------

rangeList returns [List<RangePiece> list]
    : { $list = new ArrayList<>(); } p=rangePiece[false] { $list.add($p.r); }
      ( COMMA p=rangePiece[false] { $list.add($p.r); } )*
    ;

/** {@code a}, {@code a...b}, {@code a-b}, and {@code a -b} (lexed as a negative integer). */
rangePiece[boolean slice] returns [RangePiece r]
locals [Expr end = null]
    : a=value { if (!slice) notNegative($a.e); }
      ( DOTDOTDOT b=value { $end = $b.e; if (!slice) notNegative($b.e); }
      | MINUS b=value { $end = $b.e; }
      | n=NEG_INT { $end = negatedEnd($n); }
      // like the reference, an integer right after the start is the end of "a -b" read without
      // its minus: a positive one would make a negative end (reported at the integer in a list
      // slice, past it in a bit range)
      | d=(DEC_INT | HEX_INT) { if (intValue($d) > 0) throw fail(slice ? $d : _input.LT(1), M.NEGATIVE_RANGE); $end = negatedEnd($d); }
      )?
      { $r = new RangePiece($a.e, $end); }
    ;

/** List slice elements: a range list that may end with a comma. */
sliceList returns [List<RangePiece> list, boolean comma]
    : { $list = new ArrayList<>(2); } p=rangePiece[true] { $list.add($p.r); }
      ( COMMA { boolean more = false; } ( q=rangePiece[true] { $list.add($q.r); more = true; } )?
        { if (!more) { expectAfterTrailingComma(RBRACKET); $comma = true; } }
      )*
    ;

// ---- values -------------------------------------------------------------------------------------
// Each value rule has its own suffix loop so that every loop exit is decided by one token (the
// dag operator is followed by the first dag argument, which would make a shared loop ambiguous on
// '[' and '{'). A paste collects its operands in a ValueChain, which folds them right-associated.

/** A value in value mode: suffixes .f, [slices], {bits} and pastes. */
value returns [Expr e]
@init { enter(); em(M.VALUE); ValueChain ch = null; }
@after { leave(); }
    : s=simpleValue { $e = $s.e; }
      ( f=fieldSuffix { if (ch == null) $e = field($e, $f.id); else ch.field($f.id); }
      | x=sliceSuffix { if (ch == null) $e = index($e, $x.list, $x.comma); else ch.index($x.list, $x.comma); }
      | y=bitSuffix { if (ch != null) { $e = ch.finish(); ch = null; } $e = bitSlice($e, $y.list, $y.brace); }
      | h=HASH o=pasteOperand { ch = paste(ch, $e, $h, $o.e); }
      | h=HASH_EMPTY { ch = paste(ch, $e, $h, null); }
      )*
      { if (ch != null) $e = ch.finish(); }
    ;

/** A value that does not start with '{' (after "foreach i =", where '{' starts a range list). */
valueNoBrace returns [Expr e]
@init { enter(); em(M.VALUE); ValueChain ch = null; }
@after { leave(); }
    : s=simpleValueNoBrace { $e = $s.e; }
      ( f=fieldSuffix { if (ch == null) $e = field($e, $f.id); else ch.field($f.id); }
      | x=sliceSuffix { if (ch == null) $e = index($e, $x.list, $x.comma); else ch.index($x.list, $x.comma); }
      | y=bitSuffix { if (ch != null) { $e = ch.finish(); ch = null; } $e = bitSlice($e, $y.list, $y.brace); }
      | h=HASH o=pasteOperand { ch = paste(ch, $e, $h, $o.e); }
      | h=HASH_EMPTY { ch = paste(ch, $e, $h, null); }
      )*
      { if (ch != null) $e = ch.finish(); }
    ;

/** A def/defm name: name mode, where '{' starts the body instead of a bit slice. */
nameValue returns [Expr e]
@init { enter(); em(M.VALUE); ValueChain ch = null; }
@after { leave(); }
    : s=simpleValueNoBrace { $e = $s.e; }
      ( f=fieldSuffix { if (ch == null) $e = field($e, $f.id); else ch.field($f.id); }
      | x=sliceSuffix { if (ch == null) $e = index($e, $x.list, $x.comma); else ch.index($x.list, $x.comma); }
      | h=HASH o=pasteOperand { ch = paste(ch, $e, $h, $o.e); }
      | h=HASH_EMPTY { ch = paste(ch, $e, $h, null); }
      )*
      { if (ch != null) $e = ch.finish(); }
    ;

/** The operator of a dag: only an identifier, ?, a list, !cast or !getdagop may start it. */
dagOperator returns [Expr e]
@init { enter(); em(M.DAG_OPERATOR); ValueChain ch = null; }
@after { leave(); }
    : ( id=ID { $e = idOrClass($id, null); } ( al=argList { $e = idOrClass($id, $al.list); } )?
      | q=QUESTION { $e = new Expr.Unset(loc($q)); }
      | l=listLit { $e = $l.e; }
      | c=castOp { $e = $c.e; }
      | g=getdagopOp { $e = $g.e; }
      )
      ( f=fieldSuffix { if (ch == null) $e = field($e, $f.id); else ch.field($f.id); }
      | x=sliceSuffix { if (ch == null) $e = index($e, $x.list, $x.comma); else ch.index($x.list, $x.comma); }
      | y=bitSuffix { if (ch != null) { $e = ch.finish(); ch = null; } $e = bitSlice($e, $y.list, $y.brace); }
      | h=HASH o=pasteOperand { ch = paste(ch, $e, $h, $o.e); }
      | h=HASH_EMPTY { ch = paste(ch, $e, $h, null); }
      )*
      { if (ch != null) $e = ch.finish(); }
    ;

/** The right operand of '#'; its own suffixes belong to it (a # b.c is a # (b.c)). */
pasteOperand returns [Expr e]
@init { enter(); em(M.VALUE); }
@after { leave(); }
    : s=simpleValueNoBrace { $e = $s.e; }
    ;

fieldSuffix returns [Ident id]
    : DOT { em(M.FIELD_AFTER_DOT); } t=ID { $id = ident($t); }
    ;

sliceSuffix returns [List<RangePiece> list, boolean comma]
    : LBRACKET { em(M.VALUE); } s=sliceList { $list = $s.list; $comma = $s.comma; em(M.SLICE_CLOSE); } RBRACKET
    ;

bitSuffix returns [List<RangePiece> list, Loc brace]
    : l=LBRACE { $brace = loc($l); em(M.VALUE); } r=rangeList { $list = $r.list; em(M.BIT_RANGE_CLOSE); } RBRACE
    ;

simpleValue returns [Expr e]
    : b=bitsLit { $e = $b.e; }
    | s=simpleValueNoBrace { $e = $s.e; }
    ;

simpleValueNoBrace returns [Expr e]
    : t=(DEC_INT | HEX_INT | BIN_INT | NEG_INT | POS_INT) { $e = new Expr.IntLit(loc($t), intValue($t), false, binaryDigits($t)); }
    | t=TRUE { $e = new Expr.IntLit(loc($t), 1, true); }
    | t=FALSE { $e = new Expr.IntLit(loc($t), 0, true); }
    | t=STRING { $e = new Expr.StrLit(loc($t), text($t), false); }
    | t=CODE { $e = new Expr.StrLit(loc($t), text($t), true); }
    | t=QUESTION { $e = new Expr.Unset(loc($t)); }
    | id=ID { $e = idOrClass($id, null); } ( al=argList { $e = idOrClass($id, $al.list); } )?
    | l=listLit { $e = $l.e; }
    | d=dagLit { $e = $d.e; }
    | o=bangOp { $e = $o.e; }
    ;

listLit returns [Expr e]
locals [List<Expr> items = new ArrayList<>(), TypeRef elem = null]
    : k=LBRACKET { em(M.VALUE); }
      ( RBRACKET
      | v=value { $items.add($v.e); em(M.LIST_CLOSE); }
        ( COMMA { boolean more = false; } ( w=value { $items.add($w.e); em(M.LIST_CLOSE); more = true; } )?
          { if (!more) expectAfterTrailingComma(RBRACKET); }
        )*
        RBRACKET
      )
      ( LT { em(M.TYPE); } t=type { $elem = $t.t; em(M.LIST_TYPE_GT); } GT )?
      { $e = new Expr.ListLit(loc($k), $items, $elem, loc(_input.LT(1))); }
    ;

bitsLit returns [Expr e]
locals [List<Expr> items = new ArrayList<>()]
    : k=LBRACE { em(M.VALUE); }
      ( RBRACE
      | v=value { $items.add($v.e); em(M.BITS_CLOSE); }
        ( COMMA w=value { $items.add($w.e); em(M.BITS_CLOSE); } )*
        RBRACE
      )
      { $e = new Expr.BitsLit(loc($k), $items); }
    ;

dagLit returns [Expr e]
locals [Ident opName = null, List<Expr.DagArg> args = new ArrayList<>()]
    : k=LPAREN op=dagOperator
      ( COLON { em(M.DAG_OPERATOR_NAME); } n=VARNAME { $opName = varName($n); } )?
      { em(M.VALUE); }
      ( RPAREN
      | a=dagArg { $args.add($a.a); em(M.DAG_CLOSE); }
        ( COMMA { em(M.VALUE); } a=dagArg { $args.add($a.a); em(M.DAG_CLOSE); } )*
        RPAREN
      )
      { $e = new Expr.DagLit(loc($k), $op.e, $opName, $args); }
    ;

dagArg returns [Expr.DagArg a]
locals [Ident name = null]
    : n=VARNAME { $a = new Expr.DagArg(null, varName($n)); }
    | v=value ( COLON { em(M.DAG_ARG_NAME); } n=VARNAME { $name = varName($n); } )?
      { $a = new Expr.DagArg($v.e, $name); }
    ;

// ---- bang operators -----------------------------------------------------------------------------

bangOp returns [Expr e]
@init { List<Expr> args = new ArrayList<>(3); TypeRef ty = null; }
    : c=castOp { $e = $c.e; }
    | g=getdagopOp { $e = $g.e; }
    | k=BANG_UNARY { em(M.UNARY_LPAREN); } LPAREN v=value { args.add($v.e); em(M.UNARY_RPAREN); } RPAREN
      { $e = bang($k, null, args); }
    | k=(BANG_BINARY | BANG_GETDAGARG) { binaryHead($k); }
      ( LT { em(M.TYPE); } t=type { ty = $t.t; em(M.OPERATOR_TYPE); } GT )?
      { em(M.BINARY_LPAREN); } LPAREN
      v=value { args.add($v.e); em(M.OPERATOR_RPAREN); }
      ( COMMA w=value { args.add($w.e); em(M.OPERATOR_RPAREN); } )*
      RPAREN
      { $e = binary($k, ty, args); }
    | k=BANG_TERNARY { em(M.TERNARY_LPAREN); } LPAREN
      v=value { args.add($v.e); em(M.TERNARY_COMMA); } COMMA
      w=value { args.add($w.e); em(M.TERNARY_COMMA); } COMMA
      x=value { args.add($x.e); em(M.TERNARY_RPAREN); } RPAREN
      { $e = bang($k, null, args); }
    | k=BANG_TYPECHECK { em(M.OPERATOR_TYPE); } LT { em(M.TYPE); } t=type { em(M.OPERATOR_TYPE); } GT
      { em(afterTypeOf($k)); } LPAREN v=value { em(closeOf($k)); } RPAREN
      { $e = new Expr.Bang(loc($k), opName($k), $t.t, List.of($v.e)); }
    | k=BANG_INSTANCES { em(M.OPERATOR_TYPE); } LT { em(M.TYPE); } t=type { em(M.OPERATOR_TYPE); } GT
      { em(afterTypeOf($k)); } LPAREN { em(M.VALUE); }
      ( RPAREN
      | v=value { args.add($v.e); em(closeOf($k)); } RPAREN
      )
      { $e = new Expr.Bang(loc($k), opName($k), $t.t, args); }
    | k=BANG_FOREACH { em(M.FOREACH_LPAREN); } LPAREN { em(M.FOREACH_IDENT); } i=ID { args.add(idExpr($i)); em(M.FOREACH_COMMA); }
      COMMA v=value { args.add($v.e); em(M.FOREACH_COMMA); }
      COMMA w=value { args.add($w.e); em(M.FOREACH_RPAREN); } RPAREN
      { $e = bang($k, null, args); }
    | k=BANG_FOLDL { em(M.FOLDL_LPAREN); } LPAREN
      v=value { args.add($v.e); em(M.FOLDL_COMMA); } COMMA
      w=value { args.add($w.e); em(M.FOLDL_COMMA); } COMMA
      { em(M.FOLDL_THIRD); } i=ID { args.add(idExpr($i)); em(M.FOLDL_COMMA); } COMMA
      { em(M.FOLDL_FOURTH); } j=ID { args.add(idExpr($j)); em(M.FOLDL_COMMA); } COMMA
      x=value { args.add($x.e); em(M.FOLDL_RPAREN); } RPAREN
      { $e = bang($k, null, args); }
    | k=BANG_COND { em(M.COND_LPAREN); } LPAREN { condNotEmpty(); }
      condClause[args] ( COMMA { boolean more = false; } ( condClause[args] { more = true; } )?
        { if (!more) expectAfterTrailingComma(RPAREN); }
      )*
      RPAREN
      { $e = cond($k, args); }
    | k=BANG_RANGE { em(M.RANGE_LPAREN); } LPAREN
      v=value { args.add($v.e); em(M.OPERATOR_RPAREN); }
      ( COMMA w=value { args.add($w.e); rangeArity(args, $w.e); em(M.OPERATOR_RPAREN); } )*
      RPAREN
      { $e = bang($k, null, args); }
    | k=(BANG_SUBSTR | BANG_FIND) { em(lparenOf($k)); } LPAREN
      v=value { args.add($v.e); em(commaOf($k)); } COMMA
      w=value { args.add($w.e); em(rparenOf($k)); }
      ( COMMA x=value { args.add($x.e); em(rparenOf($k)); } )?
      RPAREN
      { $e = bang($k, null, args); }
    ;

castOp returns [Expr e]
    : k=BANG_CAST { em(M.OPERATOR_TYPE); } LT { em(M.TYPE); } t=type { em(M.OPERATOR_TYPE); } GT
      { em(M.UNARY_LPAREN); } LPAREN v=value { em(M.UNARY_RPAREN); } RPAREN
      { $e = new Expr.Bang(loc($k), "cast", $t.t, List.of($v.e)); }
    ;

getdagopOp returns [Expr e]
locals [TypeRef ty = null]
    : k=BANG_GETDAGOP { em(M.UNARY_LPAREN); }
      ( LT { em(M.TYPE); } t=type { $ty = $t.t; em(M.OPERATOR_TYPE); } GT { em(M.UNARY_LPAREN); } )?
      LPAREN v=value { em(M.UNARY_RPAREN); } RPAREN
      { $e = new Expr.Bang(loc($k), "getdagop", $ty, List.of($v.e)); }
    ;

condClause[List<Expr> out]
    : c=value { $out.add($c.e); em(M.COND_COLON); } COLON v=value { $out.add($v.e); em(M.COND_NEXT); }
    ;
