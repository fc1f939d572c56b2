package pdll.ide.td;

import java.nio.file.Path;
import java.util.Map;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.RecordText;
import pdll.tablegen.print.RecordsPrinter;
import pdll.tablegen.source.SourceFile;

/**
 * {@code tablegen/viewRecords}: the records of a {@code .td} document as {@code mlir-tblgen
 * --print-records} prints them — all of the closure's (byte for byte the tool's output), or only
 * those the document itself defines, in the same layout. A document with errors shows the records
 * of the recovery run (its failing statements left out) under a comment saying so, or its first
 * error when even that did not evaluate.
 */
public final class TdRecordsView {
    private TdRecordsView() {}

    public static String render(TdAnalysis a, boolean documentOnly) {
        RecordKeeper k = a.records();
        StringBuilder out = new StringBuilder();
        if (!a.errors().isEmpty()) {
            var first = a.errors().get(0).diagnostic();
            out.append("// ").append(a.errors().size()).append(a.errors().size() == 1 ? " error" : " errors")
                    .append(", the first: ").append(first.headline()).append('\n');
            if (k == null) return out.toString();
            out.append("// the records without the statements in error:\n");
        }
        if (!documentOnly) {
            RecordsPrinter.print(k, out);
            return out.toString();
        }
        Map<SourceFile, Path> paths = a.recordsEvaluation().inputs().pathsBySource();
        out.append("------------- Classes -----------------\n");
        for (Record c : k.classesByName().values()) if (inDocument(a, c, paths)) append(out, c);
        out.append("------------- Defs -----------------\n");
        for (Record d : k.defsByName().values()) if (inDocument(a, d, paths)) append(out, d);
        return out.toString();
    }

    private static boolean inDocument(TdAnalysis a, Record r, Map<SourceFile, Path> paths) {
        return r.loc().isKnown() && a.file().equals(paths.get(r.loc().file()));
    }

    private static void append(StringBuilder out, Record r) {
        out.append(r.isClass() ? "class " : "def ");
        RecordText.append(out, r);
    }
}
