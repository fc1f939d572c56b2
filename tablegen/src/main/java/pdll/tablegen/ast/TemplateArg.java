package pdll.tablegen.ast;

import pdll.tablegen.source.Loc;

/** A declared template argument of a class or multiclass; defaultValue is null when none is written. */
public record TemplateArg(Loc loc, TypeRef type, Ident name, Expr defaultValue) {}
