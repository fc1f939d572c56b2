package pdll.ide.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import pdll.ide.config.IncludeConfig;
import pdll.ide.text.TextRange;
import pdll.ide.workspace.Snapshot;
import pdll.sema.ods.ImportDiagnostic;
import pdll.sema.ods.OdsContext;
import pdll.sema.ods.OdsImport;
import pdll.sema.ods.OdsImporter;
import pdll.syntax.Diagnostic;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.Decl;
import pdll.tablegen.cache.TdCaches;
import pdll.tablegen.source.FileAccess;
import pdll.tablegen.source.IncludePath;
import pdll.tablegen.source.Loc;

/**
 * Builds the {@link Analysis} of a snapshot: resolves each {@code #include} on the document's
 * search path, imports {@code .td} files through {@link OdsImporter} (whose closure cache is
 * shared by every document and thread, so an unchanged closure costs only file stamps), parses
 * included {@code .pdll} files (cached by path and text) and follows their includes once each.
 * Never throws for bad input; checks {@code cancelled} between includes and throws
 * {@link CancellationException} when the work became stale.
 */
public final class Analyzer {
    private final FileAccess files;
    private final IncludeConfig config;
    private final ParseOptions options;

    private record ParsedInclude(String text, SyntaxTree tree) {}

    private final Map<Path, ParsedInclude> pdllCache = new ConcurrentHashMap<>();

    /** Where {@code .td} closures are kept: the server's own (the command-line tools' by default). */
    private final TdCaches caches;

    public Analyzer(FileAccess files, IncludeConfig config, ParseOptions options) {
        this(files, config, options, TdCaches.CLI);
    }

    public Analyzer(FileAccess files, IncludeConfig config, ParseOptions options, TdCaches caches) {
        this.files = files;
        this.config = config;
        this.options = options.withSplitInputFile(false);
        this.caches = caches;
    }

    public FileAccess files() {
        return files;
    }

    public IncludeConfig config() {
        return config;
    }

    public Analysis analyze(Snapshot s, BooleanSupplier cancelled) {
        IncludeConfig.SearchPath sp = config.forDocument(s.file());
        List<Include> includes = new ArrayList<>();
        OdsContext ods = new OdsContext();
        Set<Path> visited = new HashSet<>();
        if (s.file() != null) visited.add(s.file());
        for (TopLevel tl : s.tree().topLevels()) {
            for (Decl d : tl.decls()) {
                if (!(d instanceof Decl.Include inc)) continue;
                if (cancelled.getAsBoolean()) throw new CancellationException("stale analysis of " + s.uri());
                TextRange range = new TextRange(tl.offset() + inc.fileSpan().start(), tl.offset() + inc.fileSpan().end());
                includes.add(resolve(inc, range, sp, ods, visited, cancelled));
            }
        }
        pdll.sema.analysis.Analysis semantic = semantic(s, sp);
        return new Analysis(s, sp, includes, ods, semantic, semantic == null ? null : pdll.sema.query.SemanticModel.of(semantic));
    }

    /** Our warnings beyond the reference's (unused-variable, …): on unless the client turns them off. */
    private volatile boolean extraWarnings = true;

    public void setExtraWarnings(boolean on) {
        if (on != extraWarnings) previous.clear();
        extraWarnings = on;
    }

    /** The previous semantic analysis of each document, so that an edit re-analyses only what it touched. */
    private final Map<String, pdll.sema.analysis.Analysis> previous = new ConcurrentHashMap<>();

    private pdll.sema.analysis.Analysis semantic(Snapshot s, IncludeConfig.SearchPath sp) {
        try {
            pdll.sema.analysis.AnalysisOptions o = new pdll.sema.analysis.AnalysisOptions(sp.workingDir(), sp.includeDirs(),
                    files, extraWarnings, caches);
            pdll.sema.analysis.Analysis a = pdll.sema.analysis.Analyzer.analyze(s.tree(), o, previous.get(s.uri()));
            previous.put(s.uri(), a);
            return a;
        } catch (RuntimeException | StackOverflowError e) {
            previous.remove(s.uri());
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
    }

    /** How many documents' previous analyses are kept (the open ones; a closed one is forgotten). */
    public int documentsRemembered() {
        return previous.size();
    }

    private Include resolve(Decl.Include inc, TextRange range, IncludeConfig.SearchPath sp, OdsContext ods,
                            Set<Path> visited, BooleanSupplier cancelled) {
        if (inc.file().endsWith(".td")) {
            OdsImport imp = importTd(inc.file(), sp);
            ods.add(imp);
            return new Include(inc, range, imp.resolvedPath(), imp, null, List.of());
        }
        Optional<IncludePath.Found> found = find(inc.file(), sp);
        if (found.isEmpty()) return new Include(inc, range, null, null, null, List.of());
        Path path = found.get().path().toAbsolutePath().normalize();
        SyntaxTree tree = parseIncluded(path);
        List<Include.NestedProblem> problems = new ArrayList<>();
        if (tree != null && visited.add(path)) collect(tree, path, sp, ods, visited, problems, cancelled);
        return new Include(inc, range, path, null, tree, problems);
    }

    /** The syntax errors and failed includes of an included .pdll, and its own includes, transitively. */
    private void collect(SyntaxTree tree, Path path, IncludeConfig.SearchPath sp, OdsContext ods, Set<Path> visited,
                         List<Include.NestedProblem> problems, BooleanSupplier cancelled) {
        for (Diagnostic d : tree.diagnostics()) problems.add(new Include.NestedProblem(path, d.offset(), tree.text(), d.message()));
        for (TopLevel tl : tree.topLevels()) {
            for (Decl d : tl.decls()) {
                if (!(d instanceof Decl.Include inc)) continue;
                if (cancelled.getAsBoolean()) throw new CancellationException("stale analysis");
                int at = tl.offset() + inc.fileSpan().start();
                if (inc.file().endsWith(".td")) {
                    OdsImport imp = importTd(inc.file(), sp);
                    ods.add(imp);
                    for (ImportDiagnostic id : imp.diagnostics()) problems.add(new Include.NestedProblem(path, at, tree.text(), id.message()));
                    continue;
                }
                Optional<IncludePath.Found> found = find(inc.file(), sp);
                if (found.isEmpty()) {
                    problems.add(new Include.NestedProblem(path, at, tree.text(), "unable to open include file `" + inc.file() + "`"));
                    continue;
                }
                Path p = found.get().path().toAbsolutePath().normalize();
                SyntaxTree t = parseIncluded(p);
                if (t != null && visited.add(p)) collect(t, p, sp, ods, visited, problems, cancelled);
            }
        }
    }

    private OdsImport importTd(String name, IncludeConfig.SearchPath sp) {
        try {
            return OdsImporter.importTd(caches, name, sp.workingDir(), sp.includeDirs(), files);
        } catch (RuntimeException e) {
            // e.g. a name that is no valid path; the importer reports everything else itself
            return new OdsImport(name, null, List.of(), List.of(), List.of(),
                    List.of(new ImportDiagnostic(true, "unable to open include file `" + name + "`", Loc.NONE)), List.of());
        }
    }

    public Optional<IncludePath.Found> find(String name, IncludeConfig.SearchPath sp) {
        try {
            return new IncludePath(sp.workingDir(), sp.includeDirs()).find(name, files);
        } catch (RuntimeException e) {
            return Optional.empty(); // an invalid path in the include name
        }
    }

    private SyntaxTree parseIncluded(Path path) {
        Optional<String> text = files.read(path);
        if (text.isEmpty()) return null;
        ParsedInclude cached = pdllCache.get(path);
        if (cached != null && cached.text().equals(text.get())) return cached.tree();
        SyntaxTree t = PdllParser.parse(path.toString(), text.get(), options);
        pdllCache.put(path, new ParsedInclude(text.get(), t));
        return t;
    }
}
