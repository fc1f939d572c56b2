package pdll.tablegen.print;

import pdll.tablegen.eval.RecordKeeper;

/** Prints records exactly like {@code mlir-tblgen --print-records} (being written). */
public final class RecordsPrinter {
    private RecordsPrinter() {}

    public static void print(RecordKeeper records, StringBuilder out) {
        throw new UnsupportedOperationException("printer lands in the next commit");
    }
}
