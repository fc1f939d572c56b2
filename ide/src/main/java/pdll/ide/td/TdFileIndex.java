package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.base.diag.Severity;
import pdll.ide.answer.DocumentSymbol;
import pdll.tablegen.ast.Arg;
import pdll.tablegen.ast.BodyItem;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.Ident;
import pdll.tablegen.ast.ParentRef;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.ast.TemplateArg;
import pdll.tablegen.ast.TypeRef;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.syntax.TdSyntax;

/**
 * The names of one {@code .td} file as written: every declaration (class, def, defm, multiclass,
 * defset, defvar, deftype, template argument, field, loop variable) and every use (parent classes,
 * class types and instantiations, identifiers in values, {@code let} overrides, named template
 * arguments, {@code .field} accesses, includes), each with its scope. Built from the front end's
 * own parse of the file (the statements before a syntax error), once per file version: included
 * files that did not change keep their index ({@link TdIndexCache}). {@link TdNames} resolves the
 * uses over a closure.
 */
public final class TdFileIndex {
    public enum Role {
        CLASS, DEF, DEFM, MULTICLASS, DEFSET, DEFVAR, DEFTYPE, TEMPLATE_ARG, FIELD, LOOP_VAR,
        /** {@code let name = ...} in a body or a {@code let ... in} statement. */
        LET,
        /** A parent, class type or instantiation. */
        CLASS_REF,
        /** A parent of a {@code defm}: a multiclass (or a class). */
        MULTICLASS_REF,
        /** An identifier in a value. */
        NAME_REF,
        /** {@code name = v} in a template argument list of {@code qualifier}. */
        ARG_NAME_REF,
        /** {@code base.name}; {@code qualifier} is the base when it is a plain identifier. */
        FIELD_REF,
        /** The quoted name of an {@code include}. */
        INCLUDE;

        public boolean declares() {
            return ordinal() <= LOOP_VAR.ordinal();
        }
    }

    /** A block where names are declared: the file, a class/def/multiclass body, a foreach or !foreach. */
    public static final class Scope {
        final Scope parent;
        /** The declaration that opened it (null for the file and for blocks). */
        final Occurrence owner;
        /** Parent class (or multiclass) names of a record or multiclass, as written. */
        final List<String> parents = new ArrayList<>();
        final Map<String, Occurrence> declared = new LinkedHashMap<>();
        /** For a {@code let ... in} block: the records declared inside (what its lets set fields of). */
        final List<Scope> records = new ArrayList<>();

        Scope(Scope parent, Occurrence owner) {
            this.parent = parent;
            this.owner = owner;
        }

        boolean isRecord() {
            return owner != null && (owner.role == Role.CLASS || owner.role == Role.DEF || owner.role == Role.MULTICLASS);
        }
    }

    /** One name: where ({@code [start, end)} in the file), what role, in which scope. */
    public static final class Occurrence {
        public final String name;
        public final int start;
        public final int end;
        public final Role role;
        final Scope scope;
        /** See {@link Role#ARG_NAME_REF} and {@link Role#FIELD_REF}; for a {@code !foreach} variable, the list's name. */
        final String qualifier;
        /** The scope a declaration opens (class, def, multiclass), null otherwise. */
        Scope opens;
        /** The whole statement or item a declaration heads (for outlines), its start when unknown. */
        int declarationStart;
        int declarationEnd;
        public final TdFileIndex file;

        Occurrence(TdFileIndex file, String name, int start, int end, Role role, Scope scope, String qualifier) {
            this.file = file;
            this.name = name;
            this.start = start;
            this.end = end;
            this.role = role;
            this.scope = scope;
            this.qualifier = qualifier;
            this.declarationStart = start;
            this.declarationEnd = end;
        }

        @Override
        public String toString() {
            return role + " " + name + "@" + file.path + ":" + start;
        }
    }

    /** Marks a {@link Role#FIELD_REF} qualifier that is a class instantiation ({@code Cls<...>.field}). */
    static final String CLASS_QUALIFIER = "<";

    public final Path path;
    public final SourceFile source;
    final Scope top = new Scope(null, null);
    final List<Occurrence> occurrences = new ArrayList<>();
    /** A template argument list as written: the class (or multiclass) named, and where each positional value starts. */
    record ArgList(String className, List<Integer> positionalStarts, List<String> positionalIds) {}

    /** The argument lists of parents and instantiations (for inlay hints). */
    final List<ArgList> argLists = new ArrayList<>();
    /** Top-level statements' declarations in order (for outlines). */
    final List<Occurrence> topLevel = new ArrayList<>();

    private TdFileIndex(Path path, SourceFile source) {
        this.path = path;
        this.source = source;
    }

    /** The index of a file's text (parsed with no macros defined beforehand). */
    public static TdFileIndex of(Path path, SourceFile source) {
        TdFileIndex x = new TdFileIndex(path, source);
        List<Stmt> stmts = statementsAroundErrors(source);
        for (int i = 0; i < stmts.size(); i++) {
            int end = i + 1 < stmts.size() ? stmts.get(i + 1).loc().offset() : source.text().length();
            x.stmt(stmts.get(i), x.top, null, true, end);
        }
        return x;
    }

    /** At most this many syntax errors are stepped over: each costs a parse up to the next one. */
    private static final int MAX_RESUMES = 200;
    private static final Pattern STATEMENT_START = Pattern.compile(
            "(?m)^(?:def|defm|defset|defvar|deftype|class|multiclass|let|foreach|if|include|assert|dump)\\b");

    /**
     * The statements of a file, also after syntax errors: the front end stops at the first error
     * (as the reference does), which left the outline, navigation and hover of everything after
     * a typo on the first line empty. After an error, parsing resumes at the next line that starts
     * a top-level statement.
     */
    private static List<Stmt> statementsAroundErrors(SourceFile source) {
        ParsedFile pf = TdSyntax.parse(source, new HashSet<>());
        List<Stmt> stmts = new ArrayList<>(pf.statements());
        String text = source.text();
        Matcher next = STATEMENT_START.matcher(text);
        for (int resumes = 0; resumes < MAX_RESUMES; resumes++) {
            int error = firstError(pf);
            if (error < 0) break;
            int lineEnd = text.indexOf('\n', error);
            if (lineEnd < 0 || !next.find(lineEnd + 1)) break;
            pf = TdSyntax.parseRange(source, next.start(), text.length(), Set.of(), 0);
            if (pf == null) break; // a preprocessor directive needs the text before: give up here
            stmts.addAll(pf.statements());
        }
        return stmts;
    }

    private static int firstError(ParsedFile pf) {
        for (var d : pf.diagnostics()) {
            if (d.severity() == Severity.ERROR && d.loc().isKnown()) return d.loc().offset();
        }
        return -1;
    }

    /** {@link TdSymbols#of(TdFileIndex)}, built once: workspace symbols ask for every file's on every query. */
    private List<DocumentSymbol> symbols;

    synchronized List<DocumentSymbol> symbols() {
        if (symbols == null) symbols = List.copyOf(TdSymbols.of(this));
        return symbols;
    }

    public List<Occurrence> occurrences() {
        return occurrences;
    }

    /** The innermost occurrence at the offset (its end counts, so a cursor just after a name finds it). */
    public Occurrence at(int offset) {
        Occurrence best = null;
        for (Occurrence o : occurrences) {
            if (offset >= o.start && offset <= o.end && (best == null || o.end - o.start < best.end - best.start)) best = o;
        }
        return best;
    }

    private Occurrence add(Ident id, Role role, Scope scope) {
        return add(id, role, scope, null);
    }

    private Occurrence add(Ident id, Role role, Scope scope, String qualifier) {
        if (id == null || !id.loc().isKnown()) return null;
        Occurrence o = new Occurrence(this, id.text(), id.loc().offset(), id.loc().offset() + id.text().length(), role, scope, qualifier);
        occurrences.add(o);
        if (role.declares() && role != Role.CLASS && role != Role.DEF && role != Role.DEFM && role != Role.MULTICLASS
                && role != Role.DEFSET && role != Role.DEFTYPE) {
            scope.declared.putIfAbsent(id.text(), o);
        }
        return o;
    }

    /**
     * Indexes a statement; {@code letBlock} collects the records of an enclosing {@code let ... in},
     * {@code top} says it is a top-level statement ending at {@code end} (before the next one).
     */
    private void stmt(Stmt s, Scope scope, Scope letBlock, boolean top, int end) {
        Occurrence decl = null;
        if (s instanceof Stmt.Include inc) {
            if (inc.pathLoc().isKnown()) {
                int start = inc.pathLoc().offset();
                String text = source.text();
                int close = text.indexOf('"', start + 1);
                Occurrence o = new Occurrence(this, inc.path(), start, close > start ? close + 1 : start + inc.path().length() + 2,
                        Role.INCLUDE, scope, null);
                occurrences.add(o);
            }
        } else if (s instanceof Stmt.ClassDef c) {
            decl = add(c.name(), Role.CLASS, scope);
            Scope cs = new Scope(scope, decl);
            if (decl != null) decl.opens = cs;
            templateArgs(c.templateArgs(), cs);
            parents(c.parents(), cs, Role.CLASS_REF);
            for (BodyItem b : c.body()) item(b, cs);
            if (letBlock != null) letBlock.records.add(cs);
        } else if (s instanceof Stmt.Def d) {
            Scope ds = new Scope(scope, null);
            if (d.name() instanceof Expr.Id id) {
                decl = add(new Ident(id.name(), id.loc()), Role.DEF, scope);
                ds = new Scope(scope, decl);
                if (decl != null) decl.opens = ds;
            } else if (d.name() != null) {
                expr(d.name(), scope);
            }
            parents(d.parents(), ds, Role.CLASS_REF);
            for (BodyItem b : d.body()) item(b, ds);
            if (letBlock != null) letBlock.records.add(ds);
        } else if (s instanceof Stmt.Defm d) {
            if (d.name() instanceof Expr.Id id) decl = add(new Ident(id.name(), id.loc()), Role.DEFM, scope);
            else if (d.name() != null) expr(d.name(), scope);
            parents(d.parents(), scope, Role.MULTICLASS_REF);
        } else if (s instanceof Stmt.Multiclass m) {
            decl = add(m.name(), Role.MULTICLASS, scope);
            Scope ms = new Scope(scope, decl);
            if (decl != null) decl.opens = ms;
            templateArgs(m.templateArgs(), ms);
            parents(m.parents(), ms, Role.MULTICLASS_REF);
            for (Stmt b : m.body()) stmt(b, ms, letBlock, false, 0);
        } else if (s instanceof Stmt.Let l) {
            Scope block = new Scope(scope, null);
            for (BodyItem.FieldLet b : l.bindings()) {
                add(b.name(), Role.LET, block);
                if (b.value() != null) expr(b.value(), scope);
            }
            for (Stmt b : l.body()) stmt(b, scope, block, false, 0);
        } else if (s instanceof Stmt.Defvar d) {
            decl = add(d.name(), Role.DEFVAR, scope);
            if (d.value() != null) expr(d.value(), scope);
        } else if (s instanceof Stmt.Foreach f) {
            Scope fs = new Scope(scope, null);
            if (f.list() != null) expr(f.list(), scope);
            add(f.var(), Role.LOOP_VAR, fs);
            for (Stmt b : f.body()) stmt(b, fs, letBlock, false, 0);
        } else if (s instanceof Stmt.If i) {
            if (i.condition() != null) expr(i.condition(), scope);
            for (Stmt b : i.thenBody()) stmt(b, scope, letBlock, false, 0);
            if (i.elseBody() != null) for (Stmt b : i.elseBody()) stmt(b, scope, letBlock, false, 0);
        } else if (s instanceof Stmt.Assert a) {
            if (a.condition() != null) expr(a.condition(), scope);
            if (a.message() != null) expr(a.message(), scope);
        } else if (s instanceof Stmt.Dump d) {
            if (d.message() != null) expr(d.message(), scope);
        } else if (s instanceof Stmt.Defset d) {
            type(d.type(), scope);
            decl = add(d.name(), Role.DEFSET, scope);
            for (Stmt b : d.body()) stmt(b, scope, letBlock, false, 0);
        } else if (s instanceof Stmt.Deftype d) {
            decl = add(d.name(), Role.DEFTYPE, scope);
            type(d.type(), scope);
        }
        if (decl != null) {
            decl.declarationStart = s.loc().isKnown() ? s.loc().offset() : decl.start;
            decl.declarationEnd = top ? trimmedEnd(end, decl.declarationStart) : decl.end;
            if (top) topLevel.add(decl);
        }
    }

    /**
     * The end of a top-level statement: before the blanks and comments that precede the next one.
     * Looks no further back than the statement's start ({@code floor}), so that a file of one long
     * line costs each outline entry its own statement, not the whole file.
     */
    private int trimmedEnd(int end, int floor) {
        String t = source.text();
        int e = Math.min(end, t.length());
        while (true) {
            while (e > floor && Character.isWhitespace(t.charAt(e - 1))) e--;
            int nl = e - 1;
            while (nl >= floor && t.charAt(nl) != '\n') nl--;
            if (nl < floor) return e; // the statement's own line
            int first = nl + 1;
            while (first < e && Character.isWhitespace(t.charAt(first))) first++;
            if (t.startsWith("//", first) && first + 2 <= e) e = nl + 1;
            else return e;
        }
    }

    private void templateArgs(List<TemplateArg> args, Scope scope) {
        for (TemplateArg a : args) {
            type(a.type(), scope);
            add(a.name(), Role.TEMPLATE_ARG, scope);
            if (a.defaultValue() != null) expr(a.defaultValue(), scope);
        }
    }

    private void parents(List<ParentRef> parents, Scope scope, Role role) {
        for (ParentRef p : parents) {
            add(p.name(), role, scope);
            scope.parents.add(p.name().text());
            args(p.name().text(), p.args(), scope);
        }
    }

    private void args(String className, List<Arg> args, Scope scope) {
        List<Integer> starts = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (Arg a : args) {
            if (a.name() != null || a.value() == null) break; // positional arguments come first
            Loc at = Expr.start(a.value());
            if (!at.isKnown()) break;
            starts.add(at.offset());
            ids.add(a.value() instanceof Expr.Id id ? id.name() : null);
        }
        if (!starts.isEmpty()) argLists.add(new ArgList(className, starts, ids));
        for (Arg a : args) {
            if (a.name() != null) add(a.name(), Role.ARG_NAME_REF, scope, className);
            if (a.value() != null) expr(a.value(), scope);
        }
    }

    private void item(BodyItem b, Scope scope) {
        if (b instanceof BodyItem.FieldDecl f) {
            type(f.type(), scope);
            Occurrence o = add(f.name(), Role.FIELD, scope);
            if (o != null && f.loc().isKnown()) o.declarationStart = f.loc().offset();
            if (f.value() != null) expr(f.value(), scope);
        } else if (b instanceof BodyItem.FieldLet l) {
            add(l.name(), Role.LET, scope);
            if (l.value() != null) expr(l.value(), scope);
        } else if (b instanceof BodyItem.Defvar d) {
            add(d.name(), Role.DEFVAR, scope);
            if (d.value() != null) expr(d.value(), scope);
        } else if (b instanceof BodyItem.Assert a) {
            if (a.condition() != null) expr(a.condition(), scope);
            if (a.message() != null) expr(a.message(), scope);
        } else if (b instanceof BodyItem.Dump d) {
            if (d.message() != null) expr(d.message(), scope);
        }
    }

    private void type(TypeRef t, Scope scope) {
        if (t instanceof TypeRef.ClassRef c) add(c.name(), Role.CLASS_REF, scope);
        else if (t instanceof TypeRef.ListOf l) type(l.element(), scope);
    }

    private void expr(Expr e, Scope scope) {
        if (e == null) return;
        if (e instanceof Expr.Id id) {
            add(new Ident(id.name(), id.loc()), Role.NAME_REF, scope);
        } else if (e instanceof Expr.ClassInst c) {
            add(c.className(), Role.CLASS_REF, scope);
            args(c.className().text(), c.args(), scope);
        } else if (e instanceof Expr.FieldAccess f) {
            expr(f.base(), scope);
            String base = f.base() instanceof Expr.Id id ? id.name()
                    : f.base() instanceof Expr.ClassInst c ? CLASS_QUALIFIER + c.className().text() : null;
            add(f.field(), Role.FIELD_REF, scope, base);
        } else if (e instanceof Expr.ListLit l) {
            for (Expr x : l.elements()) expr(x, scope);
            type(l.elementType(), scope);
        } else if (e instanceof Expr.BitsLit b) {
            for (Expr x : b.bits()) expr(x, scope);
        } else if (e instanceof Expr.DagLit d) {
            expr(d.operator(), scope);
            for (Expr.DagArg a : d.args()) expr(a.value(), scope);
        } else if (e instanceof Expr.Index i) {
            expr(i.base(), scope);
        } else if (e instanceof Expr.BitSlice b) {
            expr(b.base(), scope);
        } else if (e instanceof Expr.Paste p) {
            expr(p.lhs(), scope);
            expr(p.rhs(), scope);
        } else if (e instanceof Expr.Bang b) {
            bang(b, scope);
        } else if (e instanceof Expr.Cond c) {
            for (Expr x : c.conditions()) expr(x, scope);
            for (Expr x : c.values()) expr(x, scope);
        }
    }

    /** {@code !foreach}/{@code !filter}/{@code !foldl} declare their variables for their last argument. */
    private void bang(Expr.Bang b, Scope scope) {
        type(b.typeArg(), scope);
        List<Expr> a = b.args();
        int vars = switch (b.op()) {
            case "foreach", "filter" -> a.size() == 3 && a.get(0) instanceof Expr.Id ? 1 : 0;
            case "foldl" -> a.size() == 5 && a.get(2) instanceof Expr.Id && a.get(3) instanceof Expr.Id ? 2 : 0;
            default -> 0;
        };
        if (vars == 0) {
            for (Expr x : a) expr(x, scope);
            return;
        }
        Scope inner = new Scope(scope, null);
        if (vars == 1) {
            Expr.Id v = (Expr.Id) a.get(0);
            expr(a.get(1), scope);
            // the list, when it is a name: its element type is the variable's (for `v.field`)
            add(new Ident(v.name(), v.loc()), Role.LOOP_VAR, inner, a.get(1) instanceof Expr.Id list ? list.name() : null);
            expr(a.get(2), inner);
        } else {
            expr(a.get(0), scope);
            expr(a.get(1), scope);
            for (int k = 2; k <= 3; k++) {
                Expr.Id v = (Expr.Id) a.get(k);
                add(new Ident(v.name(), v.loc()), Role.LOOP_VAR, inner);
            }
            expr(a.get(4), inner);
        }
    }
}
