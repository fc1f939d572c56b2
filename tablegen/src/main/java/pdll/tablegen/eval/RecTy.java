package pdll.tablegen.eval;

import java.util.List;

/**
 * A TableGen type. {@code code} is not a separate type: it is {@code string} whose values carry
 * code format (the printer shows {@code code} for a field holding a code string).
 */
public sealed interface RecTy {

    String print();

    record BitTy() implements RecTy {
        public String print() {
            return "bit";
        }
    }

    record BitsTy(int width) implements RecTy {
        public String print() {
            return "bits<" + width + ">";
        }
    }

    record IntTy() implements RecTy {
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
        public String print() {
            return "dag";
        }
    }

    record ListTy(RecTy element) implements RecTy {
        public String print() {
            return "list<" + element.print() + ">";
        }
    }

    /** A record type: a def or anonymous record deriving from all of {@code classes}. */
    record RecordTy(List<Record> classes) implements RecTy {
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
