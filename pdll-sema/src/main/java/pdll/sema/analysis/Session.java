package pdll.sema.analysis;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.sema.ast.Decl;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.diag.Where;
import pdll.sema.ods.OdsContext;
import pdll.sema.ods.OdsOperation;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.Span;

/**
 * The mutable state of one analysis run, shared by the declaration and expression analysers:
 * the scope chain, the context, the ODS context, the diagnostics and the references. Discarded when the run ends; what survives is the immutable {@link Analysis}.
 */
final class Session {
    final AnalysisOptions options;
    final OdsContext ods = new OdsContext();
    final Map<String, SyntaxTree> files = new LinkedHashMap<>();
    /** For each included .pdll file, the file name string of the first {@code #include} of it. */
    final Map<String, SourceRange> includedAt = new LinkedHashMap<>();
    /** For each directly included .td file (by the path it was opened with), the file name string of its {@code #include}. */
    final Map<String, SourceRange> tdIncludedAt = new LinkedHashMap<>();
    /** Every file read for includes (.pdll and the .td closures), as opened, each once. */
    final Set<Path> dependencies = new LinkedHashSet<>();
    /** The module's declarations, in order (the AST's top level). */
    final List<Decl> moduleDecls = new ArrayList<>();
    /** The analysed file's own {@code #include}s, in order. */
    final List<ResolvedInclude> includes = new ArrayList<>();
    final List<SemaDiagnostic> diagnostics = new ArrayList<>();
    final List<Analysis.Use> uses = new ArrayList<>();
    Scope scope = new Scope(null);
    final Scope moduleScope = scope;
    Context context = Context.GLOBAL;
    int anonymousCount;
    /** What the chunk being analysed looks up; null when not recording (include chunks, the final checks). */
    ChunkRecord.Recorder recording;
    /** Every module-scope definition of the run, in order (a chunk's are a slice of it). */
    final List<String> definedNames = new ArrayList<>();
    final List<Decl> definedDecls = new ArrayList<>();
    /** The operations of every import merged into the ODS context, in order (what ODS lookups depend on). */
    final List<List<OdsOperation>> imports = new ArrayList<>();

    /** The file being analysed and the offset of the top-level chunk that node spans are relative to. */
    SyntaxTree tree;
    int base;
    /** The chunk being analysed: its syntax diagnostics tell which shapes to leave unchecked. */
    TopLevel chunk;

    Session(AnalysisOptions options) {
        this.options = options;
    }

    SourceRange range(Span span) {
        return new SourceRange(tree.fileName(), base + span.start(), base + span.end());
    }

    SourceRange range(int start, int end) {
        return new SourceRange(tree.fileName(), base + start, base + end);
    }

    void report(SemaDiagnostic d) {
        diagnostics.add(d);
    }

    void error(SourceRange where, String message, SemaDiagnostic... notes) {
        report(SemaDiagnostic.error(Where.of(where), message, notes));
    }

    static SemaDiagnostic note(SourceRange where, String message) {
        return SemaDiagnostic.note(Where.of(where), message);
    }

    /** A note at a declaration: its name in PDLL, or its record in the .td file for ODS constraints. */
    static SemaDiagnostic noteAt(Decl decl, String message) {
        if (decl instanceof Decl.CallableDecl c && c.ods() != null) return SemaDiagnostic.note(Where.of(c.ods().loc()), message);
        return SemaDiagnostic.note(Where.of(nameRange(decl)), message);
    }

    static SourceRange nameRange(Decl decl) {
        if (decl instanceof Decl.VariableDecl v) return v.nameRange();
        if (decl instanceof Decl.CallableDecl c) return c.nameRange() != null ? c.nameRange() : c.range();
        if (decl instanceof Decl.PatternDecl p) return p.nameRange() != null ? p.nameRange() : p.range();
        return decl.range();
    }

    /**
     * Looks a name up from the innermost scope outwards. When the lookup reaches the module scope
     * while a chunk is being recorded, the answer is remembered: the chunk's result depends on it.
     */
    Decl lookup(String name) {
        for (Scope sc = scope; sc != moduleScope; sc = sc.parent) {
            Decl d = sc.get(name);
            if (d != null) return d;
        }
        Decl d = moduleScope.get(name);
        if (recording != null) recording.looked(name, d);
        return d;
    }

    /** The ODS operation of a name; remembered like {@link #lookup} while a chunk is being recorded. */
    OdsOperation operation(String name) {
        OdsOperation op = ods.lookupOperation(name);
        if (recording != null) recording.lookedOp(name, op);
        return op;
    }

    /** Defines a name in the current scope. */
    void define(String name, Decl decl) {
        if (scope == moduleScope) defineGlobal(name, decl);
        else scope.define(name, decl);
    }

    /** Defines a name in the module scope, logged. */
    void defineGlobal(String name, Decl decl) {
        moduleScope.define(name, decl);
        definedNames.add(name);
        definedDecls.add(decl);
    }

    void pushScope() {
        scope = new Scope(scope);
    }

    void popScope() {
        scope = scope.parent;
    }

    void use(SourceRange at, Decl decl) {
        uses.add(new Analysis.Use(at, decl));
    }
}
