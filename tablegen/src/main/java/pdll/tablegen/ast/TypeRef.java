package pdll.tablegen.ast;

import pdll.tablegen.source.Loc;

/** A type as written in source: {@code bit}, {@code bits<n>}, {@code int}, ..., or a class name. */
public sealed interface TypeRef {
    Loc loc();

    record Bit(Loc loc) implements TypeRef {}

    record Bits(Loc loc, int width) implements TypeRef {}

    record Int(Loc loc) implements TypeRef {}

    record Str(Loc loc) implements TypeRef {}

    /** {@code code}: a string type whose values print in code format. */
    record Code(Loc loc) implements TypeRef {}

    record Dag(Loc loc) implements TypeRef {}

    record ListOf(Loc loc, TypeRef element) implements TypeRef {}

    /** A class used as a type; resolved (and reported if missing) by the evaluator. */
    record ClassRef(Loc loc, Ident name) implements TypeRef {}
}
