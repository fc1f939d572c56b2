package pdll.tablegen.eval;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import pdll.base.diag.Severity;
import pdll.tablegen.ast.BangOp;
import pdll.tablegen.ast.BodyItem;
import pdll.tablegen.ast.ClassUse;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.ParentRef;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.ast.RangePiece;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.ast.StmtPlace;
import pdll.tablegen.ast.TemplateArg;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.TableGenError;

/**
 * Evaluates statements in order, the way the reference does while it parses: classes are recorded
 * with symbolic bodies, defs are built and completed at once, and the bodies of foreach, if and
 * multiclass become prototypes that are instantiated when their variables are known. Stops at the
 * first error (a {@link TableGenError}).
 */
public final class Evaluator {
    private final RecordKeeper keeper;
    private final RecordBuilder builder;
    private final Folder folder;
    private final PutLog<String, Value> globals;
    private final ExprEvaluator ev;
    private final PutLog<String, Multiclass> multiclasses;
    /**
     * Classes their statement left empty (a forward declaration {@code class A;}): a later
     * definition fills the same record, so a checkpoint taken before that is void afterwards.
     */
    private final List<Record> emptyClasses;
    private final Deque<LetBinding> lets = new ArrayDeque<>();
    private final Includes includes;
    private final Scope global = Scope.global();
    /** Includes may nest this deep; deeper means a cycle without include guards. */
    static final int MAX_INCLUDE_DEPTH = 128;
    private int includeDepth;
    private static final String SELF_ASSIGNMENT = "Recursion / self-assignment forbidden";
    /** The statement being evaluated, for errors that have no better location (stack overflow). */
    private Loc currentLoc = Loc.NONE;
    /**
     * How many of the recovered errors had been reported when the last statement's last token was
     * read, or -1 when it reported all of its errors before that. The reference reports a missing
     * include when it reads the name, which is when the statement before has read its last token
     * and not yet run the checks it runs after that (a def's completion, an assert, the
     * instantiation of a loop): their errors follow the missing include's.
     */
    private int afterLastToken = -1;

    private record LetBinding(String name, List<Long> bits, Value value, Loc loc) {}

    /**
     * Traces of the main file's statements this evaluator evaluated (see {@link StatementTrace}),
     * from the first one it evaluated on; null for a statement that cannot be replayed. Empty
     * when it evaluated with {@link #evaluateFile(ParsedFile)}.
     */
    private final List<StatementTrace> traces = new ArrayList<>();
    /** The main file's statements (by index) whose trace from an earlier evaluation was replayed. */
    private final BitSet replayed = new BitSet();

    /** A statement of an earlier evaluation that may stand for one of this evaluation's. */
    public record Replay(Evaluator from, StatementTrace trace) {}

    /** Where an evaluation finds statements of an earlier one to replay ({@link #replay}). */
    public interface Replays {
        /** The earlier statement with the same text as the main file's statement {@code statement}, or null. */
        Replay candidate(int statement);
    }

    public Evaluator(Includes includes) {
        this(includes, fresh());
    }

    /**
     * An evaluator in the state {@code finished} was in at {@code at}, ready to evaluate the main
     * file's statements from {@link Checkpoint#statement()} on. {@code finished} must be done
     * evaluating and must {@linkplain #canResume accept} the checkpoint; it is not changed (its
     * records are shared: they were complete at the checkpoint and nothing changes them later).
     */
    public Evaluator(Includes includes, Evaluator finished, Checkpoint at) {
        this(includes, finished.partsAt(at));
        this.afterLastToken = at.afterLastToken;
    }

    /** The state that outlives a statement. */
    private record Parts(RecordKeeper keeper, RecordBuilder builder, PutLog<String, Value> globals,
                         PutLog<String, RecTy> typeAliases, PutLog<String, Multiclass> multiclasses, List<Record> emptyClasses) {}

    private static Parts fresh() {
        RecordKeeper k = new RecordKeeper();
        return new Parts(k, new RecordBuilder(k), new PutLog<>(), new PutLog<>(), new PutLog<>(), new ArrayList<>());
    }

    private Parts partsAt(Checkpoint at) {
        RecordKeeper k = keeper.prefix(at.keeper);
        return new Parts(k, builder.prefix(at.builder, k), globals.prefix(at.globals), ev.typeAliases().prefix(at.typeAliases),
                multiclasses.prefix(at.multiclasses), new ArrayList<>(emptyClasses.subList(0, at.emptyClasses)));
    }

    private Evaluator(Includes includes, Parts p) {
        this.keeper = p.keeper();
        this.builder = p.builder();
        this.folder = new Folder(keeper, builder);
        this.globals = p.globals();
        this.ev = new ExprEvaluator(keeper, folder, globals, p.typeAliases());
        this.multiclasses = p.multiclasses();
        this.emptyClasses = p.emptyClasses();
        builder.folder = folder;
        this.includes = includes;
    }

    /**
     * Where this evaluator stands between two top-level statements of the main file, {@code
     * statement} being the index of the next one; null inside an include or a block (never the
     * case between the main file's statements) or when a global scope variable exists.
     */
    public Checkpoint checkpoint(int statement) {
        if (includeDepth != 0 || !lets.isEmpty() || !global.vars.isEmpty()) return null;
        return new Checkpoint(statement, keeper.mark(), builder.mark(), globals.puts(), ev.typeAliases().puts(),
                multiclasses.puts(), emptyClasses.size(), afterLastToken);
    }

    /**
     * Whether this (finished) evaluator can be resumed at {@code at}: no class that was empty there
     * has been filled in since (the record is shared, so its later content would leak back).
     */
    public boolean canResume(Checkpoint at) {
        for (int i = 0; i < at.emptyClasses; i++) if (!isEmptyClass(emptyClasses.get(i))) return false;
        return true;
    }

    private static boolean isEmptyClass(Record c) {
        return c.fields().isEmpty() && c.templateParams().isEmpty() && c.superclasses().isEmpty() && c.assertions().isEmpty();
    }

    public RecordKeeper keeper() {
        return keeper;
    }

    /** Errors after which evaluation went on, in the order they were found. */
    public List<Diagnostic> recoveredErrors() {
        return builder.recoveredErrors;
    }

    /** The location of the statement being evaluated (or last evaluated). */
    public Loc currentLoc() {
        return currentLoc;
    }

    /** Evaluates a parsed file; its syntax error (if any) is raised after the statements before it. */
    public void evaluateFile(ParsedFile file) {
        for (Stmt s : file.statements()) stmt(s, global, null);
        raiseSyntaxError(file);
    }

    /**
     * Evaluates a main file's statements from index {@code from} on (the ones before it must be
     * in this evaluator's state already: see {@link #Evaluator(Includes, Evaluator, Checkpoint)}),
     * tracing each ({@link #traces}) and, where {@code replays} (or null) offers an earlier
     * evaluation's statement whose lookups find the same here, replaying it instead; calls {@code
     * afterStatement} with the index of the next statement after each one (where a caller may take
     * a {@link #checkpoint}); then raises the file's syntax error, if any.
     */
    public void evaluateFile(ParsedFile file, int from, IntConsumer afterStatement, Replays replays) {
        List<Stmt> all = file.statements();
        for (int i = from; i < all.size(); i++) {
            Replay r = replays == null ? null : replays.candidate(i);
            if (r != null && replay(r)) {
                replayed.set(i);
                afterLastToken = -1; // a replayed statement reported no errors
            } else {
                traces.add(traced(all.get(i)));
            }
            if (afterStatement != null) afterStatement.accept(i + 1);
        }
        raiseSyntaxError(file);
    }

    /** The traces of the statements evaluated or replayed, in order, from the first this evaluator evaluated. */
    public List<StatementTrace> traces() {
        return traces;
    }

    /** Whether the main file's statement {@code statement} was replayed from an earlier evaluation. */
    public boolean wasReplayed(int statement) {
        return replayed.get(statement);
    }

    private PutLog<?, ?>[] tables() {
        PutLog<?, ?>[] t = new PutLog<?, ?>[StatementTrace.TABLES];
        t[StatementTrace.CLASSES] = keeper.classTable();
        t[StatementTrace.DEFS] = keeper.defTable();
        t[StatementTrace.ANONYMOUS] = builder.anonymousTable();
        t[StatementTrace.GLOBALS] = globals;
        t[StatementTrace.TYPE_ALIASES] = ev.typeAliases();
        t[StatementTrace.MULTICLASSES] = multiclasses;
        return t;
    }

    private static int[] puts(PutLog<?, ?>[] tables) {
        int[] out = new int[tables.length];
        for (int i = 0; i < tables.length; i++) out[i] = tables[i].puts();
        return out;
    }

    /** Evaluates a top-level statement of the main file, recording what it looked up; null when it cannot be replayed. */
    private StatementTrace traced(Stmt s) {
        PutLog<?, ?>[] tables = tables();
        StatementTrace.Recorder recorder = new StatementTrace.Recorder();
        int[] start = puts(tables);
        int anonymous = keeper.anonymousCounter();
        int errors = builder.recoveredErrors.size();
        int empty = emptyClasses.size();
        if (s instanceof Stmt.Include) recorder.opaque();
        for (int i = 0; i < tables.length; i++) tables[i].trace(recorder, i);
        try {
            stmt(s, global, null);
        } finally {
            for (PutLog<?, ?> t : tables) t.trace(null, 0);
        }
        if (builder.recoveredErrors.size() != errors || emptyClasses.size() != empty) recorder.opaque();
        return recorder.finish(start, puts(tables), anonymous, keeper.anonymousCounter());
    }

    /**
     * Puts what {@code r}'s statement put in its evaluation, if it would find here what it found
     * there (the same objects under the names it looked up, the same anonymous-record counter), and
     * records its trace; otherwise changes nothing and returns false.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private boolean replay(Replay r) {
        StatementTrace t = r.trace();
        if (t == null || keeper.anonymousCounter() != t.anonymousBefore) return false;
        PutLog[] mine = tables();
        for (int k = 0; k < t.readTables.length; k++) {
            if (mine[t.readTables[k]].peek(t.readKeys[k]) != t.readValues[k]) return false;
        }
        PutLog[] theirs = r.from().tables();
        int[] start = puts(mine);
        for (int i = 0; i < mine.length; i++) mine[i].replay(theirs[i], t.start[i], t.end[i]);
        keeper.setAnonymousCounter(t.anonymousAfter);
        traces.add(t.movedTo(start));
        return true;
    }

    private void raiseSyntaxError(ParsedFile file) {
        List<Diagnostic> ds = file.diagnostics();
        if (!ds.isEmpty()) checkClassUses(file.classUsesBeforeError());
        // the reference reads the included text where the include stands; a missing one it reports
        // as anywhere else (where it has no statement before it to check)
        Stmt.Include misplaced = file.misplacedInclude();
        if (misplaced != null && !includes.exists(misplaced.path())) {
            afterLastToken = -1;
            throw missingInclude(misplaced);
        }
        for (int i = 0; i < ds.size(); i++) {
            Diagnostic d = ds.get(i);
            if (d.severity() != Severity.ERROR) continue;
            // the parser's follow-up lines ("previous #else is here") are errors in the reference's output
            List<Diagnostic> extra = new ArrayList<>();
            for (int k = i + 1; k < ds.size() && ds.get(k).severity() == Severity.NOTE; k++) {
                extra.add(Diagnostic.error(ds.get(k).loc(), ds.get(k).message()));
            }
            throw new TableGenError(d.loc(), d.message(), extra);
        }
    }

    /**
     * The reference checks class names while it parses a statement, so an unknown class used
     * before a syntax error in the same statement is the error it reports.
     */
    private void checkClassUses(List<ClassUse> uses) {
        Set<String> declared = new HashSet<>();
        for (ClassUse u : uses) {
            String n = u.name().text();
            if (u.kind() == ClassUse.Kind.DECLARATION) {
                declared.add(n);
            } else if (keeper.getClass(n) == null && !declared.contains(n)
                    && !(u.kind() == ClassUse.Kind.TYPE && ev.isTypeAlias(n))) {
                throw new TableGenError(u.name().loc(), u.kind() == ClassUse.Kind.INSTANCE
                        ? "Expected a class name, got '" + n + "'" : "Couldn't find class '" + n + "'");
            }
        }
    }

    // ---- statements ---------------------------------------------------------------------------

    private void stmts(List<Stmt> body, Scope scope, List<Entry> collect) {
        for (Stmt s : body) stmt(s, scope, collect);
    }

    /**
     * A missing include as the reference reports it: {@code could not find include file} at the
     * name, while the statement before it ends ({@link #afterLastToken}); then its parser's error
     * for the error token its lexer leaves there (what it reports for a token that starts no
     * statement there, with the brace it points back to).
     */
    private TableGenError missingInclude(Stmt.Include inc) {
        Diagnostic notFound = Diagnostic.error(inc.pathLoc(), "could not find include file '" + inc.path() + "'");
        StmtPlace p = inc.place();
        if (p == null) return new TableGenError(inc.pathLoc(), notFound.message());
        List<Diagnostic> extra = p.openBrace() == null ? List.of() : List.of(Diagnostic.error(p.openBrace(), "to match this '{'"));
        return new TableGenError(inc.pathLoc(), p.unexpected(), extra, notFound, afterLastToken);
    }

    private void stmt(Stmt s, Scope scope, List<Entry> collect) {
        currentLoc = s.loc();
        if (s instanceof Stmt.Include inc) {
            include(inc, scope, collect);
            return;
        }
        // its first token is read: the statement before has run its checks
        afterLastToken = -1;
        int completion = statement(s, scope, collect);
        // a let without braces ends with its statement's last token: it leaves what that statement left
        if (!(s instanceof Stmt.Let l && !l.braced())) afterLastToken = completion;
    }

    private void include(Stmt.Include inc, Scope scope, List<Entry> collect) {
        if (includeDepth >= MAX_INCLUDE_DEPTH) {
            throw new TableGenError(inc.pathLoc(), "include nested more than " + MAX_INCLUDE_DEPTH
                    + " levels deep at '" + inc.path() + "' (an include cycle without include guards?)");
        }
        ParsedFile f = includes.open(inc.path(), inc.pathLoc());
        if (f == null) throw missingInclude(inc);
        // the reference's lexer reads includes: to its parser the next token after the statement
        // before is the first of the included file, or, when it has none, the one after the include
        includeDepth++;
        try {
            stmts(f.statements(), scope, collect);
        } finally {
            includeDepth--;
        }
        raiseSyntaxError(f);
    }

    /**
     * Evaluates a statement other than an include; returns how many recovered errors there were
     * when its last token was read, when it has checks that the reference runs after that, else -1
     * (see {@link #afterLastToken}).
     */
    private int statement(Stmt s, Scope scope, List<Entry> collect) {
        int completion = -1;
        if (s instanceof Stmt.ClassDef c) {
            defineClass(c, scope);
        } else if (s instanceof Stmt.Def d) {
            completion = defineDef(d, scope, collect);
        } else if (s instanceof Stmt.Defm d) {
            defm(d, scope, collect);
        } else if (s instanceof Stmt.Multiclass m) {
            defineMulticlass(m, scope);
        } else if (s instanceof Stmt.Let l) {
            int pushed = 0;
            for (BodyItem.FieldLet b : l.bindings()) {
                List<Long> bits = b.bits() == null ? null : bitIndices(b.bits(), scope);
                lets.addLast(new LetBinding(b.name().text(), bits, ev.eval(b.value(), scope, null), b.loc()));
                pushed++;
            }
            try {
                Scope inner = scope.child(Scope.Kind.BLOCK);
                stmts(l.body(), inner, collect);
            } finally {
                for (int i = 0; i < pushed; i++) lets.removeLast();
            }
        } else if (s instanceof Stmt.Defvar dv) {
            defvar(dv.name().text(), dv.name().loc(), dv.value(), scope);
        } else if (s instanceof Stmt.Foreach f) {
            completion = foreach(f, scope, collect);
        } else if (s instanceof Stmt.If i) {
            completion = ifStmt(i, scope, collect);
        } else if (s instanceof Stmt.Assert a) {
            Value c = ev.eval(a.condition(), scope, RecTy.BIT);
            Value m = ev.eval(a.message(), scope, RecTy.STRING);
            if (collect != null) {
                collect.add(new Entry.Assertion(a.condition().loc(), c, m));
            } else {
                completion = builder.recoveredErrors.size();
                builder.checkAssertion(a.condition().loc(), c, m, null);
            }
        } else if (s instanceof Stmt.Dump d) {
            Value m = ev.eval(d.message(), scope, RecTy.STRING);
            if (collect != null) collect.add(new Entry.Dump(d.loc(), m));
        } else if (s instanceof Stmt.Defset ds) {
            defset(ds, scope, collect);
        } else if (s instanceof Stmt.Deftype dt) {
            String name = dt.name().text();
            if (keeper.getClass(name) != null || ev.isTypeAlias(name)) {
                throw new TableGenError(dt.name().loc(), "type of this name '" + name + "' already exists");
            }
            ev.defineTypeAlias(name, ev.type(dt.type()));
        }
        return completion;
    }

    private List<Long> bitIndices(List<RangePiece> pieces, Scope scope) {
        List<Long> out = new ArrayList<>();
        for (Value v : ev.rangeValues(pieces, scope)) {
            Long x = Types.asLong(v);
            if (x == null) throw new TableGenError(pieces.get(0).start().loc(), "Invalid bit range for value");
            out.add(x);
        }
        return out;
    }

    private void defvar(String name, Loc loc, Expr value, Scope scope) {
        if (scope.kind == Scope.Kind.GLOBAL) {
            if (globals.containsKey(name) || keeper.getDef(name) != null) {
                throw new TableGenError(loc, "def or global variable of this name already exists");
            }
            globals.put(name, ev.eval(value, scope, null));
            return;
        }
        if (scope.vars.containsKey(name)) throw new TableGenError(loc, "local variable of this name already exists");
        scope.vars.put(name, ev.eval(value, scope, null));
    }

    private void defset(Stmt.Defset ds, Scope scope, List<Entry> collect) {
        if (collect != null) throw new TableGenError(ds.loc(), "defset is not allowed inside a loop or multiclass");
        RecTy t = ev.type(ds.type());
        if (!(t instanceof RecTy.ListTy lt) || !(lt.element() instanceof RecTy.RecordTy)) {
            throw new TableGenError(ds.type().loc(), "Defset type must be a list of records");
        }
        int before = keeper.defsInOrder().size();
        stmts(ds.body(), scope.child(Scope.Kind.BLOCK), null);
        List<Value> elems = new ArrayList<>();
        List<Record> all = keeper.defsInOrder();
        for (int i = before; i < all.size(); i++) {
            Record r = all.get(i);
            if (!r.isAnonymous() && Types.convertible(r.recordType(), lt.element())) elems.add(new Value.DefRef(r));
        }
        globals.put(ds.name().text(), new Value.ListV(elems, lt.element()));
    }

    // ---- classes ------------------------------------------------------------------------------

    private void defineClass(Stmt.ClassDef c, Scope scope) {
        String name = c.name().text();
        if (ev.isTypeAlias(name)) throw new TableGenError(c.name().loc(), "there is already a defined type alias '" + name + "'");
        Record existing = keeper.getClass(name);
        // a class still without fields, arguments or parents (a forward declaration "class foo;"
        // or an empty body) may be defined again: the definition fills in the same class
        boolean redefinable = existing != null && existing.fields().isEmpty() && existing.templateParams().isEmpty()
                && existing.superclasses().isEmpty();
        if (existing != null && !redefinable) throw new TableGenError(c.name().loc(), "Class '" + name + "' already defined");
        Record cls = existing != null ? existing : new Record(name, c.name().loc(), true, false);
        if (existing == null) keeper.addClass(cls);
        Scope rs = scope.forRecord(cls);
        folder.inRecord(cls.loc(), () -> {
            templateParams(c.templateArgs(), rs, name + ":", p -> cls.addTemplateParam(p));
            Value nameVar = new Value.Var(name + ":NAME", RecTy.STRING);
            for (ParentRef p : c.parents()) inheritParent(cls, p, rs, nameVar);
            applyLets(cls);
            body(cls, c.body(), rs);
            return null;
        });
        if (isEmptyClass(cls)) emptyClasses.add(cls);
    }

    private void templateParams(List<TemplateArg> args, Scope scope, String prefix, Consumer<TemplateParam> add) {
        for (TemplateArg a : args) {
            RecTy t = ev.type(a.type());
            Value def = Types.convert(Value.UNSET, t);
            if (a.defaultValue() != null) {
                def = ev.eval(a.defaultValue(), scope, t);
                Value c = Types.convert(def, t);
                if (c == null) {
                    throw new TableGenError(a.defaultValue().loc(), "Value '" + a.name().text() + "' of type '" + t.print()
                            + "' is incompatible with initializer '" + ValueText.of(def) + "'");
                }
                def = c;
            }
            add.accept(new TemplateParam(prefix + a.name().text(), a.name().text(), t, def, a.defaultValue() != null, a.name().loc()));
        }
    }

    private void applyLets(Record rec) {
        for (LetBinding b : lets) builder.let(rec, b.name(), b.bits(), b.value(), b.loc());
    }

    private void body(Record rec, List<BodyItem> items, Scope rs) {
        for (BodyItem item : items) {
            if (item instanceof BodyItem.FieldDecl fd) {
                RecTy t = ev.type(fd.type());
                String n = fd.name().text();
                RecordField f = rec.field(n);
                if (f == null) {
                    f = new RecordField(n, t, Types.convert(Value.UNSET, t), fd.name().loc(), fd.field());
                    rec.mutableFields().put(n, f);
                } else {
                    // declared again (inherited): the field keeps its type and the declaration sets it, to ? when it has no value
                    f.setValue(Types.convert(Value.UNSET, f.type()));
                }
                f.setOrigin(fd.name().loc(), rec);
                if (fd.value() != null) initialize(rec, f, fd.value(), rs, t);
            } else if (item instanceof BodyItem.FieldLet fl) {
                RecordField f = rec.field(fl.name().text());
                if (f == null) throw new TableGenError(fl.name().loc(), "Value '" + fl.name().text() + "' unknown!");
                List<Long> bits = fl.bits() == null ? null : bitIndices(fl.bits(), rs);
                RecTy expect = bits == null ? f.type() : new RecTy.BitsTy(bits.size());
                Value v = ev.eval(fl.value(), rs, expect);
                if (isSelf(fl.value(), v, fl.name().text())) throw new TableGenError(fl.name().loc(), SELF_ASSIGNMENT);
                builder.let(rec, fl.name().text(), bits, v, fl.name().loc());
            } else if (item instanceof BodyItem.Defvar dv) {
                if (rs.vars.containsKey(dv.name().text())) {
                    throw new TableGenError(dv.name().loc(), "local variable of this name already exists");
                }
                rs.vars.put(dv.name().text(), ev.eval(dv.value(), rs, null));
            } else if (item instanceof BodyItem.Assert a) {
                Value c = ev.eval(a.condition(), rs, RecTy.BIT);
                Value m = ev.eval(a.message(), rs, RecTy.STRING);
                rec.mutableAssertions().add(new Record.Assertion(a.condition().loc(), c, m));
            } else if (item instanceof BodyItem.Dump d) {
                ev.eval(d.message(), rs, RecTy.STRING);
            }
        }
    }

    /**
     * A field declaration's initializer. The reference reports an undefined name, a reference to
     * the field itself and a value of the wrong type, and goes on (the field stays unset); any
     * other error stops evaluation.
     */
    private void initialize(Record rec, RecordField f, Expr e, Scope rs, RecTy t) {
        if (e instanceof Expr.Id id && ev.lookup(rs, id.name(), false) == null) {
            builder.recoveredErrors.add(Diagnostic.error(id.loc(), "Variable not defined: '" + id.name() + "'"));
            return;
        }
        Value v = ev.eval(e, rs, t);
        try {
            if (isSelf(e, v, f.name())) throw new TableGenError(e.loc(), SELF_ASSIGNMENT);
            builder.setValue(rec, f, v, e.loc());
        } catch (TableGenError err) {
            builder.recoveredErrors.add(err.toDiagnostic());
        }
    }

    /** {@code int v = v;} and {@code let v = v;}: a field set to a reference to itself. */
    private static boolean isSelf(Expr e, Value v, String field) {
        return e instanceof Expr.Id && v instanceof Value.Var var && var.name().equals(field);
    }

    // ---- defs ---------------------------------------------------------------------------------

    private static boolean mentionsName(Value v) {
        if (v instanceof Value.Var var) return var.name().equals("NAME");
        if (v instanceof Value.Op op) {
            for (Value x : op.operands()) if (mentionsName(x)) return true;
        }
        if (v instanceof Value.Cond c) {
            for (Value x : c.conditions()) if (mentionsName(x)) return true;
            for (Value x : c.values()) if (mentionsName(x)) return true;
        }
        return false;
    }

    /** The name of a def/defm as a value; inside a multiclass, NAME is prepended unless mentioned. */
    private Value nameValue(Expr nameExpr, Scope scope, Loc loc) {
        Value n = ev.evalName(nameExpr, scope);
        if (!(n.type() == null || n.type() instanceof RecTy.StringTy)) {
            n = folder.fold(new Value.Op(BangOp.CAST, RecTy.STRING, List.of(n), RecTy.STRING));
        }
        if (scope.enclosingMulticlass() != null && !mentionsName(n)) {
            Loc saved = folder.loc;
            folder.loc = loc;
            try {
                n = ev.pasteValues(new Value.Var("NAME", RecTy.STRING), n, loc);
            } finally {
                folder.loc = saved;
            }
        }
        return n;
    }

    private static String concreteName(Value n, Loc loc) {
        if (n instanceof Value.Str s) return s.value();
        throw new TableGenError(loc, "Could not resolve record name: " + ValueText.of(n));
    }

    /** Defines a def; returns where its completion's errors start (see {@link #statement}), -1 for a prototype. */
    private int defineDef(Stmt.Def d, Scope scope, List<Entry> collect) {
        boolean anon = d.name() == null;
        Loc loc = anon ? d.loc() : Expr.start(d.name());
        boolean proto = collect != null;
        Value nameV = anon ? null : nameValue(d.name(), scope, loc);
        String name;
        Value nameForClasses;
        if (!proto) {
            name = anon ? keeper.newAnonymousName() : concreteName(nameV, loc);
            nameForClasses = new Value.Str(name, false);
        } else {
            // a prototype named by plain text keeps that name (a foreach body may refer to it)
            name = anon ? keeper.newAnonymousName() : nameV instanceof Value.Str s ? s.value() : ValueText.of(nameV);
            nameForClasses = anon ? new Value.Var(RecordBuilder.PENDING_NAME, RecTy.STRING) : nameV;
        }
        Record rec = new Record(name, loc, false, anon);
        Scope rs = scope.forRecord(rec);
        int[] completion = {-1};
        folder.inRecord(loc, () -> {
            for (ParentRef p : d.parents()) inheritParent(rec, p, rs, nameForClasses);
            applyLets(rec);
            body(rec, d.body(), rs);
            if (proto) {
                collect.add(new Entry.ProtoDef(rec, nameV, loc));
            } else {
                completion[0] = builder.recoveredErrors.size();
                builder.completeDef(rec);
            }
            return null;
        });
        return completion[0];
    }

    // ---- foreach and if -----------------------------------------------------------------------

    /** Evaluates a foreach; returns where the errors of its instantiation start, -1 when it is not instantiated here. */
    private int foreach(Stmt.Foreach f, Scope scope, List<Entry> collect) {
        Value list;
        if (f.list() != null) {
            list = ev.eval(f.list(), scope, null);
            // "foreach i = 3" iterates once, with i = 3
            if (list.type() instanceof RecTy.IntTy || list.type() instanceof RecTy.BitTy) {
                list = new Value.ListV(List.of(list), RecTy.INT);
            }
        }
        else list = new Value.ListV(ev.rangeValues(f.ranges(), scope), RecTy.INT);
        if (list.type() != null && !(list.type() instanceof RecTy.ListTy)) {
            throw new TableGenError(f.list() != null ? f.list().loc() : f.loc(), "Value list is not of list type for foreach");
        }
        RecTy elem = list.type() instanceof RecTy.ListTy lt ? lt.element() : null;
        Scope ls = scope.child(Scope.Kind.LOOP);
        String var = f.var().text();
        ls.vars.put(var, new Value.Var(var, elem));
        List<Entry> body = new ArrayList<>();
        stmts(f.body(), ls, body);
        int completion = instantiatedHere(scope) ? builder.recoveredErrors.size() : -1;
        addLoop(new Entry.Loop(var, list, body, f.loc()), scope, collect);
        return completion;
    }

    /** Evaluates an if; returns where the errors of its instantiation start, -1 when it is not instantiated here. */
    private int ifStmt(Stmt.If i, Scope scope, List<Entry> collect) {
        Value c = ev.eval(i.condition(), scope, RecTy.BIT);
        Value one = new Value.ListV(List.of(new Value.Int(1)), RecTy.INT);
        Value none = new Value.ListV(List.of(), RecTy.INT);
        Value thenList = folder.fold(new Value.Op(BangOp.IF, null, List.of(c, one, none), new RecTy.ListTy(RecTy.INT)));
        List<Entry> thenBody = new ArrayList<>();
        stmts(i.thenBody(), scope.child(Scope.Kind.LOOP), thenBody);
        // the reference instantiates each branch once it has read it: the last one after the if's last token
        int completion = instantiatedHere(scope) ? builder.recoveredErrors.size() : -1;
        addLoop(new Entry.Loop("", thenList, thenBody, i.loc()), scope, collect);
        if (i.elseBody() != null) {
            Value elseList = folder.fold(new Value.Op(BangOp.IF, null, List.of(c, none, one), new RecTy.ListTy(RecTy.INT)));
            List<Entry> elseBody = new ArrayList<>();
            stmts(i.elseBody(), scope.child(Scope.Kind.LOOP), elseBody);
            completion = instantiatedHere(scope) ? builder.recoveredErrors.size() : -1;
            addLoop(new Entry.Loop("", elseList, elseBody, i.loc()), scope, collect);
        }
        return completion;
    }

    /** Whether a loop finished in {@code scope} is instantiated at once (outside loops and multiclasses). */
    private static boolean instantiatedHere(Scope scope) {
        return context(scope) == Scope.Kind.GLOBAL;
    }

    /** Where a finished loop goes: into the enclosing loop, unrolled into the multiclass, or completed. */
    private void addLoop(Entry.Loop loop, Scope scope, List<Entry> collect) {
        Scope.Kind ctx = context(scope);
        if (ctx == Scope.Kind.LOOP) collect.add(loop);
        else if (ctx == Scope.Kind.MULTICLASS) instantiate(List.of(loop), Resolver.NONE, false, collect);
        else instantiate(List.of(loop), Resolver.NONE, true, null);
    }

    /** The innermost enclosing LOOP or MULTICLASS scope kind, or GLOBAL. */
    private static Scope.Kind context(Scope scope) {
        for (Scope s = scope; s != null; s = s.parent) {
            if (s.kind == Scope.Kind.LOOP || s.kind == Scope.Kind.MULTICLASS) return s.kind;
        }
        return Scope.Kind.GLOBAL;
    }

    // ---- instantiating prototypes -------------------------------------------------------------

    /**
     * Resolves entries with r. Loops whose list is known are unrolled; with fin set, every loop
     * must be unrollable and asserts are checked. Defs go to dest, or are completed when dest is null.
     */
    private void instantiate(List<Entry> entries, Resolver r, boolean fin, List<Entry> dest) {
        for (Entry e : entries) {
            if (e instanceof Entry.ProtoDef p) {
                instantiateDef(p, r, dest);
            } else if (e instanceof Entry.Loop l) {
                Loc saved = folder.loc;
                folder.loc = l.loc();
                Value list;
                try {
                    list = folder.resolve(l.list(), r);
                } finally {
                    folder.loc = saved;
                }
                if (list instanceof Value.ListV lv) {
                    for (Value item : lv.elements()) {
                        ChainResolver cr = new ChainResolver(r);
                        if (!l.var().isEmpty()) cr.set(l.var(), item);
                        instantiate(l.body(), cr, fin, dest);
                    }
                } else if (!fin && dest != null) {
                    List<Entry> body = new ArrayList<>();
                    Resolver inner = l.var().isEmpty() ? r : new Resolver.Shadow(r, l.var(), null);
                    instantiate(l.body(), inner, false, body);
                    dest.add(new Entry.Loop(l.var(), list, body, l.loc()));
                } else {
                    throw new TableGenError(l.loc(), "foreach expects a list, got: " + ValueText.of(list));
                }
            } else if (e instanceof Entry.Assertion a) {
                Value c = folder.resolve(a.condition(), r);
                Value m = folder.resolve(a.message(), r);
                if (fin || dest == null) builder.checkAssertion(a.loc(), c, m, null);
                else dest.add(new Entry.Assertion(a.loc(), c, m));
            } else if (e instanceof Entry.Dump d) {
                Value m = folder.resolve(d.message(), r);
                if (!fin && dest != null) dest.add(new Entry.Dump(d.loc(), m));
            }
        }
    }

    private void instantiateDef(Entry.ProtoDef p, Resolver r, List<Entry> dest) {
        folder.inRecord(p.loc(), () -> {
            instantiateDefInRecord(p, r, dest);
            return null;
        });
    }

    private void instantiateDefInRecord(Entry.ProtoDef p, Resolver r, List<Entry> dest) {
        boolean anon = p.name() == null;
        Value nameV = null;
        if (!anon) {
            Loc saved = folder.loc;
            folder.loc = p.loc();
            try {
                nameV = folder.resolve(p.name(), r);
            } finally {
                folder.loc = saved;
            }
        }
        String name = anon ? p.record().name() : nameV instanceof Value.Str s ? s.value() : ValueText.of(nameV);
        Record rec = builder.instantiatePrototype(p.record(), name, anon, r, p.loc());
        if (dest != null) {
            dest.add(new Entry.ProtoDef(rec, nameV, p.loc()));
            return;
        }
        if (!anon) concreteName(nameV, p.loc());
        builder.completeDef(rec);
    }

    /** Adds an entry produced by a def or defm where the statement stands. */
    private void addEntry(Entry.ProtoDef e, Scope scope, List<Entry> collect) {
        if (collect != null) collect.add(e);
        else instantiate(List.of(e), Resolver.NONE, true, null);
    }

    // ---- multiclass and defm ------------------------------------------------------------------

    private void defineMulticlass(Stmt.Multiclass m, Scope scope) {
        String name = m.name().text();
        if (multiclasses.containsKey(name)) throw new TableGenError(m.name().loc(), "multiclass '" + name + "' already defined");
        Multiclass mc = new Multiclass(name, m.name().loc());
        multiclasses.put(name, mc);
        Scope ms = scope.forMulticlass(mc);
        templateParams(m.templateArgs(), ms, name + "::", mc.params::add);
        for (ParentRef p : m.parents()) {
            Multiclass parent = multiclasses.get(p.name().text());
            if (parent == null) throw new TableGenError(p.name().loc(), "Couldn't find multiclass '" + p.name().text() + "'");
            Resolver r = multiclassArgs(parent, p, ms, new Value.Var("NAME", RecTy.STRING));
            instantiate(parent.entries, r, false, mc.entries);
        }
        stmts(m.body(), ms, mc.entries);
    }

    private Resolver multiclassArgs(Multiclass mc, ParentRef p, Scope scope, Value nameValue) {
        Resolver.MapResolver map = builder.bind(mc.name, mc.params, ev.templateArgs(mc.name, mc.params, p.args(), scope), p.name().loc());
        map.set("NAME", nameValue);
        return map;
    }

    /** {@code : Parent<args>} of a class or def: the parent's arguments evaluated in the record's scope. */
    private void inheritParent(Record rec, ParentRef p, Scope rs, Value nameValue) {
        Record pc = ev.findClass(p.name());
        builder.inherit(rec, pc, ev.classArgs(pc, p.args(), rs), nameValue, p.name().loc());
    }

    private void defm(Stmt.Defm d, Scope scope, List<Entry> collect) {
        Loc loc = d.name() == null ? d.loc() : Expr.start(d.name());
        Value nameV;
        if (d.name() == null) {
            nameV = new Value.Str(keeper.newAnonymousName(), false);
        } else {
            nameV = nameValue(d.name(), scope, loc);
            if (collect == null) nameV = new Value.Str(concreteName(nameV, loc), false);
        }
        List<Entry> generated = new ArrayList<>();
        List<ParentRef> classParents = new ArrayList<>();
        boolean sawMulticlass = false;
        for (ParentRef p : d.parents()) {
            Multiclass mc = multiclasses.get(p.name().text());
            if (mc == null) {
                if (!sawMulticlass) throw new TableGenError(p.name().loc(), "Couldn't find multiclass '" + p.name().text() + "'");
                classParents.add(p);
                continue;
            }
            sawMulticlass = true;
            Resolver r = multiclassArgs(mc, p, scope, nameV);
            instantiate(mc.entries, r, collect == null, generated);
        }
        if (!classParents.isEmpty()) {
            for (Entry e : generated) {
                if (e instanceof Entry.ProtoDef pd) {
                    Scope rs = scope.forRecord(pd.record());
                    Value nm = pd.name() == null ? new Value.Var(RecordBuilder.PENDING_NAME, RecTy.STRING) : pd.name();
                    for (ParentRef p : classParents) inheritParent(pd.record(), p, rs, nm);
                }
            }
        }
        for (Entry e : generated) {
            if (e instanceof Entry.ProtoDef pd) {
                applyLets(pd.record());
                addEntry(pd, scope, collect);
            } else if (collect != null) {
                collect.add(e);
            }
        }
    }
}
