package pdll.tablegen.ast;

import pdll.tablegen.source.Loc;

/** An identifier token with its location. */
public record Ident(String text, Loc loc) {}
