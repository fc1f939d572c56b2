package pdll.ide.td;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pdll.ide.document.Snapshot;
import pdll.sema.ods.OdsImporter;
import pdll.sema.ods.OdsOperation;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.source.Loc;

/**
 * What the server knows of an open {@code .td} document: its evaluation with its include closure
 * (through the server's caches; {@code records} is null when it stopped at an error), every error
 * found with recovery ({@link TdDiagnostics}), the first being {@code mlir-tblgen}'s first, the
 * records features show ({@link #records()}), and,
 * built on the first navigation request, the names of the closure ({@link TdNames}).
 */
public final class TdAnalysis {
    private final Snapshot snapshot;
    private final Path file;
    private final TableGenOptions options;
    private final Evaluation evaluation;
    private final List<TdDiagnostics.Located> errors;
    /** The evaluation whose records features show: the first, or the last recovery run when that failed. */
    private final Evaluation recordsFrom;
    private final TdIndexCache indexes;
    private TdNames names;
    private Map<Loc, OdsOperation> operations;
    private TdDrr.View drr;

    /** @param file the document's file, absolute and normalized (what the evaluation read it as) */
    public TdAnalysis(Snapshot snapshot, Path file, TableGenOptions options,
                      Evaluation evaluation, List<TdDiagnostics.Located> errors, Evaluation recovered,
                      TdIndexCache indexes) {
        this.snapshot = snapshot;
        this.file = file;
        this.options = options;
        this.evaluation = evaluation;
        this.errors = List.copyOf(errors);
        this.recordsFrom = evaluation.records() != null || recovered == null ? evaluation : recovered;
        this.indexes = indexes;
    }

    public Snapshot snapshot() {
        return snapshot;
    }

    public Path file() {
        return file;
    }

    public TableGenOptions options() {
        return options;
    }

    public Evaluation evaluation() {
        return evaluation;
    }

    public List<TdDiagnostics.Located> errors() {
        return errors;
    }

    /**
     * The evaluated records: the document's, or while it has errors those of the recovery run that
     * evaluated it with the failing statements blanked out (null when even that failed).
     */
    public RecordKeeper records() {
        return recordsFrom.records();
    }

    /** The evaluation {@link #records()} come from (its inputs name the files their locations are in). */
    Evaluation recordsEvaluation() {
        return recordsFrom;
    }

    /**
     * Where a location of {@link #records()} (a record's, a field's) stands in the files as they are
     * now: records a resumed evaluation shares with earlier ones point into earlier texts of the
     * document ({@link pdll.tablegen.Inputs#current}).
     */
    Loc where(Loc loc) {
        return recordsFrom.inputs().current(loc);
    }

    /** The cache of per-file name indexes the server's analyses share. */
    TdIndexCache indexes() {
        return indexes;
    }

    /** The names of the closure, indexed on first use (unchanged files' indexes come from the cache). */
    synchronized TdNames names() {
        if (names == null) names = new TdNames(indexes.indexes(evaluation.inputs()));
        return names;
    }

    /**
     * The operations PDLL imports from this closure (its ODS view: operands, results, attributes,
     * result type inference), by the location of their def; empty while the document has errors
     * (the import needs an evaluation without any). Built on the first use.
     */
    synchronized Map<Loc, OdsOperation> operations() {
        if (operations == null) {
            Map<Loc, OdsOperation> out = new HashMap<>();
            if (evaluation.succeeded()) {
                for (OdsOperation op : OdsImporter.fromEvaluation(file.toString(), file, evaluation).operations()) out.put(op.loc(), op);
            }
            operations = out;
        }
        return operations;
    }

    /** The DRR view of this analysis (its patterns, the document's own, their hover facts), made on first use. */
    synchronized TdDrr.View drr() {
        if (drr == null) drr = new TdDrr.View(this);
        return drr;
    }

    /** The document's own index (the first file the evaluation read). */
    TdFileIndex document() {
        List<TdFileIndex> files = names().files();
        return files.isEmpty() ? TdFileIndex.of(file, pdll.tablegen.source.SourceFile.of(file.toString(), snapshot.text()))
                : files.get(0);
    }
}
