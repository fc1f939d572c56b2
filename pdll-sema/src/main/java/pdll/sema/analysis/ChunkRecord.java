package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.List;
import pdll.sema.ast.Decl;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.ods.OdsOperation;

/**
 * What the analysis of one top-level chunk (a {@code pdll.syntax.TopLevel}) read from the state
 * before it and what it produced, in the coordinates of the run that made it (of a chunk with an
 * {@code #include}, only what it defined). The analysis of a chunk is a function of its text, its
 * offset (ranges are absolute), the module-scope names it looked up, the ODS operations it looked
 * up and the anonymous-constraint counter; an incremental run reuses the record when all of these
 * agree (see {@link ChunkReuse}).
 *
 * @param offset where the chunk starts in its file
 * @param reusable false for a chunk with an {@code #include}: only its definitions are kept, to compare
 */
record ChunkRecord(int offset, String text, boolean reusable, Reads reads, Writes writes) {

    /**
     * What the chunk read.
     *
     * @param names every look-up of a name that reached the module scope, with its answer in {@code found} (null: undefined)
     * @param nameMask one bit per name looked up (its hash modulo 64): which changed names can concern the chunk
     * @param opNames every look-up of an ODS operation, with its answer in {@code ops} (null: unknown)
     * @param importCount how many imports the ODS context had merged before the chunk
     * @param anonStart the anonymous-constraint counter before the chunk
     */
    record Reads(List<String> names, List<Decl> found, long nameMask, List<String> opNames, List<OdsOperation> ops,
                 int importCount, int anonStart) {
        /** An include chunk's: it is never reused, only its position in the ODS imports and the counter are kept. */
        static Reads none(int importCount, int anonStart) {
            return new Reads(List.of(), List.of(), 0, List.of(), List.of(), importCount, anonStart);
        }

        Reads withImportCount(int count) {
            return new Reads(names, found, nameMask, opNames, ops, count, anonStart);
        }

        Reads withFound(List<Decl> now, int count) {
            return new Reads(names, now, nameMask, opNames, ops, count, anonStart);
        }
    }

    /**
     * What the chunk produced, in order.
     *
     * @param decls the module's declarations the chunk added
     * @param defNames the names the chunk defined in the module scope (an include chunk: also in the
     *     included file), bound to {@code defDecls}
     * @param diagnostics the chunk's share of the run's diagnostics
     * @param uses the chunk's share of the run's index
     * @param anonUsed how many names the chunk took from the anonymous-constraint counter
     */
    record Writes(List<Decl> decls, List<String> defNames, List<Decl> defDecls, List<SemaDiagnostic> diagnostics,
                  List<Analysis.Use> uses, int anonUsed) {}

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

        Reads reads(int importCount, int anonStart) {
            return new Reads(names, found, mask, opNames, ops, importCount, anonStart);
        }
    }
}
