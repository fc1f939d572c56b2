package pdll.ide.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.workspace.Snapshot;
import pdll.sema.analysis.AnalysisOptions;
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
     * A split document: each part analysed as a document of its own, from the previous analysis of
     * the same part (its tree unchanged: every chunk is taken over) or of the part at its place.
     */
    private Analysis split(Snapshot s, IncludeConfig.SearchPath sp, AnalysisOptions o, BooleanSupplier cancelled) {
        previous.remove(s.uri());
        List<PartMemo> before = previousParts.getOrDefault(s.uri(), List.of());
        Map<SyntaxTree, pdll.sema.analysis.Analysis> byTree = new IdentityHashMap<>();
        for (PartMemo m : before) byTree.put(m.tree(), m.semantic());
        List<Analysis.Part> parts = new ArrayList<>(s.parts().size());
        List<PartMemo> now = new ArrayList<>(s.parts().size());
        for (int i = 0; i < s.parts().size(); i++) {
            if (i > 0 && cancelled.getAsBoolean()) throw new CancellationException("stale analysis of " + s.uri());
            Snapshot.Part p = s.parts().get(i);
            SyntaxTree tree = p.snapshot().tree();
            pdll.sema.analysis.Analysis was = byTree.get(tree);
            if (was == null && i < before.size()) was = before.get(i).semantic();
            pdll.sema.analysis.Analysis semantic = semantic(p.snapshot(), o, was);
            now.add(new PartMemo(tree, semantic));
            parts.add(new Analysis.Part(p.start(), new Analysis(p.snapshot(), sp, o, semantic,
                    semantic == null ? null : SemanticModel.of(semantic))));
        }
        previousParts.put(s.uri(), List.copyOf(now));
        return new Analysis(s, sp, o, null, null, parts);
    }

    /** A part's tree and its semantic analysis, which the next analysis of the document reuses. */
    private record PartMemo(SyntaxTree tree, pdll.sema.analysis.Analysis semantic) {}

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
