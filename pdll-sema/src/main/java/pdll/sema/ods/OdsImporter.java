package pdll.sema.ods;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.base.diag.Severity;
import pdll.base.io.FileAccess;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.cache.TdCaches;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.Value;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.IncludePath;
import pdll.tablegen.source.Loc;

/**
 * Imports the ODS content of a PDLL {@code #include "X.td"} the way mlir-pdll does: the name is
 * resolved against the working directory, then each include dir; the file is evaluated with
 * TableGen using the same search path (through the caller's {@link TdCaches}: an unchanged
 * closure is never re-evaluated, in this process or, through the disk cache, in a later one); then
 * operations, their constraints and the PDLL native constraint declarations are read from the
 * records ({@link OdsClosureFormat} stores what is read). Called once per {@code #include}
 * by the semantic analyzer. Never throws for bad input: problems become {@link ImportDiagnostic}s.
 * Knows nothing of PDLL syntax.
 */
public final class OdsImporter {

    private static final List<String> REQUIRED_CLASSES = List.of("Op", "Attr", "Type", "OpInterface");

    private OdsImporter() {}

    /**
     * The {@code .td} names a PDLL text includes, found by a scan of the text before it is parsed:
     * for warming the caches while it is (the compiler and the server do). A name inside a comment
     * or a string only costs a wasted import; the analysis imports and reports for itself. What
     * counts is a line starting (after blanks) with {@code #include "NAME.td"}, NAME without a quote
     * or newline (the directive's blank is optional, as in the lexer). Written out rather than as a
     * multi-line regular expression: in a fresh server the regex engine, interpreted, took about
     * 10 ms over a 1,000-pattern document, on the way to its first diagnostics.
     */
    public static List<String> tdIncludesIn(String text) {
        List<String> names = new ArrayList<>();
        String directive = "#include";
        for (int at = text.indexOf(directive); at >= 0; at = text.indexOf(directive, at + 1)) {
            int line = at;
            while (line > 0 && isBlank(text.charAt(line - 1))) line--;
            if (line > 0 && !endsLine(text, line - 1)) continue;
            int open = at + directive.length();
            while (open < text.length() && isBlank(text.charAt(open))) open++;
            if (open >= text.length() || text.charAt(open) != '"') continue;
            int close = open + 1;
            while (close < text.length() && text.charAt(close) != '"' && text.charAt(close) != '\n') close++;
            if (close >= text.length() || text.charAt(close) != '"') continue;
            String name = text.substring(open + 1, close);
            if (name.length() > 3 && name.endsWith(".td")) names.add(name);
        }
        return names;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    /**
     * Whether the character at {@code i} ends a line, as Java's regular expressions see it (so the
     * scan finds what the pattern {@code ^[ \t]*#include…} in multi-line mode found before): a line
     * feed, a carriage return not followed by one, NEL, or a line or paragraph separator.
     */
    private static boolean endsLine(String text, int i) {
        char c = text.charAt(i);
        if (c == '\r') return i + 1 >= text.length() || text.charAt(i + 1) != '\n';
        return c == '\n' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /** Imports through the command-line tools' caches ({@link TdCaches#CLI}). */
    public static OdsImport importTd(String includeName, Path workingDir, List<Path> includeDirs, FileAccess files) {
        return importTd(TdCaches.CLI, includeName, workingDir, includeDirs, files);
    }

    /**
     * @param caches where evaluated closures and the imports built from them are kept
     * @param includeName the name inside {@code #include "..."}
     * @param workingDir the directory relative names are resolved against first (mlir-pdll: its
     *     current directory)
     * @param includeDirs the {@code -I} directories, in order (relative ones are relative to workingDir)
     */
    public static OdsImport importTd(TdCaches caches, String includeName, Path workingDir, List<Path> includeDirs,
                                     FileAccess files) {
        List<Path> dirs = new ArrayList<>();
        for (Path d : includeDirs) dirs.add(workingDir.resolve(d));
        Path resolved = new IncludePath(workingDir, dirs).find(includeName, files).map(IncludePath.Found::path).orElse(null);
        if (resolved == null) {
            return OdsImport.failed(includeName, null,
                    List.of(new ImportDiagnostic(true, "unable to open include file `" + includeName + "`", Loc.NONE)),
                    List.of());
        }
        TableGenOptions options = new TableGenOptions(workingDir, dirs, List.of(), files);
        return caches.derived(resolved, options, OdsClosureFormat.INSTANCE).named(includeName, resolved);
    }

    /**
     * The import of one file on its own, for bulk work over many files (an index of every {@code
     * .td} file of an include root): evaluated without the in-memory caches and kept by nobody,
     * but read from and written to the disk cache of {@code caches} when it has one. Runs on the
     * calling thread, which needs a big stack.
     *
     * @param workingDir the directory the file's includes are resolved against first
     */
    public static OdsImport importOnce(TdCaches caches, String includeName, Path file, Path workingDir,
                                       List<Path> includeDirs, FileAccess files) {
        TableGenOptions options = new TableGenOptions(workingDir, includeDirs, List.of(), files);
        return caches.derivedOnce(file, options, OdsClosureFormat.INSTANCE).named(includeName, file);
    }

    /** The import of an already evaluated closure (built afresh: a one-off evaluation is not cached). */
    public static OdsImport fromEvaluation(String includeName, Path resolved, Evaluation ev) {
        return closure(ev).named(includeName, resolved);
    }

    /** What a closure yields, whatever it is included as: what the caches keep. */
    static OdsClosure closure(Evaluation ev) {
        List<Diagnostic> errors = ev.diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).toList();
        RecordKeeper records = ev.records();
        if (records == null) return new OdsClosure(errors, false, null, OdsClosure.Built.NONE, ev.dependencies());
        for (String cls : REQUIRED_CLASSES) {
            if (records.getClass(cls) == null) {
                return new OdsClosure(errors, true, cls, OdsClosure.Built.NONE, ev.dependencies());
            }
        }
        OdsClosure.Built built = errors.isEmpty() ? build(records) : OdsClosure.Built.NONE;
        return new OdsClosure(errors, true, null, built, ev.dependencies());
    }

    // --- reading the records -------------------------------------------------------------------

    private static OdsClosure.Built build(RecordKeeper records) {
        Map<String, OdsOperation> ops = new LinkedHashMap<>();
        Map<String, OdsConstraint> constraints = new LinkedHashMap<>();
        List<ImportDiagnostic> diags = new ArrayList<>();
        for (Record def : records.derivedDefinitions("Op")) {
            String full = opName(def);
            if (ops.containsKey(full)) continue;
            OdsOperation op = operation(def, full, records, constraints, diags);
            if (op == null) break;
            ops.put(full, op);
        }
        List<ImportedConstraint> decls = diags.isEmpty() ? constraintDecls(records) : List.of();
        if (!diags.isEmpty()) {
            return new OdsClosure.Built(List.of(), List.of(), List.of(), diags);
        }
        return new OdsClosure.Built(List.copyOf(ops.values()), List.copyOf(constraints.values()), decls, List.of());
    }

    /** The full name of the operation an {@code Op} record defines ({@code dialect.mnemonic}). */
    public static String operationName(Record def) {
        return opName(def);
    }

    /** Whether the {@code Op} record's operation infers its result types (as PDLL and DRR builders need). */
    public static boolean infersResultTypes(Record def, RecordKeeper records) {
        return ResultTypeInference.infers(def, ResultTypeInference.flattenTraits(def), records);
    }

    /** The op's traits, trait lists flattened and interfaces followed by their bases, as ODS collects them. */
    public static List<Record> traits(Record def) {
        return ResultTypeInference.flattenTraits(def);
    }

    /** The constraint a type or attribute argument of an op stands for, past its wrappers ({@code Optional}, {@code DefaultValuedAttr} …). */
    public static Record argumentConstraint(Record c) {
        return ResultTypeInference.lookThrough(c);
    }

    /**
     * The C++ condition of a {@code Pred} record ({@code CPred} leaves under And/Or/Not,
     * {@code SubstLeaves} and {@code Concat}), rendered as the reference renders ODS predicates,
     * its placeholders ({@code $_self}, {@code $0} …) left for the caller to fill.
     */
    public static String predicateCondition(Record pred) {
        return PredicateCode.predicate(pred);
    }

    private static String opName(Record def) {
        Record dialect = def.defValue("opDialect");
        String d = dialect == null ? "" : nz(dialect.stringValue("name"));
        String n = nz(def.stringValue("opName"));
        return d.isEmpty() ? n : d + "." + n;
    }

    private static OdsOperation operation(Record def, String full, RecordKeeper records,
                                          Map<String, OdsConstraint> constraints, List<ImportDiagnostic> diags) {
        List<OdsAttribute> attrs = new ArrayList<>();
        List<OdsValue> operands = new ArrayList<>();
        List<OdsValue> results = new ArrayList<>();
        Value.Dag args = def.dagValue("arguments");
        if (args != null) {
            for (int i = 0; i < args.args().size(); i++) {
                if (!(args.args().get(i) instanceof Value.DefRef d)) {
                    diags.add(new ImportDiagnostic(false, "undefined type for argument #" + i, def.loc()));
                    return null;
                }
                Record c = ResultTypeInference.lookThrough(d.record());
                String name = nz(args.argNames().get(i));
                if (c.isSubclassOf("TypeConstraint")) {
                    operands.add(new OdsValue(name, lengthKind(c), typeConstraint(c, constraints)));
                } else if (c.isSubclassOf("Attr")) {
                    attrs.add(new OdsAttribute(name, c.bitValue("isOptional"), attrConstraint(c, constraints)));
                }
            }
        }
        Value.Dag res = def.dagValue("results");
        if (res != null) {
            for (int i = 0; i < res.args().size(); i++) {
                if (!(res.args().get(i) instanceof Value.DefRef d)) {
                    diags.add(new ImportDiagnostic(false, "undefined type for result #" + i, def.loc()));
                    return null;
                }
                Record c = ResultTypeInference.lookThrough(d.record());
                results.add(new OdsValue(nz(res.argNames().get(i)), lengthKind(c), typeConstraint(c, constraints)));
            }
        }
        String overlap = DefaultAccessors.overlap(operands, results, def.dagValue("regions"));
        if (overlap != null) {
            diags.add(new ImportDiagnostic(false, "generated accessor for `" + overlap
                    + "` overlaps with a default one; please rename to avoid overlap", def.loc()));
            return null;
        }
        List<Record> traits = ResultTypeInference.flattenTraits(def);
        boolean infers = ResultTypeInference.infers(def, traits, records);
        return new OdsOperation(full, nz(def.stringValue("summary")), reindent(nz(def.stringValue("description"))),
                cppClass(def), attrs, operands, results, infers, def.loc());
    }

    private static OdsValue.VariableLength lengthKind(Record c) {
        if (c.isSubclassOf("Optional")) return OdsValue.VariableLength.OPTIONAL;
        if (c.isSubclassOf("Variadic")) return OdsValue.VariableLength.VARIADIC;
        return OdsValue.VariableLength.SINGLE;
    }

    private static OdsConstraint typeConstraint(Record c, Map<String, OdsConstraint> constraints) {
        String u = uniqueName(c, "baseType");
        return constraints.computeIfAbsent("T" + u,
                k -> new OdsConstraint(OdsConstraint.Kind.TYPE, u, summaryOrName(c), nz(c.stringValue("cppType"))));
    }

    private static OdsConstraint attrConstraint(Record c, Map<String, OdsConstraint> constraints) {
        String u = uniqueName(c, "baseAttr");
        return constraints.computeIfAbsent("A" + u, k -> {
            String st = nz(c.stringValue("storageType")).strip();
            return new OdsConstraint(OdsConstraint.Kind.ATTRIBUTE, u, summaryOrName(c),
                    st.isEmpty() ? "::mlir::Attribute" : st);
        });
    }

    private static String summaryOrName(Record c) {
        String s = c.stringValue("summary");
        return s == null ? c.name() : s;
    }

    /** The def name, or {@code base(anonymous_N)} for an anonymous def with a base def. */
    static String uniqueName(Record c, String baseField) {
        if (!c.isAnonymous()) return c.name();
        String base = baseName(c, baseField, 0);
        return base == null ? c.name() : base + "(" + c.name() + ")";
    }

    private static String baseName(Record c, String baseField, int depth) {
        if (!c.isAnonymous() || depth > 1000) return null;
        Record b = c.defValue(baseField);
        if (b == null) return null;
        String bb = baseName(b, baseField, depth + 1);
        return bb != null ? bb : b.name();
    }

    /** {@code cppNamespace::Class}, Class being the def name after its first underscore. */
    static String cppClass(Record def) {
        String n = def.name();
        int k = n.indexOf('_');
        String cls;
        if (k <= 0) cls = n;
        else if (k == n.length() - 1) cls = n.substring(0, k);
        else cls = n.substring(k + 1);
        String ns = nz(def.stringValue("cppNamespace"));
        return ns.isEmpty() ? cls : ns + "::" + cls;
    }

    private static List<ImportedConstraint> constraintDecls(RecordKeeper records) {
        List<ImportedConstraint> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (ImportedConstraint.Kind kind : ImportedConstraint.Kind.values()) {
            String cls = switch (kind) {
                case Attr -> "Attr";
                case Type -> "Type";
                case Op -> "OpInterface";
            };
            for (Record def : records.derivedDefinitions(cls)) {
                if (def.isAnonymous() || def.isSubclassOf("DeclareInterfaceMethods") || !seen.add(def.name())) continue;
                String code, nativeType;
                if (kind == ImportedConstraint.Kind.Op) {
                    nativeType = nz(def.stringValue("cppNamespace")) + "::" + nz(def.stringValue("cppInterfaceName"));
                    code = "return ::mlir::success(llvm::isa<" + nativeType + ">(self));";
                } else {
                    code = PredicateCode.nativeCode(def);
                    nativeType = nz(def.stringValue(kind == ImportedConstraint.Kind.Attr ? "storageType" : "cppType")).strip();
                }
                out.add(new ImportedConstraint(def.name(), kind, code, nativeType, nz(def.stringValue("summary")),
                        nz(def.stringValue("description")), def.loc()));
            }
        }
        return out;
    }

    /** A string that may be unset (a record field, a dag argument name), "" when it is. */
    static String nz(String s) {
        return s == null ? "" : s;
    }

    /** Removes the common leading whitespace of the non-blank lines and trailing blank space. */
    static String reindent(String text) {
        String[] lines = text.split("\n", -1);
        int common = Integer.MAX_VALUE;
        for (String l : lines) {
            if (l.isBlank()) continue;
            int i = 0;
            while (i < l.length() && (l.charAt(i) == ' ' || l.charAt(i) == '\t')) i++;
            common = Math.min(common, i);
        }
        if (common == Integer.MAX_VALUE) common = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (i > 0) sb.append('\n');
            sb.append(l.isBlank() ? "" : l.substring(common).stripTrailing());
        }
        return sb.toString().strip();
    }
}
