package pdll.sema.types;

import java.util.List;
import java.util.Objects;

/**
 * The types of PDLL expressions and declarations, printed as the reference prints them
 * ({@code Attr}, {@code Op<arith.addi>}, {@code ValueRange}, {@code Tuple<a: Value, Type>} ...).
 * Values: two types are the same type exactly when they are equal.
 */
public sealed interface PdllType {
    PdllType ATTR = new Simple("Attr");
    PdllType TYPE = new Simple("Type");
    PdllType VALUE = new Simple("Value");
    PdllType CONSTRAINT = new Simple("Constraint");
    PdllType REWRITE = new Simple("Rewrite");
    PdllType TYPE_RANGE = new Range(TYPE);
    PdllType VALUE_RANGE = new Range(VALUE);
    Op ANY_OP = new Op(null);
    Tuple EMPTY_TUPLE = new Tuple(List.of(), List.of());
    /** The type of an expression that failed to analyse: converts to anything, so one mistake reports once. */
    PdllType ERROR = new Simple("<error>");

    /** {@code Attr}, {@code Type}, {@code Value}, {@code Constraint} or {@code Rewrite}. */
    record Simple(String name) implements PdllType {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive: the first use spun method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof Simple t && Objects.equals(name, t.name);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(name);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** {@code Op} or {@code Op<dialect.name>}; {@code name} is null for any operation. */
    record Op(String name) implements PdllType {
        // Written out, as Simple's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Op t && Objects.equals(name, t.name);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(name);
        }

        @Override
        public String toString() {
            return name == null ? "Op" : "Op<" + name + ">";
        }
    }

    /** {@code ValueRange} or {@code TypeRange}. */
    record Range(PdllType element) implements PdllType {
        // Written out, as Simple's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Range t && Objects.equals(element, t.element);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(element);
        }

        @Override
        public String toString() {
            return element + "Range";
        }
    }

    /** {@code Tuple<…>}; {@code names} has one entry per element, "" when unnamed. */
    record Tuple(List<PdllType> elements, List<String> names) implements PdllType {
        // Written out, as Simple's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof Tuple t && elements.equals(t.elements) && names.equals(t.names);
        }

        @Override
        public int hashCode() {
            return elements.hashCode() * 31 + names.hashCode();
        }

        public Tuple {
            elements = List.copyOf(elements);
            names = List.copyOf(names);
        }

        public int size() {
            return elements.size();
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("Tuple<");
            for (int i = 0; i < elements.size(); i++) {
                if (i > 0) sb.append(", ");
                if (!names.get(i).isEmpty()) sb.append(names.get(i)).append(": ");
                sb.append(elements.get(i));
            }
            return sb.append('>').toString();
        }
    }
}
