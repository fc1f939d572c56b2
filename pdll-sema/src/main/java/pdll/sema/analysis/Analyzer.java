package pdll.sema.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.Module;
import pdll.sema.ast.SourceRange;
import pdll.sema.ast.Stmt;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.diag.Where;
import pdll.sema.ods.ImportDiagnostic;
import pdll.sema.ods.ImportedConstraint;
import pdll.sema.ods.OdsImport;
import pdll.sema.ods.OdsImporter;
import pdll.sema.types.PdllType;
import pdll.syntax.Diagnostic;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.ArgDecl;
import pdll.syntax.tree.Metadata;
import pdll.tablegen.source.IncludePath;

/**
 * The semantic analyser: walks the syntax tree of a file (and of the files it includes) in source
 * order, the order of the reference's single pass, and builds the typed AST. Declarations and
 * statements are handled here, expressions and constraints in {@link ExprAnalyzer}. Unlike the
 * reference it does not stop at the first error: every declaration gets a model, and the
 * diagnostics keep the order in which the reference would have met them.
 */
public final class Analyzer {
    private final Session s;
    private final Conversions conv;
    private final ExprAnalyzer exprs;
    private final List<Decl> moduleDecls = new ArrayList<>();
    private final Deque<String> including = new ArrayDeque<>();

    // ---- incremental re-analysis (see analyze(tree, options, previous)) ----
    /** The run to reuse from; null for a fresh analysis. */
    private final Analysis previous;
    private final Reuse reused;
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

    private Analyzer(AnalysisOptions options, Analysis previous) {
        s = new Session(options);
        conv = new Conversions(s);
        exprs = new ExprAnalyzer(s, conv, this);
        Reuse r = previous == null ? null : previous.reuse();
        if (r != null && (!r.workingDir.equals(options.workingDir()) || !r.includeDirs.equals(options.includeDirs()))) r = null;
        this.previous = r == null ? null : previous;
        this.reused = r;
        moved = new IdentityHashMap<>(r == null ? 16 : previous.module().children().size());
        if (r != null) {
            for (Decl d : previous.module().children()) {
                if (d instanceof Decl.CallableDecl c && c.ods() != null) previousOds.put(c.ods(), c);
            }
        }
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
     * <p>A chunk (the text from one top-level keyword to the next) is reused when its text is
     * unchanged (it lies before or after the run of chunks the edit touched, see
     * {@link Reuse.Alignment}), it has no {@code #include}, and everything its analysis read
     * from the state before it is the same: each module-scope name it looked up is undefined in
     * both runs or bound to the declaration this run has for the old one, each ODS operation it
     * looked up is the same record, and (if it has anonymous constraints) the anonymous counter
     * is the same. A chunk that moved is relocated ({@link Relocator}). {@code #include} chunks
     * are always analysed again; an unchanged {@code .td} import (the closure cache returns the
     * same records) yields the previous run's ODS constraint declarations, so what follows it
     * stays reusable. Included {@code .pdll} files whose text is unchanged keep their syntax
     * tree, so their chunks are reused the same way.
     */
    public static Analysis analyze(SyntaxTree tree, AnalysisOptions options, Analysis previous) {
        Analyzer a = new Analyzer(options, previous);
        a.file(tree);
        Map<Decl, List<SemaDiagnostic>> warnings = new IdentityHashMap<>();
        if (options.extraWarnings()) {
            ExtraWarnings.check(a.moduleDecls, a.s, a.reused == null ? Map.of() : a.reused.extraWarnings, a.moved, warnings);
        }
        Session s = a.s;
        SourceRange moduleRange = new SourceRange(tree.fileName(), firstToken(tree), tree.text().length());
        return new Analysis(new Module(List.copyOf(a.moduleDecls), moduleRange), List.copyOf(s.diagnostics),
                s.files, s.ods, List.copyOf(s.uses),
                List.copyOf(s.moduleScope.local()), Map.copyOf(s.includedAt),
                Map.copyOf(s.tdIncludedAt), List.copyOf(s.dependencies), a.reuseState(options, warnings));
    }

    private Reuse reuseState(AnalysisOptions options, Map<Decl, List<SemaDiagnostic>> warnings) {
        Reuse r = new Reuse(options.workingDir(), options.includeDirs(), visits, List.copyOf(s.imports));
        r.extraWarnings = warnings;
        r.reused = reusedChunks;
        r.relocated = relocatedChunks;
        r.analysed = analysedChunks;
        r.moved = moved;
        return r;
    }

    private static int firstToken(SyntaxTree tree) {
        for (TopLevel t : tree.topLevels()) {
            for (Token k : t.tokens()) if (!k.kind().isTrivia() && k.kind() != TokenKind.EOF) return t.offset() + k.start();
        }
        return tree.text().length();
    }

    // ---- files and top level --------------------------------------------------------------------

    private void file(SyntaxTree tree) {
        SyntaxTree savedTree = s.tree;
        int savedBase = s.base;
        String name = tree.fileName();
        s.files.putIfAbsent(name, tree);
        including.push(name);
        boolean main = including.size() == 1;
        int ordinal = visitCount.merge(name, 1, Integer::sum) - 1;
        Reuse.Visit old = reused == null ? null : reused.visit(name, ordinal);
        Reuse.Alignment alignment = old == null ? null : new Reuse.Alignment(old.tree(), tree);
        if (alignment != null) {
            alignments.putIfAbsent(name, alignment);
            // what the old chunks of the changed run defined may differ from now on
            for (int j = alignment.prefix; j < old.chunks().size() - alignment.suffix; j++) dirty(old.chunks().get(j).defNames);
        }
        List<TopLevel> chunks = tree.topLevels();
        List<ChunkRecord> records = new ArrayList<>(chunks.size());
        for (int i = 0; i < chunks.size(); i++) {
            TopLevel top = chunks.get(i);
            int oldIndex = alignment == null ? -1 : alignment.oldIndex(i);
            ChunkRecord was = oldIndex < 0 ? null : old.chunks().get(oldIndex);
            ChunkRecord r = was == null ? null : reuse(was, top, name, main);
            if (r == null) {
                r = chunk(tree, top);
                analysedChunks++;
                changedDefinitions(was, r);
            }
            records.add(r);
        }
        visits.computeIfAbsent(name, k -> new ArrayList<>()).add(new Reuse.Visit(tree, records));
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
        int decls = moduleDecls.size(), anon = s.anonymousCount, imports = s.imports.size();
        for (pdll.syntax.tree.Decl d : top.decls()) {
            s.tree = tree;
            s.base = top.offset();
            s.chunk = top;
            topLevel(d);
        }
        mergeSyntaxDiagnostics(tree, top, mark);
        s.recording = saved;
        if (rec == null) {
            return new ChunkRecord(top.offset(), top.text(), false, List.of(), List.of(), 0, List.of(), List.of(), imports,
                    anon, s.anonymousCount - anon, List.of(), tail(s.definedNames, defined), tail(s.definedDecls, defined),
                    List.of(), List.of());
        }
        return rec.finish(top.offset(), top.text(), imports, anon, s.anonymousCount - anon, tail(moduleDecls, decls),
                tail(s.definedNames, defined), tail(s.definedDecls, defined), tail(s.diagnostics, mark), tail(s.uses, uses));
    }

    private static <T> List<T> tail(List<T> list, int from) {
        return from == list.size() ? List.of() : List.copyOf(list.subList(from, list.size()));
    }

    private void dirty(List<String> names) {
        for (String n : names) dirty |= ChunkRecord.bit(n);
    }

    /**
     * After a chunk was analysed again: unless it defined the same names as its old counterpart,
     * with the declarations this run has for the old ones (an unchanged {@code .td} import, an
     * included file whose chunks were all reused), those names are bound differently now.
     */
    private void changedDefinitions(ChunkRecord old, ChunkRecord now) {
        if (old != null && old.defNames.size() == now.defNames.size()) {
            boolean same = true;
            for (int i = 0; i < old.defNames.size() && same; i++) {
                same = old.defNames.get(i).equals(now.defNames.get(i)) && moved.get(old.defDecls.get(i)) == now.defDecls.get(i);
            }
            if (same) return;
        }
        if (old != null) dirty(old.defNames);
        dirty(now.defNames);
    }

    /**
     * Reuses the previous run's record of a chunk with the same text, if all it read is unchanged
     * (see {@link #analyze(SyntaxTree, AnalysisOptions, Analysis)}): adds its results to this run
     * (relocated when the chunk moved or a declaration it refers to was relocated) and returns the
     * record for this run; null when the chunk must be analysed again.
     *
     * <p>In the main file, the names whose binding may differ from the previous run at this point
     * are summarised in {@link #dirty} (one bit per name: those defined by chunks analysed again
     * or by the old chunks of the changed run) and those bound to relocated declarations in
     * {@link #relocatedNames}; a chunk none of whose names has such a bit needs no look-ups. In
     * an included file (whose visit may line up with an inclusion elsewhere) every name is looked
     * up. Likewise, when the ODS context merged the same imports as before the old chunk, its
     * operation look-ups stand.
     */
    private ChunkRecord reuse(ChunkRecord old, TopLevel top, String file, boolean main) {
        if (!old.reusable || !old.text.equals(top.text())) return null;
        if (old.anonUsed > 0 && s.anonymousCount != old.anonStart) return null;
        boolean moving = old.offset != top.offset();
        boolean same = !moving;
        List<Decl> found = old.found;
        List<Decl> now;
        if (main && (old.nameMask & dirty) == 0 && (moving || (old.nameMask & relocatedNames) == 0)) {
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
                Decl is = s.moduleScope.get(old.names.get(i));
                if (was == null ? is != null : is == null || moved.get(was) != is) return null;
                if (is != was) same = false;
                now.add(is);
            }
        }
        if (s.imports.size() != old.importCount || importsAgree < old.importCount) {
            for (int i = 0; i < old.opNames.size(); i++) {
                if (s.ods.lookupOperation(old.opNames.get(i)) != old.ops.get(i)) return null;
            }
        }
        ChunkRecord r;
        if (!same) r = relocate(old, top, file, now);
        else if (old.importCount == s.imports.size()) r = old;
        else r = new ChunkRecord(old.offset, old.text, true, old.names, old.found, old.nameMask, old.opNames, old.ops,
                    s.imports.size(), old.anonStart, old.anonUsed, old.decls, old.defNames, old.defDecls, old.diagnostics,
                    old.uses);
        if (r == null) return null;
        if (same) reusedChunks++;
        else {
            relocatedChunks++;
            for (String n : r.defNames) relocatedNames |= ChunkRecord.bit(n);
        }
        for (int i = 0; i < r.decls.size(); i++) moved.put(old.decls.get(i), r.decls.get(i));
        moduleDecls.addAll(r.decls);
        for (int i = 0; i < r.defNames.size(); i++) s.defineGlobal(r.defNames.get(i), r.defDecls.get(i));
        s.diagnostics.addAll(r.diagnostics);
        s.uses.addAll(r.uses);
        s.anonymousCount += r.anonUsed;
        return r;
    }

    private ChunkRecord relocate(ChunkRecord old, TopLevel top, String file, List<Decl> found) {
        Relocator m = new Relocator(file, old.offset, old.offset + old.text.length(), top.offset() - old.offset,
                moved, alignments, copies);
        try {
            List<Decl> decls = new ArrayList<>(old.decls.size());
            for (Decl d : old.decls) decls.add(m.decl(d));
            List<Decl> defs = new ArrayList<>(old.defDecls.size());
            for (Decl d : old.defDecls) defs.add(m.decl(d));
            List<SemaDiagnostic> diagnostics = old.diagnostics.isEmpty() ? List.of() : new ArrayList<>(old.diagnostics.size());
            for (SemaDiagnostic d : old.diagnostics) diagnostics.add(m.diagnostic(d));
            List<Analysis.Use> uses = new ArrayList<>(old.uses.size());
            for (Analysis.Use u : old.uses) uses.add(m.use(u));
            return new ChunkRecord(top.offset(), top.text(), true, old.names, found, old.nameMask, old.opNames, old.ops,
                    s.imports.size(), old.anonStart, old.anonUsed, decls, old.defNames, defs, diagnostics, uses);
        } catch (Relocator.Unplaceable e) {
            return null;
        } finally {
            if (copies.size() > 512) copies = new IdentityHashMap<>(128); // clearing a grown table for every chunk costs
        }
    }

    /**
     * Puts the chunk's syntax errors among the semantic ones it produced, where a single pass
     * would have met them: before the first semantic diagnostic that lies after them. A lexer
     * error and the parser error on its token form one failure, as in the reference.
     */
    private void mergeSyntaxDiagnostics(SyntaxTree tree, TopLevel top, int mark) {
        List<Diagnostic> syntax = top.diagnostics();
        if (syntax.isEmpty()) return;
        List<SemaDiagnostic> sema = new ArrayList<>(s.diagnostics.subList(mark, s.diagnostics.size()));
        s.diagnostics.subList(mark, s.diagnostics.size()).clear();
        List<SemaDiagnostic> out = new ArrayList<>();
        int k = 0;
        int[] before = null;
        for (int i = 0; i < syntax.size(); i++) {
            int at = top.offset() + syntax.get(i).offset();
            String firstMessage = syntax.get(i).message();
            boolean lexical = syntax.get(i).lexical();
            // A lexer error is met when the parser moves onto its token, before the checks of what
            // the token before it completed (a reference, a variable name, ...): those come after
            // it, and the reference, which goes on after a lexer error, prints the first of them
            // with it (instead of the parser's error on the token, which then comes later).
            if (lexical && before == null) before = previousSignificantStarts(top);
            int movedOn = lexical ? top.offset() + previousTokenStart(top, before, syntax.get(i).offset()) : at + 1;
            List<SemaDiagnostic> notes = new ArrayList<>(syntaxNotes(tree, top, syntax.get(i)));
            List<SemaDiagnostic> joined = new ArrayList<>();
            while (i + 1 < syntax.size() && syntax.get(i + 1).joinsPrevious()) {
                Diagnostic next = syntax.get(++i);
                joined.add(SemaDiagnostic.error(where(tree, top.offset() + next.offset()), next.message()));
            }
            while (k < sema.size() && key(sema.get(k), tree, top) < movedOn) out.add(sema.get(k++));
            List<SemaDiagnostic> after = new ArrayList<>();
            while (k < sema.size() && key(sema.get(k), tree, top) <= at) after.add(sema.get(k++));
            SemaDiagnostic firstError = after.stream().filter(SemaDiagnostic::isError).findFirst().orElse(null);
            if (firstError == null) {
                notes.addAll(joined);
                out.add(new SemaDiagnostic(pdll.base.diag.Severity.ERROR, where(tree, at), firstMessage, notes, null));
                out.addAll(after);
                continue;
            }
            out.add(new SemaDiagnostic(pdll.base.diag.Severity.ERROR, where(tree, at), firstMessage, notes, null));
            // kept diagnostics of their own (the editor shows them), printed with the lexer's error
            // up to that first error
            boolean reached = false;
            for (SemaDiagnostic d : after) {
                out.add(reached ? d : d.printedWithPrevious());
                reached |= d == firstError;
            }
            out.addAll(joined);
        }
        while (k < sema.size()) out.add(sema.get(k++));
        s.diagnostics.addAll(out);
    }

    private static Where where(SyntaxTree tree, int at) {
        return Where.of(new SourceRange(tree.fileName(), at, at));
    }

    /**
     * For each token of a chunk, the start of the last significant token before it (0 if none):
     * built once per chunk with lexer errors, so that thousands of them on one line stay linear.
     */
    private static int[] previousSignificantStarts(TopLevel top) {
        List<Token> tokens = top.tokens();
        int[] before = new int[tokens.size() + 1];
        int start = 0;
        for (int i = 0; i < tokens.size(); i++) {
            before[i] = start;
            Token t = tokens.get(i);
            if (!t.kind().isTrivia() && t.kind() != TokenKind.ERROR) start = t.start();
        }
        before[tokens.size()] = start;
        return before;
    }

    /** The start of the last significant token before {@code offset} (both relative to the chunk). */
    private static int previousTokenStart(TopLevel top, int[] before, int offset) {
        return before[top.firstTokenAtOrAfter(offset)];
    }

    private static int key(SemaDiagnostic d, SyntaxTree tree, TopLevel top) {
        SourceRange r = d.where().pdll();
        return r != null && r.file().equals(tree.fileName()) ? r.start() : top.offset();
    }

    /** The reference's notes on repeated pattern metadata: at the first occurrence. */
    private static List<SemaDiagnostic> syntaxNotes(SyntaxTree tree, TopLevel top, Diagnostic d) {
        String word = d.message().startsWith("pattern benefit has already") ? "benefit"
                : d.message().startsWith("pattern recursion metadata has already") ? "recursion" : null;
        if (word == null) return List.of();
        for (Token t : top.tokens()) {
            if (t.kind() == TokenKind.IDENTIFIER && t.text().equals(word) && t.start() < d.offset()) {
                return List.of(SemaDiagnostic.note(where(tree, top.offset() + t.start()), "see previous definition here"));
            }
        }
        return List.of();
    }

    private void topLevel(pdll.syntax.tree.Decl d) {
        if (d instanceof pdll.syntax.tree.Decl.Include inc) include(inc);
        else if (d instanceof pdll.syntax.tree.Decl.Pattern p) moduleDecls.add(pattern(p));
        else if (d instanceof pdll.syntax.tree.Decl.Callable c) moduleDecls.add(callable(c, true));
    }

    private void include(pdll.syntax.tree.Decl.Include inc) {
        SourceRange at = s.range(inc.fileSpan());
        AnalysisOptions o = s.options;
        if (inc.file().endsWith(".td")) {
            OdsImport imp = OdsImporter.importTd(inc.file(), o.workingDir(), o.includeDirs(), o.files());
            if (!imp.succeeded()) {
                ImportDiagnostic d = imp.diagnostics().get(0);
                // an error located in the included .td file is printed after the include it came through
                if (imp.resolvedPath() != null) s.tdIncludedAt.putIfAbsent(imp.resolvedPath().toString(), at);
                s.report(SemaDiagnostic.error(d.atInclude() ? Where.of(at) : Where.of(d.tdLoc()), d.message()));
                return;
            }
            s.dependencies.addAll(imp.dependencies());
            if (imp.resolvedPath() != null) s.tdIncludedAt.putIfAbsent(imp.resolvedPath().toString(), at);
            Set<String> declared = new HashSet<>();
            for (Decl d : s.moduleScope.local()) declared.add(nameOf(d));
            List<ImportedConstraint> added = s.ods.add(imp, declared);
            imported(imp.operations());
            for (ImportedConstraint ic : added) {
                Decl.CallableDecl cd = previousOds.get(ic);
                if (cd == null) cd = odsConstraint(ic);
                else moved.put(cd, cd);
                s.defineGlobal(ic.name(), cd);
                moduleDecls.add(cd);
            }
            return;
        }
        if (!inc.file().endsWith(".pdll")) return; // the parser reported the extension
        Optional<IncludePath.Found> found = new IncludePath(o.workingDir(), o.includeDirs()).find(inc.file(), o.files());
        Optional<String> text = found.flatMap(f -> o.files().read(f.path()));
        if (text.isEmpty()) {
            s.error(at, "unable to open include file `" + inc.file() + "`");
            return;
        }
        String name = found.get().displayName();
        s.dependencies.add(java.nio.file.Path.of(name));
        if (including.contains(name)) {
            s.error(at, "include cycle: `" + inc.file() + "` is already being included");
            return;
        }
        SyntaxTree included = unchangedInclude(name, text.get());
        if (included == null) included = PdllParser.parse(name, text.get(), ParseOptions.DEFAULT);
        s.includedAt.putIfAbsent(name, at);
        file(included);
    }

    /** Logs an import merged into the ODS context; counts how long this run's imports agree with the previous run's. */
    private void imported(List<pdll.sema.ods.OdsOperation> operations) {
        int k = s.imports.size();
        s.imports.add(operations);
        if (importsAgree == k && reused != null && k < reused.imports.size() && reused.imports.get(k) == operations) importsAgree++;
    }

    /** The previous run's tree of an included file whose text is unchanged (its chunks stay reusable). */
    private SyntaxTree unchangedInclude(String name, String text) {
        if (previous == null || name.equals(previous.module().range().file())) return null;
        Reuse.Visit v = reused.visit(name, 0);
        return v != null && v.tree().text().equals(text) ? v.tree() : null;
    }

    private static String nameOf(Decl d) {
        if (d instanceof Decl.CallableDecl c) return c.name();
        if (d instanceof Decl.VariableDecl v) return v.name();
        if (d instanceof Decl.PatternDecl p) return p.name();
        return "";
    }

    /** {@code Constraint Name(self: Attr|Type|Op) [{ code }]} for an ODS Attr, Type or OpInterface def. */
    private static Decl.CallableDecl odsConstraint(ImportedConstraint ic) {
        Decl builtin;
        PdllType type;
        switch (ic.kind()) {
            case Attr -> {
                builtin = new Decl.AttrConstraintDecl(null, null);
                type = PdllType.ATTR;
            }
            case Type -> {
                builtin = new Decl.TypeConstraintDecl(null);
                type = PdllType.TYPE;
            }
            default -> {
                builtin = new Decl.OpConstraintDecl(new Decl.OpNameDecl(null, null), null);
                type = PdllType.ANY_OP;
            }
        }
        Decl.VariableDecl self = new Decl.VariableDecl("self", null, type, null, List.of(new ConstraintRef(builtin, null)), null);
        return new Decl.CallableDecl(false, ic.name(), null, List.of(self), List.of(), PdllType.EMPTY_TUPLE, ic.cppCode(),
                null, ic, null);
    }

    /** Defines a name in the current scope unless a visible declaration already has it. */
    void define(String name, SourceRange nameRange, Decl decl) {
        Decl prev = s.lookup(name);
        if (prev != null) {
            s.error(nameRange, "`" + name + "` has already been defined", Session.noteAt(prev, "see previous definition here"));
            // later uses mean the new declaration: defining it anyway spares them follow-up errors
            if (s.scope.local().stream().anyMatch(d -> d == prev)) return;
        }
        s.define(name, decl);
    }

    // ---- patterns -------------------------------------------------------------------------------

    private Decl.PatternDecl pattern(pdll.syntax.tree.Decl.Pattern p) {
        SourceRange range = s.range(p.span());
        Context saved = s.context;
        s.context = Context.PATTERN_MATCH;
        s.pushScope();
        Stmt.CompoundStmt body;
        if (p.lambda()) {
            Stmt st = p.body() == null ? null : stmt(p.body(), false);
            if (st != null && !isOpRewrite(st)) {
                s.error(s.range(p.body().span()), "expected Pattern lambda body to contain a single operation rewrite "
                        + "statement, such as `erase`, `replace`, or `rewrite`");
            }
            body = new Stmt.CompoundStmt(st == null ? List.of() : List.of(st),
                    p.body() == null ? range : s.range(p.body().span()));
        } else if (p.body() instanceof pdll.syntax.tree.Stmt.Compound c) {
            body = compound(c, false);
            List<pdll.syntax.tree.Stmt> written = c.statements();
            int term = -1;
            for (int i = 0; i < written.size() && term < 0; i++) if (isOpRewrite(written.get(i))) term = i;
            if (returnIn(written) || syntaxErrorIn(c.span())) {
                // the reference stopped at the syntax error; the body's shape says nothing
            } else if (term < 0) {
                s.error(s.range(p.span().start(), p.span().start()), "expected Pattern body to terminate with an operation "
                        + "rewrite statement, such as `erase`");
            } else if (term + 1 < written.size()) {
                s.error(s.range(written.get(term + 1).span()), "Pattern body was terminated by an operation rewrite "
                        + "statement, but found trailing statements");
            }
        } else {
            body = new Stmt.CompoundStmt(List.of(), range);
        }
        s.popScope();
        s.context = saved;
        Integer benefit = null;
        boolean recursion = false;
        for (Metadata m : p.metadata()) {
            if (m.benefit() != null) benefit = m.benefit();
            else if (m.name().text().equals("recursion")) recursion = true;
        }
        String name = p.name() == null ? null : p.name().text();
        SourceRange nameRange = p.name() == null ? null : s.range(p.name().span());
        Decl.PatternDecl decl = new Decl.PatternDecl(name, nameRange, benefit, recursion, body, range);
        if (name != null) define(name, nameRange, decl);
        return decl;
    }

    /** Whether the parser reported an error inside a span: the reference stopped there, so the span's shape proves nothing. */
    private boolean syntaxErrorIn(pdll.syntax.tree.Span span) {
        // an error right after a closed block is outside it; an unclosed block runs to the end of its chunk
        String text = s.tree.text();
        int last = s.base + span.end() - 1;
        boolean closed = last >= 0 && last < text.length() && text.charAt(last) == '}';
        for (Diagnostic d : s.chunk.diagnostics()) {
            if (d.offset() >= span.start() && (d.offset() < span.end() || !closed)) return true;
        }
        return false;
    }

    /**
     * Where the first token after {@code end} starts, relative to the current chunk: in the chunk,
     * else at its end, where the next chunk's keyword or the end of the file is (a chunk runs up
     * to the next top-level keyword). Depends only on the chunk's text, so reuse stays exact.
     */
    private int nextTokenAfter(int end) {
        for (Token t : s.chunk.tokens()) {
            if (t.start() >= end && !t.kind().isTrivia() && t.kind() != TokenKind.EOF) return t.start();
        }
        return s.chunk.text().length();
    }

    private static boolean isOpRewrite(pdll.syntax.tree.Stmt st) {
        return st instanceof pdll.syntax.tree.Stmt.Erase || st instanceof pdll.syntax.tree.Stmt.Replace
                || st instanceof pdll.syntax.tree.Stmt.Rewrite;
    }

    private static boolean isOpRewrite(Stmt st) {
        return st instanceof Stmt.EraseStmt || st instanceof Stmt.ReplaceStmt || st instanceof Stmt.RewriteStmt;
    }

    // ---- constraints and rewrites ---------------------------------------------------------------

    Decl.CallableDecl callable(pdll.syntax.tree.Decl.Callable c, boolean global) {
        boolean rewrite = c.rewrite();
        SourceRange range = s.range(c.span());
        String name = c.name() != null ? c.name().text()
                : "<anonymous_" + (rewrite ? "rewrite" : "constraint") + "_" + s.anonymousCount++ + ">";
        SourceRange nameRange = c.name() != null ? s.range(c.name().span()) : s.range(c.span().start(), c.span().start());
        s.pushScope();
        List<Decl.VariableDecl> inputs = new ArrayList<>();
        for (ArgDecl a : c.arguments()) inputs.add(argOrResult(a, true));
        List<Decl.VariableDecl> results = new ArrayList<>();
        for (ArgDecl a : c.results()) results.add(argOrResult(a, false));
        if (c.results().size() == 1 && c.results().get(0).name() != null) {
            s.error(s.range(c.results().get(0).name().span()), "cannot create a single-element tuple with an element label");
        }
        PdllType resultType = results.size() == 1 ? results.get(0).type()
                : new PdllType.Tuple(results.stream().map(Decl.VariableDecl::type).toList(),
                        results.stream().map(Decl.VariableDecl::name).toList());
        String code = null;
        Stmt.CompoundStmt body = null;
        pdll.syntax.tree.Decl.Body b = c.body();
        if (b instanceof pdll.syntax.tree.Decl.Body.Native n) {
            // a "…" body has its escapes decoded (a [{…}] block is taken as written)
            boolean string = s.chunk.text().charAt(n.span().start()) == '"';
            code = string ? ExprAnalyzer.unquote('"' + n.code() + '"') : n.code();
        } else if (b instanceof pdll.syntax.tree.Decl.Body.External) {
            if (!global) s.error(nameRange, "external declarations must be declared in global scope");
        } else if (b instanceof pdll.syntax.tree.Decl.Body.Block || b instanceof pdll.syntax.tree.Decl.Body.Lambda) {
            Context saved = s.context;
            s.context = rewrite ? Context.REWRITE : Context.CONSTRAINT;
            body = b instanceof pdll.syntax.tree.Decl.Body.Block blk ? compound(blk.block(), true)
                    : lambdaBody(((pdll.syntax.tree.Decl.Body.Lambda) b).stmt(), rewrite);
            List<pdll.syntax.tree.Stmt> written = b instanceof pdll.syntax.tree.Decl.Body.Block blk
                    ? blk.block().statements() : List.of();
            boolean broken = b instanceof pdll.syntax.tree.Decl.Body.Block blk2 && syntaxErrorIn(blk2.block().span());
            for (int i = 0; i < written.size() && !broken; i++) {
                if (written.get(i) instanceof pdll.syntax.tree.Stmt.Return && i + 1 < written.size()) {
                    s.error(s.range(written.get(i + 1).span()), "`return` terminated the `" + (rewrite ? "Rewrite" : "Constraint")
                            + "` body, but found trailing statements afterwards");
                    break;
                }
            }
            int ret = -1;
            for (int i = 0; i < body.statements().size() && ret < 0; i++) if (body.statements().get(i) instanceof Stmt.ReturnStmt) ret = i;
            if (!results.isEmpty()) {
                if (ret < 0 && broken) {
                    // a syntax error may have eaten the return
                } else if (ret < 0) {
                    // after a block at its `}`; after a top-level lambda, whose `;` is consumed, at
                    // the next token (the next declaration or the end of the file), as the reference
                    int end = b instanceof pdll.syntax.tree.Decl.Body.Block blk ? blk.block().span().end()
                            : global ? nextTokenAfter(c.span().end()) : c.span().end();
                    s.error(s.range(end, end), "missing return in a `" + (rewrite ? "Rewrite" : "Constraint")
                            + "` expected to return `" + resultType + "`");
                } else {
                    Stmt.ReturnStmt r = (Stmt.ReturnStmt) body.statements().get(ret);
                    Expr converted = conv.convert(r.value(), resultType);
                    if (converted != null && converted != r.value()) {
                        List<Stmt> stmts = new ArrayList<>(body.statements());
                        stmts.set(ret, new Stmt.ReturnStmt(converted, r.range()));
                        body = new Stmt.CompoundStmt(stmts, body.range());
                    }
                }
            } else {
                resultType = ret < 0 ? PdllType.EMPTY_TUPLE : ((Stmt.ReturnStmt) body.statements().get(ret)).value().type();
            }
            s.context = saved;
        }
        s.popScope();
        Decl.CallableDecl decl = new Decl.CallableDecl(rewrite, name, nameRange, inputs, results, resultType, code, body,
                null, range);
        if (c.name() != null) define(name, nameRange, decl);
        return decl;
    }

    private Decl.VariableDecl argOrResult(ArgDecl a, boolean argument) {
        if (!argument && a.name() == null && a.constraint() instanceof pdll.syntax.tree.Constraint.Named n
                && !(s.lookup(n.name().text()) instanceof Decl.CallableDecl cd && !cd.rewrite())) {
            // the reference reads an identifier that names no constraint as the result's name
            int at = s.base + n.span().end();
            String text = s.tree.text();
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
            s.error(new SourceRange(s.tree.fileName(), at, at), "expected `:` before result constraint");
            return new Decl.VariableDecl("", s.range(a.span()), PdllType.ERROR, null, List.of(), s.range(a.span()));
        }
        String name = a.name() == null ? "" : a.name().text();
        SourceRange range = s.range(a.span());
        SourceRange nameRange = a.name() == null ? range : s.range(a.name().span());
        ConstraintRef ref = a.constraint() == null ? null : exprs.constraint(a.constraint());
        PdllType type = ref == null ? PdllType.ERROR : exprs.constraintsType(List.of(ref));
        if (type == null) type = PdllType.ERROR;
        Decl.VariableDecl v = new Decl.VariableDecl(name, nameRange, type, null, ref == null ? List.of() : List.of(ref), range);
        if (argument && a.name() != null) define(name, nameRange, v);
        return v;
    }

    /** {@code => expr} becomes {@code { return expr; }}; a Rewrite may also be {@code => erase/replace/rewrite …;}. */
    private Stmt.CompoundStmt lambdaBody(pdll.syntax.tree.Stmt written, boolean rewrite) {
        SourceRange range = s.range(written.span());
        Stmt st = stmt(written, false);
        if (st == null) return new Stmt.CompoundStmt(List.of(), range);
        if (st instanceof Expr e) return new Stmt.CompoundStmt(List.of(new Stmt.ReturnStmt(e, range)), range);
        if (rewrite && isOpRewrite(st)) return new Stmt.CompoundStmt(List.of(st), range);
        s.error(range, rewrite
                ? "expected `Rewrite` lambda body to contain a single expression or an operation rewrite statement; "
                        + "such as `erase`, `replace`, or `rewrite`"
                : "expected `Constraint` lambda body to contain a single expression");
        return new Stmt.CompoundStmt(List.of(), range);
    }

    // ---- statements -----------------------------------------------------------------------------

    private Stmt.CompoundStmt compound(pdll.syntax.tree.Stmt.Compound c, boolean returnAllowed) {
        SourceRange range = s.range(c.span());
        s.pushScope();
        List<Stmt> out = new ArrayList<>();
        for (pdll.syntax.tree.Stmt st : c.statements()) {
            Stmt r = stmt(st, returnAllowed);
            if (r != null) out.add(r);
        }
        s.popScope();
        return new Stmt.CompoundStmt(out, range);
    }

    private Stmt stmt(pdll.syntax.tree.Stmt st, boolean returnAllowed) {
        SourceRange range = s.range(st.span());
        if (st instanceof pdll.syntax.tree.Stmt.Let l) return let(l, range);
        if (st instanceof pdll.syntax.tree.Stmt.ExprStmt e) return exprs.expr(e.expr());
        if (st instanceof pdll.syntax.tree.Stmt.Return r) return new Stmt.ReturnStmt(exprs.expr(r.value()), range);
        if (st instanceof pdll.syntax.tree.Stmt.Erase e) {
            if (notInConstraint("erase", range)) return null;
            Expr root = exprs.expr(e.root());
            if (!isOp(root.type())) s.error(root.range(), "expected `Op` expression");
            return new Stmt.EraseStmt(root, range);
        }
        if (st instanceof pdll.syntax.tree.Stmt.Replace r) {
            if (notInConstraint("replace", range)) return null;
            Expr root = exprs.expr(r.root());
            Context saved = s.context;
            s.context = Context.REWRITE;
            List<Expr> values = new ArrayList<>();
            for (pdll.syntax.tree.Expr v : r.replacements()) {
                values.add(!r.parenthesized() && v instanceof pdll.syntax.tree.Expr.Operation o
                        ? exprs.operation(o, true) : exprs.expr(v));
            }
            s.context = saved;
            if (!isOp(root.type())) {
                s.error(root.range(), "expected `Op` expression, but got `" + root.type() + "`");
            } else {
                for (int i = 0; i < values.size(); i++) {
                    Expr v = values.get(i);
                    PdllType t = v.type();
                    if (t instanceof PdllType.Op && values.size() > 1) {
                        // several replacements: each op stands for all of its results
                        values.set(i, new Expr.MemberAccessExpr(v, Conversions.ALL_RESULTS, PdllType.VALUE_RANGE, v.range()));
                    } else if (!isOp(t) && t != PdllType.VALUE && t != PdllType.VALUE_RANGE) {
                        s.error(v.range(), "expected `Op`, `Value` or `ValueRange` expression, but got `" + t + "`");
                        break;
                    }
                }
            }
            return new Stmt.ReplaceStmt(root, values, range);
        }
        if (st instanceof pdll.syntax.tree.Stmt.Rewrite r) {
            if (notInConstraint("rewrite", range)) return null;
            Expr root = exprs.expr(r.root());
            Context saved = s.context;
            s.context = Context.REWRITE;
            Stmt.CompoundStmt body = compound(r.body(), false);
            s.context = saved;
            if (returnIn(r.body().statements())) return null;
            if (!isOp(root.type())) s.error(root.range(), "expected `Op` expression, but got `" + root.type() + "`");
            return new Stmt.RewriteStmt(root, body, range);
        }
        if (st instanceof pdll.syntax.tree.Stmt.Compound c) return compound(c, returnAllowed);
        if (st instanceof pdll.syntax.tree.Stmt.Error e) failedStatement(e);
        return null;
    }

    /**
     * The reference checks a `return` directly in a Pattern body or a rewrite block once the block
     * is parsed; reports the first one.
     */
    private boolean returnIn(List<pdll.syntax.tree.Stmt> statements) {
        for (pdll.syntax.tree.Stmt st : statements) {
            if (st instanceof pdll.syntax.tree.Stmt.Return) {
                s.error(s.range(st.span().start(), st.span().start()),
                        "`return` statements are only permitted within a `Constraint` or `Rewrite` body");
                return true;
            }
        }
        return false;
    }

    /**
     * A statement that failed to parse: what the reference checked before it met the syntax
     * error. Its keyword's context rule, its first complete expression, and every name it resolved.
     */
    private void failedStatement(pdll.syntax.tree.Stmt.Error e) {
        TokenKind first = null;
        for (Token t : s.chunk.tokens()) {
            if (t.start() == e.span().start() && !t.kind().isTrivia()) first = t.kind();
        }
        String keyword = first == TokenKind.KW_ERASE ? "erase" : first == TokenKind.KW_REPLACE ? "replace"
                : first == TokenKind.KW_REWRITE_STMT ? "rewrite" : null;
        if (keyword != null && notInConstraint(keyword, s.range(e.span().start(), e.span().start()))) return;
        if (e.parsed() != null) exprs.expr(e.parsed());
        Set<String> inline = new HashSet<>();
        pdll.syntax.tree.Constraint.Builtin typed = null;
        for (pdll.syntax.tree.Node n : e.names()) {
            if (e.parsed() != null && n.span().start() >= e.parsed().span().start() && n.span().end() <= e.parsed().span().end()) continue;
            if (n instanceof pdll.syntax.tree.Constraint.Builtin b) {
                if (b.typeArgument() != null) typed = b;
                else if (typed != null) {
                    s.error(s.range(b.span().start(), b.span().start()), "the type of this variable has already been constrained",
                            Session.note(s.range(typed.typeArgument().span()), "see previous constraint location here"));
                    return;
                }
            } else if (n instanceof pdll.syntax.tree.Expr.InlineVariable v) inline.add(v.name().text());
            else if (n instanceof pdll.syntax.tree.Expr.Ref r && !inline.contains(r.name().text())
                    && s.lookup(r.name().text()) == null) {
                s.error(s.range(r.name().span()), "undefined reference to `" + r.name().text() + "`");
                return;
            } else if (n instanceof pdll.syntax.tree.Constraint.Named c && s.lookup(c.name().text()) == null) {
                s.error(s.range(c.span()), "unknown reference to constraint `" + c.name().text() + "`");
                return;
            }
        }
    }

    private boolean notInConstraint(String keyword, SourceRange at) {
        if (s.context != Context.CONSTRAINT) return false;
        s.error(at, "`" + keyword + "` cannot be used within a Constraint");
        return true;
    }

    private static boolean isOp(PdllType t) {
        return t instanceof PdllType.Op || t == PdllType.ERROR;
    }

    private Stmt let(pdll.syntax.tree.Stmt.Let l, SourceRange range) {
        List<ConstraintRef> refs = exprs.constraintList(l.constraints(), true);
        Expr init = l.initializer() == null ? null : exprs.expr(l.initializer());
        if (init != null && refs != null) {
            for (ConstraintRef r : refs) {
                if (ExprAnalyzer.typeExprOf(r.constraint()) != null) {
                    s.error(new SourceRange(r.range().file(), r.range().start(), r.range().start()),
                            "type constraints are not permitted on variables with initializers");
                    refs = null;
                    break;
                }
            }
        }
        Decl.VariableDecl v = exprs.createVariable(l.name().text(), s.range(l.name().span()), refs, init, range);
        return new Stmt.LetStmt(v, range);
    }
}
