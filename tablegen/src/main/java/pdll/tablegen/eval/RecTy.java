package pdll.tablegen.eval;

import java.util.List;
import java.util.Objects;

/**
 * A TableGen type. {@code code} is not a separate type: it is {@code string} whose values carry
 * code format (the printer shows {@code code} for a field holding a code string).
 */
public sealed interface RecTy {

    String print();

    record BitTy() implements RecTy {
        // Written out: a record's generated equals/hashCode link through invokedynamic (ObjectMethods),
        // which the AOT cache does not archive: the first use spun method handles at every start.
        @Override
        public boolean equals(Object o) {
            return o instanceof BitTy;
        }

        @Override
        public int hashCode() {
            return BitTy.class.hashCode();
        }

        public String print() {
            return "bit";
        }
    }

    record BitsTy(int width) implements RecTy {
        // Written out, as BitTy's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof BitsTy x && width == x.width;
        }

        @Override
        public int hashCode() {
            return width;
        }

        public String print() {
            return "bits<" + width + ">";
        }
    }

    record IntTy() implements RecTy {
        // Written out, as BitTy's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof IntTy;
        }

        @Override
        public int hashCode() {
            return IntTy.class.hashCode();
        }

        public String print() {
            return "int";
        }
    }

    /** code=true only remembers that the declaration said {@code code}; it converts like string. */
    record StringTy(boolean code) implements RecTy {
        public String print() {
            // a field holding code prints "code" (decided by its value, see RecordField); the type never does
            return "string";
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof StringTy;
        }

        @Override
        public int hashCode() {
            return 7;
        }
    }

    record DagTy() implements RecTy {
        // Written out, as BitTy's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof DagTy;
        }

        @Override
        public int hashCode() {
            return DagTy.class.hashCode();
        }

        public String print() {
            return "dag";
        }
    }

    record ListTy(RecTy element) implements RecTy {
        // Written out, as BitTy's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof ListTy x && Objects.equals(element, x.element);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(element);
        }

        public String print() {
            return "list<" + element.print() + ">";
        }
    }

    /** A record type: a def or anonymous record deriving from all of {@code classes}. */
    record RecordTy(List<Record> classes) implements RecTy {
        // Written out, as BitTy's are.
        @Override
        public boolean equals(Object o) {
            return o instanceof RecordTy t && classes.equals(t.classes);
        }

        @Override
        public int hashCode() {
            return classes.hashCode();
        }

        public String print() {
            if (classes.size() == 1) return classes.get(0).name();
            StringBuilder sb = new StringBuilder("{");
            for (int i = 0; i < classes.size(); i++) {
                if (i > 0) sb.append(", ");
                sb.append(classes.get(i).name());
            }
            return sb.append('}').toString();
        }
    }

    RecTy BIT = new BitTy();
    RecTy INT = new IntTy();
    RecTy STRING = new StringTy(false);
    RecTy CODE = new StringTy(true);
    RecTy DAG = new DagTy();
    /** The type of a record reference whose classes are not known (e.g. an empty record type). */
    RecTy ANY_RECORD = new RecordTy(List.of());
}
