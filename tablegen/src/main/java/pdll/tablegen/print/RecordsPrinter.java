package pdll.tablegen.print;

import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.RecordText;

/**
 * Prints records exactly like {@code mlir-tblgen --print-records}: a Classes section and a Defs
 * section, each sorted by name bytewise; strings are printed raw, as the reference does.
 */
public final class RecordsPrinter {
    private RecordsPrinter() {}

    public static void print(RecordKeeper records, StringBuilder out) {
        out.append("------------- Classes -----------------\n");
        for (Record c : records.classesByName().values()) printRecord(c, out);
        out.append("------------- Defs -----------------\n");
        for (Record d : records.defsByName().values()) printRecord(d, out);
    }

    static void printRecord(Record r, StringBuilder out) {
        out.append(r.isClass() ? "class " : "def ");
        RecordText.append(out, r);
    }
}
