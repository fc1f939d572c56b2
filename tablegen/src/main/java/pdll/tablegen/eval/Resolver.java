package pdll.tablegen.eval;

import java.util.HashMap;
import java.util.Map;

/**
 * Decides what a {@link Value.Var} stands for during one resolution pass: template arguments when
 * a class is inherited, loop iterators, bound variables of {@code !foreach}, or the fields of a def
 * being completed. Returning null leaves the reference in place.
 */
public interface Resolver {

    Value lookup(String name);

    /** True in the final pass over a def: lookups that still fail are errors, not deferrals. */
    default boolean isFinal() {
        return false;
    }

    /**
     * True when resolving a def's fields against each other: a bit of a bits value that would
     * resolve to {@code ?} keeps its reference instead (the reference's rule, visible in output).
     */
    default boolean keepUnsetBits() {
        return false;
    }

    /** A fixed map of names to values. */
    final class MapResolver implements Resolver {
        private final Map<String, Value> map = new HashMap<>();
        private final boolean isFinal;

        public MapResolver() {
            this(false);
        }

        public MapResolver(boolean isFinal) {
            this.isFinal = isFinal;
        }

        public MapResolver set(String name, Value value) {
            map.put(name, value);
            return this;
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        @Override
        public Value lookup(String name) {
            return map.get(name);
        }

        @Override
        public boolean isFinal() {
            return isFinal;
        }
    }

    /** Hides one name from an outer resolver (the bound variable of {@code !foreach} and friends). */
    record Shadow(Resolver outer, String hidden, String hidden2) implements Resolver {
        @Override
        public Value lookup(String name) {
            if (name.equals(hidden) || name.equals(hidden2)) return null;
            return outer.lookup(name);
        }

        @Override
        public boolean isFinal() {
            return outer.isFinal();
        }
    }

    Resolver NONE = name -> null;
}
