package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pdll.sema.ast.Decl;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.ods.ImportedConstraint;
import pdll.sema.ods.OdsOperation;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;

/**
 * The incremental half of one analysis run: lines each file's chunks up with the previous run's,
 * decides which old {@link ChunkRecord}s still hold, adds their results to the run (relocated
 * when they moved) and records this run's chunks for the next one. Never analyses anything
 * itself; a chunk it does not take over is analysed by the caller and reported back.
 *
 * <p>A chunk is reused when its text is unchanged (it lies before or after the run of chunks the
 * edit touched, see {@link Reuse.Alignment}), it has no {@code #include}, and everything its
 * analysis read from the state before it is the same: each module-scope name it looked up is
 * undefined in both runs or bound to the declaration this run has for the old one, each ODS
 * operation it looked up is the same record, and (if it has anonymous constraints) the anonymous
 * counter is the same. The correctness argument for skipping look-ups rests on two 64-bit masks
 * ({@link #dirty}, {@link #relocatedNames}), one bit per name hash: a bit set by mistake only
 * costs a look-up, a bit never set is never needed.
 */
final class ChunkReuse {
    private final Session s;
    /** The previous run's reusable state; null for a fresh analysis. */
    private final Reuse previous;
    private final String previousMain;
    /** This run's records: file name → visits. */
    private final Map<String, List<Reuse.Visit>> visits = new LinkedHashMap<>();
    private final Map<String, Integer> visitCount = new HashMap<>();
    /** Each file's old chunks lined up with its new ones. */
    private final Map<String, Reuse.Alignment> alignments = new HashMap<>();
    /** A module declaration of the previous run → the declaration this run has for it (reused or relocated). */
    private final Map<Decl, Decl> moved;
    /** The previous run's declarations of ODS constraints, by import record: an unchanged import yields the same ones. */
    private final Map<ImportedConstraint, Decl.CallableDecl> previousOds = new IdentityHashMap<>();
    private int reusedChunks, relocatedChunks, analysedChunks;
    /** The relocator's scratch map, reused from chunk to chunk. */
    private IdentityHashMap<Object, Object> copies = new IdentityHashMap<>(128);
    /** One bit per name (hash modulo 64) whose module-scope binding may differ from the previous run's; see reuse. */
    private long dirty;
    /** One bit per name bound to a relocated declaration. */
    private long relocatedNames;
    /** How many of this run's first ODS imports are those of the previous run. */
    private int importsAgree;

    /** Reuses from {@code previous} if it was made with the same working and include directories. */
    ChunkReuse(Session s, Analysis previous) {
        this.s = s;
        AnalysisOptions o = s.options;
        Reuse r = previous == null ? null : previous.reuse();
        if (r != null && (!r.workingDir.equals(o.workingDir()) || !r.includeDirs.equals(o.includeDirs()))) r = null;
        this.previous = r;
        previousMain = r == null ? null : previous.module().range().file();
        moved = new IdentityHashMap<>(r == null ? 16 : previous.module().children().size());
        if (r != null) {
            for (Decl d : previous.module().children()) {
                if (d instanceof Decl.CallableDecl c && c.ods() != null) previousOds.put(c.ods(), c);
            }
        }
    }

    /** One visit of a file ({@code main}: the analysed file itself), its old chunks lined up with its new ones. */
    record Visit(String file, boolean main, Reuse.Visit old, Reuse.Alignment alignment) {
        /** The old record of new chunk {@code i}, or null (a chunk in the changed run, a fresh analysis). */
        ChunkRecord old(int i) {
            int k = alignment == null ? -1 : alignment.oldIndex(i);
            return k < 0 ? null : old.chunks().get(k);
        }
    }

    /** Starts a visit of a file ({@code main}: the analysed file itself). */
    Visit visit(SyntaxTree tree, boolean main) {
        String name = tree.fileName();
        int ordinal = visitCount.merge(name, 1, Integer::sum) - 1;
        Reuse.Visit old = previous == null ? null : previous.visit(name, ordinal);
        Reuse.Alignment alignment = old == null ? null : new Reuse.Alignment(old.tree(), tree);
        if (alignment != null) {
            alignments.putIfAbsent(name, alignment);
            // what the old chunks of the changed run defined may differ from now on
            for (int j = alignment.prefix; j < old.chunks().size() - alignment.suffix; j++) {
                dirty(old.chunks().get(j).writes().defNames());
            }
        }
        return new Visit(name, main, old, alignment);
    }

    /** Ends a visit: the records of its chunks, for the next run. */
    void visited(SyntaxTree tree, List<ChunkRecord> records) {
        visits.computeIfAbsent(tree.fileName(), k -> new ArrayList<>()).add(new Reuse.Visit(tree, records));
    }

    /**
     * A chunk was analysed again ({@code old}: its previous record, or null): unless it defined
     * the same names as the old one, with the declarations this run has for the old ones (an
     * unchanged {@code .td} import, an included file whose chunks were all reused), those names
     * are bound differently now.
     */
    void analysed(ChunkRecord old, ChunkRecord now) {
        analysedChunks++;
        List<String> nowNames = now.writes().defNames();
        if (old != null) {
            ChunkRecord.Writes was = old.writes();
            boolean same = was.defNames().size() == nowNames.size();
            for (int i = 0; i < nowNames.size() && same; i++) {
                same = was.defNames().get(i).equals(nowNames.get(i)) && moved.get(was.defDecls().get(i)) == now.writes().defDecls().get(i);
            }
            if (same) return;
            dirty(was.defNames());
        }
        dirty(nowNames);
    }

    private void dirty(List<String> names) {
        for (String n : names) dirty |= ChunkRecord.bit(n);
    }

    /**
     * Reuses the previous run's record of a chunk with the same text, if all it read is unchanged:
     * adds its results to this run (relocated when the chunk moved or a declaration it refers to
     * was relocated) and returns the record for this run; null when the chunk must be analysed
     * again.
     *
     * <p>In the main file, the names whose binding may differ from the previous run at this point
     * are summarised in {@link #dirty} (one bit per name: those defined by chunks analysed again
     * or by the old chunks of the changed run) and those bound to relocated declarations in
     * {@link #relocatedNames}; a chunk none of whose names has such a bit needs no look-ups. In
     * an included file (whose visit may line up with an inclusion elsewhere) every name is looked
     * up. Likewise, when the ODS context merged the same imports as before the old chunk, its
     * operation look-ups stand.
     */
    ChunkRecord reuse(ChunkRecord old, TopLevel top, Visit visit) {
        ChunkRecord.Reads reads = old.reads();
        if (!old.reusable() || !old.text().equals(top.text())) return null;
        if (old.writes().anonUsed() > 0 && s.anonymousCount != reads.anonStart()) return null;
        boolean moving = old.offset() != top.offset();
        boolean same = !moving;
        List<Decl> found = reads.found();
        List<Decl> now;
        if (visit.main() && (reads.nameMask() & dirty) == 0 && (moving || (reads.nameMask() & relocatedNames) == 0)) {
            // every name the chunk looked up is bound as before (to the same declaration unless it moves)
            if (same) now = found;
            else {
                now = new ArrayList<>(found.size());
                for (Decl was : found) {
                    Decl is = was == null ? null : moved.get(was);
                    if (was != null && is == null) return null;
                    now.add(is);
                }
            }
        } else {
            now = new ArrayList<>(found.size());
            for (int i = 0; i < found.size(); i++) {
                Decl was = found.get(i);
                Decl is = s.moduleScope.get(reads.names().get(i));
                if (was == null ? is != null : is == null || moved.get(was) != is) return null;
                if (is != was) same = false;
                now.add(is);
            }
        }
        if (s.imports.size() != reads.importCount() || importsAgree < reads.importCount()) {
            for (int i = 0; i < reads.opNames().size(); i++) {
                if (s.ods.lookupOperation(reads.opNames().get(i)) != reads.ops().get(i)) return null;
            }
        }
        ChunkRecord r;
        if (!same) r = relocate(old, top, visit.file(), reads.withFound(now, s.imports.size()));
        else if (reads.importCount() == s.imports.size()) r = old;
        else r = new ChunkRecord(old.offset(), old.text(), true, reads.withImportCount(s.imports.size()), old.writes());
        if (r == null) return null;
        ChunkRecord.Writes w = r.writes();
        if (same) reusedChunks++;
        else {
            relocatedChunks++;
            for (String n : w.defNames()) relocatedNames |= ChunkRecord.bit(n);
        }
        for (int i = 0; i < w.decls().size(); i++) moved.put(old.writes().decls().get(i), w.decls().get(i));
        s.moduleDecls.addAll(w.decls());
        for (int i = 0; i < w.defNames().size(); i++) s.defineGlobal(w.defNames().get(i), w.defDecls().get(i));
        s.diagnostics.addAll(w.diagnostics());
        s.uses.addAll(w.uses());
        s.anonymousCount += w.anonUsed();
        return r;
    }

    private ChunkRecord relocate(ChunkRecord old, TopLevel top, String file, ChunkRecord.Reads reads) {
        Relocator m = new Relocator(file, old.offset(), old.offset() + old.text().length(), top.offset() - old.offset(),
                moved, alignments, copies);
        try {
            return new ChunkRecord(top.offset(), top.text(), true, reads, m.writes(old.writes()));
        } catch (Relocator.Unplaceable e) {
            return null;
        } finally {
            if (copies.size() > 512) copies = new IdentityHashMap<>(128); // clearing a grown table for every chunk costs
        }
    }

    /** Logs an import merged into the ODS context; counts how long this run's imports agree with the previous run's. */
    void imported(List<OdsOperation> operations) {
        int k = s.imports.size();
        s.imports.add(operations);
        if (importsAgree == k && previous != null && k < previous.imports.size() && previous.imports.get(k) == operations) {
            importsAgree++;
        }
    }

    /** The previous run's declaration of an ODS constraint an unchanged import declares again, or null. */
    Decl.CallableDecl previousOdsConstraint(ImportedConstraint ic) {
        Decl.CallableDecl cd = previousOds.get(ic);
        if (cd != null) moved.put(cd, cd);
        return cd;
    }

    /** The previous run's tree of an included file whose text is unchanged (its chunks stay reusable). */
    SyntaxTree unchangedInclude(String name, String text) {
        if (previous == null || name.equals(previousMain)) return null;
        Reuse.Visit v = previous.visit(name, 0);
        return v != null && v.tree().text().equals(text) ? v.tree() : null;
    }

    /** The previous run's extra warnings by pattern, and its declarations mapped to this run's (for {@code ExtraWarnings}). */
    Map<Decl, List<SemaDiagnostic>> previousWarnings() {
        return previous == null ? Map.of() : previous.extraWarnings;
    }

    Map<Decl, Decl> moved() {
        return moved;
    }

    /** What the next run may reuse from this one. */
    Reuse result(Map<Decl, List<SemaDiagnostic>> warnings) {
        AnalysisOptions o = s.options;
        return new Reuse(o.workingDir(), o.includeDirs(), visits, List.copyOf(s.imports), warnings, moved, reusedChunks,
                relocatedChunks, analysedChunks);
    }
}
