package pdll.ide.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.document.Snapshot;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.ResolvedInclude;
import pdll.sema.ods.OdsImporter;
import pdll.sema.query.SemanticModel;
import pdll.syntax.SyntaxTree;
import pdll.tablegen.cache.TdCaches;

/**
 * Builds the {@link Analysis} of a snapshot: finds the document's include search path and runs
 * the semantic analysis, which resolves the includes once (importing {@code .td} files through
 * the closure cache shared by every document and thread, so an unchanged closure costs only file
 * stamps, and keeping the trees of unchanged included {@code .pdll} files), reusing the
 * document's previous analysis for what an edit did not touch. Never throws for bad input: a
 * crash of the semantic analysis is reported to {@link #crashes()} and leaves the syntax-level
 * features answering. Throws {@link CancellationException} when the work is stale before it starts.
 */
public final class Analyzer {
    private final FileAccess files;
    private final IncludeConfig config;

    /** Where {@code .td} closures are kept: the server's own (the command-line tools' by default). */
    private final TdCaches caches;

    public Analyzer(FileAccess files, IncludeConfig config, TdCaches caches) {
        this.files = files;
        this.config = config;
        this.caches = caches;
    }

    public Analysis analyze(Snapshot s, BooleanSupplier cancelled) {
        IncludeConfig.SearchPath sp = config.forDocument(s.file());
        if (cancelled.getAsBoolean()) throw new CancellationException("stale analysis of " + s.uri());
        AnalysisOptions o = new AnalysisOptions(sp.workingDir(), sp.includeDirs(), files, extraWarnings, caches);
        if (s.isSplit()) return split(s, sp, o, cancelled);
        previousParts.remove(s.uri());
        pdll.sema.analysis.Analysis semantic = semantic(s, o, previous.get(s.uri()));
        if (semantic == null) previous.remove(s.uri());
        else previous.put(s.uri(), semantic);
        return new Analysis(s, sp, o, semantic, semantic == null ? null : SemanticModel.of(semantic));
    }

    /**
     * A split document: each part analysed as a document of its own. A part whose tree is the one
     * analysed last time keeps that analysis (its model too) while the files it read keep their
     * stamps, its includes all resolved and nothing said the files changed ({@link #filesChanged}):
     * a keystroke in one part analyses that part only. Any other part is analysed from the previous
     * analysis of its tree, or of the part at its place (its unchanged chunks are taken over).
     */
    private Analysis split(Snapshot s, IncludeConfig.SearchPath sp, AnalysisOptions o, BooleanSupplier cancelled) {
        previous.remove(s.uri());
        List<PartMemo> before = previousParts.getOrDefault(s.uri(), List.of());
        Map<SyntaxTree, PartMemo> byTree = new IdentityHashMap<>();
        for (PartMemo m : before) byTree.put(m.tree(), m);
        Map<Path, String> stamps = new HashMap<>(); // one stamp per file for this whole run
        long gen = generation;
        List<Analysis.Part> parts = new ArrayList<>(s.parts().size());
        List<PartMemo> now = new ArrayList<>(s.parts().size());
        for (int i = 0; i < s.parts().size(); i++) {
            if (i > 0 && cancelled.getAsBoolean()) throw new CancellationException("stale analysis of " + s.uri());
            Snapshot.Part p = s.parts().get(i);
            SyntaxTree tree = p.snapshot().tree();
            PartMemo same = byTree.get(tree);
            PartMemo m;
            if (same != null && same.unchanged(sp, gen, stamps, files)) {
                m = same;
                partsReused++;
            } else {
                pdll.sema.analysis.Analysis was = same != null ? same.semantic() : i < before.size() ? before.get(i).semantic() : null;
                pdll.sema.analysis.Analysis semantic = semantic(p.snapshot(), o, was);
                m = new PartMemo(tree, semantic, semantic == null ? null : SemanticModel.of(semantic), sp, gen,
                        semantic == null ? Map.of() : stamps(semantic, sp.workingDir(), stamps));
                partsAnalysed++;
            }
            now.add(m);
            parts.add(new Analysis.Part(p.start(), new Analysis(p.snapshot(), sp, o, m.semantic(), m.model())));
        }
        previousParts.put(s.uri(), List.copyOf(now));
        return new Analysis(s, sp, o, null, null, parts);
    }

    /**
     * A part's tree, its analysis and model, and what the analysis read: the search path, the
     * {@link #generation} and the stamp of every file.
     */
    private record PartMemo(SyntaxTree tree, pdll.sema.analysis.Analysis semantic, SemanticModel model,
                            IncludeConfig.SearchPath searchPath, long generation, Map<Path, String> read) {
        /** Whether the analysis still holds: everything it read is as it was, every include was found. */
        boolean unchanged(IncludeConfig.SearchPath sp, long gen, Map<Path, String> stamps, FileAccess files) {
            if (semantic == null || gen != generation || !searchPath.equals(sp)) return false;
            for (ResolvedInclude inc : semantic.includes()) if (inc.path() == null) return false; // it may appear
            for (var e : read.entrySet()) {
                if (!Objects.equals(e.getValue(), stamps.computeIfAbsent(e.getKey(), k -> stampOf(files, k)))) return false;
            }
            return true;
        }
    }

    /**
     * The stamps of the files an analysis read (named as found: relative to the working directory
     * when found there), taken from, and added to, this run's.
     */
    private Map<Path, String> stamps(pdll.sema.analysis.Analysis a, Path workingDir, Map<Path, String> stamps) {
        Map<Path, String> out = new HashMap<>();
        for (Path p : a.dependencies()) {
            Path file = workingDir.resolve(p).normalize();
            out.put(file, stamps.computeIfAbsent(file, k -> stampOf(files, k)));
        }
        return out;
    }

    /** A file's stamp; a marker (never equal to a real stamp) when it is absent or cannot be read. */
    private static String stampOf(FileAccess files, Path p) {
        try {
            String s = files.stamp(p);
            return s == null ? "absent" : s;
        } catch (RuntimeException e) {
            return "unreadable";
        }
    }

    /** Bumped when files may have changed behind the stamps (a save, a change on disk): no part keeps its analysis then. */
    private volatile long generation;

    /** Files were saved or changed on disk: the next analysis of a split document analyses every part again. */
    public void filesChanged() {
        generation++;
    }

    /** How many parts of split documents kept their analysis, and how many were analysed (tests, figures). */
    private volatile long partsReused, partsAnalysed;

    public long partsReused() {
        return partsReused;
    }

    public long partsAnalysed() {
        return partsAnalysed;
    }

    /**
     * Imports the {@code .td} files a document's text includes into the caches, so that its first
     * analysis finds them there: run while the document is parsed, since a cold import takes most of
     * a first analysis. Errors are left to that analysis to report.
     */
    public void preload(Path file, String text) {
        IncludeConfig.SearchPath sp = config.forDocument(file);
        try {
            for (String name : OdsImporter.tdIncludesIn(text)) OdsImporter.importTd(caches, name, sp.workingDir(), sp.includeDirs(), files);
        } catch (RuntimeException | StackOverflowError e) {
            // the analysis imports it again and reports what went wrong
        }
    }

    /** Our warnings beyond the reference's (unused-variable, …): on unless the client turns them off. */
    private volatile boolean extraWarnings = true;

    public void setExtraWarnings(boolean on) {
        if (on != extraWarnings) {
            previous.clear();
            previousParts.clear();
        }
        extraWarnings = on;
    }

    /** The previous semantic analysis of each document, so that an edit re-analyses only what it touched. */
    private final Map<String, pdll.sema.analysis.Analysis> previous = new ConcurrentHashMap<>();
    /** The same for the parts of each split document, in order. */
    private final Map<String, List<PartMemo>> previousParts = new ConcurrentHashMap<>();

    /** The semantic analysis of a document (or of a part), null when it crashed. */
    private pdll.sema.analysis.Analysis semantic(Snapshot s, AnalysisOptions o, pdll.sema.analysis.Analysis was) {
        try {
            return pdll.sema.analysis.Analyzer.analyze(s.tree(), o, was);
        } catch (RuntimeException | StackOverflowError e) {
            crashes.report("semantic analysis", s, e); // the syntax-level features still answer
            return null;
        }
    }

    private final Crashes crashes = new Crashes();

    /** The crashes caught in this analyzer and in the services built on it (they report here too). */
    public Crashes crashes() {
        return crashes;
    }

    /** Forgets a closed document's previous analysis. */
    public void forget(String uri) {
        previous.remove(uri);
        previousParts.remove(uri);
    }

    /** How many documents' previous analyses are kept (the open ones; a closed one is forgotten). */
    public int documentsRemembered() {
        return previous.size() + previousParts.size();
    }
}
