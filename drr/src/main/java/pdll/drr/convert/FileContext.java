package pdll.drr.convert;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import pdll.drr.read.OpShape;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;

/**
 * What every pattern of one converted file shares: the records, the operations' shapes, the
 * native declarations written so far, and which ODS constraints the PDLL file can name (those
 * mlir-pdll imports from the files it includes).
 */
final class FileContext {
    final RecordKeeper records;
    final NativeDecls natives;
    /** whether every created op gets the location DRR would give it (a native Rewrite per op) */
    final boolean drrLocations;
    private final Map<Record, OpShape> shapes = new HashMap<>();
    /** files whose defs the PDLL file sees through its includes (the DRR file itself when it defines ops) */
    private final Set<Path> visibleFiles;

    FileContext(RecordKeeper records, NativeDecls natives, Set<Path> visibleFiles, boolean drrLocations) {
        this.records = records;
        this.drrLocations = drrLocations;
        this.natives = natives;
        this.visibleFiles = visibleFiles;
    }

    OpShape shape(Record opDef) {
        return shapes.computeIfAbsent(opDef, d -> OpShape.of(d, records));
    }

    /**
     * Whether PDLL knows {@code def} by name: a named {@code Attr} or {@code Type} def (what
     * mlir-pdll imports as a constraint) defined in a file the PDLL file includes.
     */
    boolean importable(Record def) {
        if (def.isAnonymous() || def.isClass()) return false;
        if (!def.isSubclassOf("Attr") && !def.isSubclassOf("Type")) return false;
        if (def.isSubclassOf("DeclareInterfaceMethods")) return false;
        if (!def.loc().isKnown()) return false;
        return visibleFiles.contains(Path.of(def.loc().fileName()).toAbsolutePath().normalize());
    }
}
