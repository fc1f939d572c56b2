package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.List;
import pdll.sema.ast.Decl;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.ods.OdsOperation;

/**
 * What the analysis of one top-level chunk (a {@code pdll.syntax.TopLevel}) read from the state
 * before it and what it produced, in the coordinates of the run that made it (of a chunk with an
 * {@code #include}, only what it defined). The analysis of a chunk is a function of its text, its offset (ranges
 * are absolute), the module-scope names it looked up, the ODS operations it looked up and the
 * anonymous-constraint counter; an incremental run reuses the record when all of these agree
 * (see {@link Analyzer#analyze(pdll.syntax.SyntaxTree, AnalysisOptions, Analysis)}).
 */
final class ChunkRecord {
    /** Offset and text of the chunk in its file. */
    final int offset;
    final String text;
    /** Every look-up of a name that reached the module scope, with its answer (null: undefined). */
    final List<String> names;
    final List<Decl> found;
    /** Every look-up of an ODS operation, with its answer (null: unknown). */
    final List<String> opNames;
    final List<OdsOperation> ops;
    /** False for a chunk with an {@code #include}: only its definitions are kept, to compare. */
    final boolean reusable;
    /** One bit per name looked up (its hash modulo 64): which changed names can concern the chunk. */
    final long nameMask;
    /** How many imports the ODS context had merged before the chunk. */
    final int importCount;
    /** The anonymous-constraint counter before the chunk, and how many names the chunk took from it. */
    final int anonStart;
    final int anonUsed;
    /** The module's declarations the chunk added, in order. */
    final List<Decl> decls;
    /** The names the chunk defined in the module scope (an include chunk: also in the included file), in order. */
    final List<String> defNames;
    final List<Decl> defDecls;
    /** The chunk's share of the run's diagnostics and index, in order. */
    final List<SemaDiagnostic> diagnostics;
    final List<Analysis.Use> uses;

    ChunkRecord(int offset, String text, boolean reusable, List<String> names, List<Decl> found, long nameMask,
                List<String> opNames, List<OdsOperation> ops, int importCount, int anonStart, int anonUsed,
                List<Decl> decls, List<String> defNames, List<Decl> defDecls, List<SemaDiagnostic> diagnostics,
                List<Analysis.Use> uses) {
        this.offset = offset;
        this.reusable = reusable;
        this.nameMask = nameMask;
        this.importCount = importCount;
        this.text = text;
        this.names = names;
        this.found = found;
        this.opNames = opNames;
        this.ops = ops;
        this.anonStart = anonStart;
        this.anonUsed = anonUsed;
        this.decls = decls;
        this.defNames = defNames;
        this.defDecls = defDecls;
        this.diagnostics = diagnostics;
        this.uses = uses;
    }

    static long bit(String name) {
        return 1L << (name.hashCode() & 63);
    }

    /** Collects, while a chunk is analysed, what it reads from the module scope and the ODS context. */
    static final class Recorder {
        private final List<String> names = new ArrayList<>();
        private final List<Decl> found = new ArrayList<>();
        private final List<String> opNames = new ArrayList<>();
        private final List<OdsOperation> ops = new ArrayList<>();
        private long mask;

        /**
         * Every look-up is kept (repeats are cheaper to check again than to find): the state
         * before the chunk must give each the same answer. A chunk defines its name after it
         * looked the name up, so a later look-up that sees the chunk's own definition only makes
         * the check fail, never pass wrongly.
         */
        void looked(String name, Decl d) {
            names.add(name);
            found.add(d);
            mask |= bit(name);
        }

        void lookedOp(String name, OdsOperation op) {
            opNames.add(name);
            ops.add(op);
        }

        ChunkRecord finish(int offset, String text, int importCount, int anonStart, int anonUsed, List<Decl> decls,
                           List<String> defNames, List<Decl> defDecls, List<SemaDiagnostic> diagnostics,
                           List<Analysis.Use> uses) {
            return new ChunkRecord(offset, text, true, names, found, mask, opNames, ops, importCount, anonStart, anonUsed,
                    decls, defNames, defDecls, diagnostics, uses);
        }
    }
}
