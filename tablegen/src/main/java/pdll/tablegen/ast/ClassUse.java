package pdll.tablegen.ast;

/**
 * A class name used (or declared) by a statement that a syntax error cut short. The reference
 * checks these while it parses, so an unknown class there is reported before the syntax error.
 */
public record ClassUse(Ident name, Kind kind) {
    public enum Kind {
        /** {@code Name field;} or a template argument type. */
        TYPE,
        /** {@code : Name<...>}. */
        PARENT,
        /** {@code Name<...>} in a value. */
        INSTANCE,
        /** {@code class Name} being defined by the cut statement (it exists from its name on). */
        DECLARATION
    }
}
