package pdll.sema.analysis;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import pdll.sema.ast.Decl;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.ods.OdsOperation;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;

/**
 * What an incremental re-analysis may reuse from an {@link Analysis}: for every visit of a file
 * (the main file, each inclusion of a {@code .pdll} file), the tree analysed and one
 * {@link ChunkRecord} per chunk, and the ODS imports in the order they were merged. Opaque
 * outside this package.
 */
public final class Reuse {
    final Path workingDir;
    final List<Path> includeDirs;
    /** File name → its visits in order. */
    final Map<String, List<Visit>> visits;
    /** The run's ODS imports (the operations of each), in order. */
    final List<List<OdsOperation>> imports;
    /** Our extra warnings of each pattern of this run (see {@code ExtraWarnings.check}). */
    final Map<Decl, List<SemaDiagnostic>> extraWarnings;
    /** The previous run's module declarations → this run's for them (see {@link #previousToThis()}). */
    private final Map<Decl, Decl> moved;
    /** Chunks of this run taken from the previous one as they were, relocated, and analysed. */
    private final int reused;
    private final int relocated;
    private final int analysed;

    record Visit(SyntaxTree tree, List<ChunkRecord> chunks) {}

    Reuse(Path workingDir, List<Path> includeDirs, Map<String, List<Visit>> visits, List<List<OdsOperation>> imports,
          Map<Decl, List<SemaDiagnostic>> extraWarnings, Map<Decl, Decl> moved, int reused, int relocated, int analysed) {
        this.workingDir = workingDir;
        this.includeDirs = includeDirs;
        this.visits = visits;
        this.imports = imports;
        this.extraWarnings = extraWarnings;
        this.moved = moved;
        this.reused = reused;
        this.relocated = relocated;
        this.analysed = analysed;
    }

    Visit visit(String file, int ordinal) {
        List<Visit> v = visits.get(file);
        return v == null || ordinal >= v.size() ? null : v.get(ordinal);
    }

    /** How many top-level chunks the run that made this took unchanged from the previous run. */
    public int reusedChunks() {
        return reused;
    }

    /** How many top-level chunks the run that made this took from the previous run and moved. */
    public int relocatedChunks() {
        return relocated;
    }

    /** How many top-level chunks the run that made this analysed. */
    public int analysedChunks() {
        return analysed;
    }

    /**
     * Each declaration of the previous run whose chunk this run took over (as it was, or relocated
     * when it moved) → the declaration this run has for it (the same object when unmoved). Such a
     * declaration means what the old one meant: everything its analysis read was unchanged. A
     * declaration of a chunk analysed again is absent. Lets a client keep per-declaration results
     * across edits (identity keys); never modify it.
     */
    public Map<Decl, Decl> previousToThis() {
        return Collections.unmodifiableMap(moved);
    }

    @Override
    public String toString() {
        return "Reuse[" + visits.size() + " files, " + reused + " chunks reused, " + relocated + " relocated, " + analysed
                + " analysed]";
    }

    /**
     * How the chunks of an old tree of a file line up with those of the new one: the longest
     * common prefix and suffix of equal chunk texts (an edit changes one run of chunks). Maps
     * old chunks and old offsets outside the changed run into the new tree.
     */
    static final class Alignment {
        final SyntaxTree oldTree;
        final List<TopLevel> old;
        final List<TopLevel> now;
        final int prefix;
        final int suffix;

        Alignment(SyntaxTree oldTree, SyntaxTree newTree) {
            this.oldTree = oldTree;
            old = oldTree.topLevels();
            now = newTree.topLevels();
            int min = Math.min(old.size(), now.size());
            int p = 0;
            while (p < min && old.get(p).offset() == now.get(p).offset() && old.get(p).text().equals(now.get(p).text())) p++;
            int q = 0;
            while (q < min - p && old.get(old.size() - 1 - q).text().equals(now.get(now.size() - 1 - q).text())) q++;
            prefix = p;
            suffix = q;
        }

        /** The index of the old chunk that new chunk {@code i} equals, or -1 inside the changed run. */
        int oldIndex(int i) {
            if (i < prefix) return i;
            if (i >= now.size() - suffix) return i - now.size() + old.size();
            return -1;
        }

        /** How far an old offset moved, or null when it lies in the changed run (or beyond the old text). */
        Integer shift(int oldStart, int oldEnd) {
            if (old.isEmpty()) return null;
            int lo = oldTree.topLevelAt(oldStart);
            TopLevel t = old.get(lo);
            if (oldStart < t.offset() || oldEnd > t.end()) return null;
            if (lo < prefix) return 0;
            if (lo >= old.size() - suffix) return now.get(lo - old.size() + now.size()).offset() - t.offset();
            return null;
        }
    }
}
