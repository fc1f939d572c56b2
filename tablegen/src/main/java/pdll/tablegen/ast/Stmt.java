package pdll.tablegen.ast;

import java.util.List;
import pdll.tablegen.source.Loc;

/**
 * A statement at top level, inside a multiclass body, or inside a {@code let}/{@code foreach}/{@code if}
 * block. loc is the statement's first token (the keyword).
 */
public sealed interface Stmt {
    Loc loc();

    /**
     * {@code include "path"} — pathLoc points at the string token (the reference reports there);
     * place is where the include stands, for the error the reference adds when the file is
     * missing (null: no such error, for includes not made by the parser).
     */
    record Include(Loc loc, String path, Loc pathLoc, StmtPlace place) implements Stmt {
        public Include(Loc loc, String path, Loc pathLoc) {
            this(loc, path, pathLoc, null);
        }
    }

    /** {@code class Name<args> : parents { body }}; body is empty for {@code ;}. */
    record ClassDef(Loc loc, Ident name, List<TemplateArg> templateArgs, List<ParentRef> parents,
                    List<BodyItem> body) implements Stmt {}

    /** {@code def [name] : parents { body }}; name null for an anonymous def. */
    record Def(Loc loc, Expr name, List<ParentRef> parents, List<BodyItem> body) implements Stmt {}

    /** {@code defm [name] : parents;}; name null for an anonymous defm. */
    record Defm(Loc loc, Expr name, List<ParentRef> parents) implements Stmt {}

    /** {@code multiclass Name<args> : parents { statements }}. */
    record Multiclass(Loc loc, Ident name, List<TemplateArg> templateArgs, List<ParentRef> parents,
                      List<Stmt> body) implements Stmt {}

    /** {@code let a = v, b{bits} = w in stmt-or-block}; braced when the body is a {@code { block }}. */
    record Let(Loc loc, List<BodyItem.FieldLet> bindings, List<Stmt> body, boolean braced) implements Stmt {}

    /** {@code defvar name = value;} at statement level. */
    record Defvar(Loc loc, Ident name, Expr value) implements Stmt {}

    /**
     * {@code foreach var = range in stmt-or-block}. Exactly one of {@code list} (a value) or
     * {@code ranges} (a {@code {..}} or {@code a...b} range list) is non-null. As in the reference,
     * {@code foreach i = v} with an int-typed {@code v} iterates over the single value v (parsed as
     * {@code list}, since only the evaluator knows the type).
     */
    record Foreach(Loc loc, Ident var, Expr list, List<RangePiece> ranges, List<Stmt> body) implements Stmt {}

    /** {@code if cond then stmt-or-block [else stmt-or-block]}; elseBody null when absent. */
    record If(Loc loc, Expr condition, List<Stmt> thenBody, List<Stmt> elseBody) implements Stmt {}

    /** {@code assert cond, message;} */
    record Assert(Loc loc, Expr condition, Expr message) implements Stmt {}

    /** {@code dump message;} */
    record Dump(Loc loc, Expr message) implements Stmt {}

    /** {@code defset Type name = { statements }}. */
    record Defset(Loc loc, TypeRef type, Ident name, List<Stmt> body) implements Stmt {}

    /** {@code deftype Name = Type;} */
    record Deftype(Loc loc, Ident name, TypeRef type) implements Stmt {}
}
