package pdll.tablegen.ast;

import pdll.tablegen.source.Loc;

/** A template argument value: positional ({@code name == null}) or named ({@code name = value}). */
public record Arg(Loc loc, Ident name, Expr value) {}
