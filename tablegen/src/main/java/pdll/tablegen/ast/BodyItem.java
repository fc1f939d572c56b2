package pdll.tablegen.ast;

import java.util.List;
import pdll.tablegen.source.Loc;

/** An item of a class/def body {@code { ... }}. */
public sealed interface BodyItem {
    Loc loc();

    /** {@code [field] Type name [= value];} value null when absent; field says the keyword was written. */
    record FieldDecl(Loc loc, TypeRef type, Ident name, Expr value, boolean field) implements BodyItem {}

    /** {@code let name[{bits}] = value;} bits null when absent. */
    record FieldLet(Loc loc, Ident name, List<RangePiece> bits, Expr value) implements BodyItem {}

    /** {@code defvar name = value;} */
    record Defvar(Loc loc, Ident name, Expr value) implements BodyItem {}

    /** {@code assert cond, message;} */
    record Assert(Loc loc, Expr condition, Expr message) implements BodyItem {}

    /** {@code dump message;} */
    record Dump(Loc loc, Expr message) implements BodyItem {}
}
