package pdll.sema.analysis;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Module;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.diag.Where;
import pdll.sema.ods.ImportDiagnostic;
import pdll.sema.ods.ImportedConstraint;
import pdll.sema.ods.OdsImport;
import pdll.sema.ods.OdsImporter;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;
import pdll.tablegen.source.IncludePath;

/**
 * The semantic analyser: walks the syntax tree of a file (and of the files it includes) chunk by
 * chunk in source order, the order of the reference's single pass, and builds the typed AST.
 * This class orchestrates: files, chunks and includes are handled here, each chunk is either
 * taken over from the previous run ({@link ChunkReuse}) or analysed ({@link DeclAnalyzer}, with
 * its syntax errors put in order by {@link SyntaxDiagnosticMerge}). Unlike the reference it does
 * not stop at the first error: every declaration gets a model, and the diagnostics keep the order
 * in which the reference would have met them.
 */
public final class Analyzer {
    private final Session s;
    private final DeclAnalyzer decls;
    private final ChunkReuse reuse;
    private final Deque<String> including = new ArrayDeque<>();

    private Analyzer(AnalysisOptions options, Analysis previous) {
        s = new Session(options);
        decls = new DeclAnalyzer(s);
        reuse = new ChunkReuse(s, previous);
    }

    /** Analyses a parsed file. Never throws on any input. */
    public static Analysis analyze(SyntaxTree tree, AnalysisOptions options) {
        return analyze(tree, options, null);
    }

    /**
     * Analyses a parsed file, reusing what {@code previous} (an analysis of an earlier version of
     * the file with the same working directory and include directories, or null) computed for
     * top-level chunks the change did not affect. The result is identical to
     * {@code analyze(tree, options)}: same AST (as printed and with the same ranges), same
     * diagnostics, same references. {@code tree} may come from {@code SyntaxTree.reparse} or a
     * fresh parse (chunks are matched by text), of the same file name and parse options.
     *
     * <p>A chunk (the text from one top-level keyword to the next) is reused when its text and
     * all its analysis read are unchanged ({@link ChunkReuse}); a chunk that moved is relocated
     * ({@link Relocator}). {@code #include} chunks
     * are always analysed again; an unchanged {@code .td} import (the closure cache returns the
     * same records) yields the previous run's ODS constraint declarations, so what follows it
     * stays reusable. Included {@code .pdll} files whose text is unchanged keep their syntax
     * tree, so their chunks are reused the same way.
     */
    public static Analysis analyze(SyntaxTree tree, AnalysisOptions options, Analysis previous) {
        Analyzer a = new Analyzer(options, previous);
        a.file(tree);
        Session s = a.s;
        Map<Decl, List<SemaDiagnostic>> warnings = new IdentityHashMap<>();
        if (options.extraWarnings()) ExtraWarnings.check(s.moduleDecls, s, a.reuse.previousWarnings(), a.reuse.moved(), warnings);
        SourceRange moduleRange = new SourceRange(tree.fileName(), firstToken(tree), tree.text().length());
        return new Analysis(new Module(List.copyOf(s.moduleDecls), moduleRange), List.copyOf(s.diagnostics),
                s.files, s.ods, List.copyOf(s.uses),
                List.copyOf(s.moduleScope.local()), Map.copyOf(s.includedAt),
                Map.copyOf(s.tdIncludedAt), List.copyOf(s.dependencies), List.copyOf(s.includes), a.reuse.result(warnings));
    }

    private static int firstToken(SyntaxTree tree) {
        for (TopLevel t : tree.topLevels()) {
            for (Token k : t.tokens()) if (!k.kind().isTrivia() && k.kind() != TokenKind.EOF) return t.offset() + k.start();
        }
        return tree.text().length();
    }

    // ---- files and chunks -----------------------------------------------------------------------

    private void file(SyntaxTree tree) {
        SyntaxTree savedTree = s.tree;
        int savedBase = s.base;
        String name = tree.fileName();
        s.files.putIfAbsent(name, tree);
        including.push(name);
        ChunkReuse.Visit visit = reuse.visit(tree, including.size() == 1);
        List<TopLevel> chunks = tree.topLevels();
        List<ChunkRecord> records = new ArrayList<>(chunks.size());
        for (int i = 0; i < chunks.size(); i++) {
            TopLevel top = chunks.get(i);
            ChunkRecord was = visit.old(i);
            ChunkRecord r = was == null ? null : reuse.reuse(was, top, visit);
            if (r == null) {
                r = chunk(tree, top);
                reuse.analysed(was, r);
            }
            records.add(r);
        }
        reuse.visited(tree, records);
        including.pop();
        s.tree = savedTree;
        s.base = savedBase;
    }

    /** Analyses one chunk and records it (for a chunk with an {@code #include}, only what it defined). */
    private ChunkRecord chunk(SyntaxTree tree, TopLevel top) {
        boolean recordable = true;
        for (pdll.syntax.tree.Decl d : top.decls()) if (d instanceof pdll.syntax.tree.Decl.Include) recordable = false;
        ChunkRecord.Recorder saved = s.recording;
        ChunkRecord.Recorder rec = recordable ? new ChunkRecord.Recorder() : null;
        s.recording = rec;
        int mark = s.diagnostics.size(), uses = s.uses.size(), defined = s.definedNames.size();
        int declared = s.moduleDecls.size(), anon = s.anonymousCount, imports = s.imports.size();
        for (pdll.syntax.tree.Decl d : top.decls()) {
            s.tree = tree;
            s.base = top.offset();
            s.chunk = top;
            if (d instanceof pdll.syntax.tree.Decl.Include inc) include(inc);
            else {
                Decl decl = decls.topLevel(d);
                if (decl != null) s.moduleDecls.add(decl);
            }
        }
        SyntaxDiagnosticMerge.merge(s.diagnostics, tree, top, mark);
        s.recording = saved;
        List<String> defNames = tail(s.definedNames, defined);
        List<Decl> defDecls = tail(s.definedDecls, defined);
        if (rec == null) {
            return new ChunkRecord(top.offset(), top.text(), false, ChunkRecord.Reads.none(imports, anon),
                    new ChunkRecord.Writes(List.of(), defNames, defDecls, List.of(), List.of(), s.anonymousCount - anon));
        }
        return new ChunkRecord(top.offset(), top.text(), true, rec.reads(imports, anon),
                new ChunkRecord.Writes(tail(s.moduleDecls, declared), defNames, defDecls, tail(s.diagnostics, mark),
                        tail(s.uses, uses), s.anonymousCount - anon));
    }

    private static <T> List<T> tail(List<T> list, int from) {
        return from == list.size() ? List.of() : List.copyOf(list.subList(from, list.size()));
    }

    // ---- includes -------------------------------------------------------------------------------

    private void include(pdll.syntax.tree.Decl.Include inc) {
        SourceRange at = s.range(inc.fileSpan());
        AnalysisOptions o = s.options;
        boolean main = including.size() == 1;
        if (inc.file().endsWith(".td")) {
            OdsImport imp = OdsImporter.importTd(o.caches(), inc.file(), o.workingDir(), o.includeDirs(), o.files());
            if (main) s.includes.add(new ResolvedInclude(inc.file(), at, ResolvedInclude.Kind.TD, imp.resolvedPath(), imp, null,
                    importProblems(imp, at)));
            if (!imp.succeeded()) {
                // an error located in the included .td file is printed after the include it came through
                if (imp.resolvedPath() != null) s.tdIncludedAt.putIfAbsent(imp.resolvedPath().toString(), at);
                // the reference prints every error of the import (a missing include in the .td is
                // followed by its parser's error there, a failed assert by "in this record"), then stops
                boolean first = true;
                for (ImportDiagnostic d : imp.diagnostics()) {
                    SemaDiagnostic e = SemaDiagnostic.error(d.atInclude() ? Where.of(at) : Where.of(d.tdLoc()), d.message());
                    s.report(first ? e : e.printedWithPrevious());
                    first = false;
                }
                return;
            }
            s.dependencies.addAll(imp.dependencies());
            if (imp.resolvedPath() != null) s.tdIncludedAt.putIfAbsent(imp.resolvedPath().toString(), at);
            List<ImportedConstraint> added = s.ods.add(imp, s.moduleScope.names());
            reuse.imported(imp.operations());
            for (ImportedConstraint ic : added) {
                Decl.CallableDecl cd = reuse.previousOdsConstraint(ic);
                if (cd == null) cd = DeclAnalyzer.odsConstraint(ic);
                s.defineGlobal(ic.name(), cd);
                s.moduleDecls.add(cd);
            }
            return;
        }
        if (!inc.file().endsWith(".pdll")) return; // the parser reported the extension
        // a name that is no valid path is not found, as any other (IncludePath.isPathName)
        Optional<IncludePath.Found> found = new IncludePath(o.workingDir(), o.includeDirs()).find(inc.file(), o.files());
        Optional<String> text = found.flatMap(f -> o.files().read(f.path()));
        if (text.isEmpty()) {
            s.error(at, "unable to open include file `" + inc.file() + "`");
            if (main) s.includes.add(new ResolvedInclude(inc.file(), at, ResolvedInclude.Kind.PDLL, null, null, null, List.of()));
            return;
        }
        String name = found.get().displayName();
        Path path = found.get().path().toAbsolutePath().normalize();
        s.dependencies.add(Path.of(name));
        if (including.contains(name)) {
            s.error(at, "include cycle: `" + inc.file() + "` is already being included");
            if (main) s.includes.add(new ResolvedInclude(inc.file(), at, ResolvedInclude.Kind.PDLL, path, null, null, List.of()));
            return;
        }
        SyntaxTree included = reuse.unchangedInclude(name, text.get());
        if (included == null) included = PdllParser.parse(name, text.get(), ParseOptions.DEFAULT);
        s.includedAt.putIfAbsent(name, at);
        int mark = s.diagnostics.size();
        file(included);
        if (main) {
            s.includes.add(new ResolvedInclude(inc.file(), at, ResolvedInclude.Kind.PDLL, path, null, included,
                    tail(s.diagnostics, mark)));
        }
    }

    /** Every diagnostic of an import, at the include or in the {@code .td}, with its place in the {@code .td} as a note. */
    private static List<SemaDiagnostic> importProblems(OdsImport imp, SourceRange at) {
        List<SemaDiagnostic> out = new ArrayList<>(imp.diagnostics().size());
        for (ImportDiagnostic d : imp.diagnostics()) {
            Where where = d.atInclude() ? Where.of(at) : Where.of(d.tdLoc());
            out.add(d.tdLoc() == null || !d.tdLoc().isKnown() ? SemaDiagnostic.error(where, d.message())
                    : SemaDiagnostic.error(where, d.message(), SemaDiagnostic.note(Where.of(d.tdLoc()), "the error is here")));
        }
        return out;
    }
}
