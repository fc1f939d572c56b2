package pdll.sema.query;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import pdll.sema.analysis.Analysis;
import pdll.sema.ast.AstWalk;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.RangeIndex;
import pdll.sema.ast.SourceRange;
import pdll.sema.ast.Stmt;
import pdll.sema.types.PdllType;

/**
 * Questions an editor asks about an analysed file, answered from the typed AST with plain
 * offsets (UTF-16, into the named file's text) and plain Java objects: the declaration at a
 * position, its references, the names visible there, and which argument a position inside a
 * call stands for. Built once per {@link Analysis}; immutable and safe to share between threads.
 */
public final class SemanticModel {
    /** A name in the source and the declaration it defines or refers to. */
    public record Occurrence(SourceRange range, Decl decl, boolean definition) {}

    /** The parameter a position in a call's argument list stands for ({@code parameter} null past the last). */
    public record ExpectedArgument(Decl.CallableDecl callee, int index, Decl.VariableDecl parameter) {}

    private final Analysis analysis;

    /** The names and typed expressions of the AST (or of some of its top-level declarations), in walk order. */
    record Index(List<Occurrence> occurrences, List<Expr> expressions) {}

    /**
     * Built on the first query, not with the model: an editor makes a model per keystroke but asks
     * it something far less often, and indexing a 1,000-pattern AST is a fifth of a keystroke's
     * re-analysis.
     */
    private volatile Index index;

    private SemanticModel(Analysis analysis) {
        this.analysis = analysis;
    }

    /**
     * Builds what queries read now (otherwise the first query builds it): for an idle thread. The
     * cursor lookup first, which the next hover or definition after an edit reads, then the whole index.
     */
    public void prepare() {
        cursor();
        index();
    }

    private Index index() {
        Index i = index;
        if (i == null) {
            synchronized (this) {
                i = index;
                if (i == null) {
                    i = wholeIndex();
                    index = i;
                }
            }
        }
        return i;
    }

    /** The names and typed expressions of every top-level declaration, in walk order. */
    private Index wholeIndex() {
        List<Occurrence> occurrences = new ArrayList<>();
        List<Expr> expressions = new ArrayList<>();
        Set<Decl> defined = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Decl top : analysis.module().children()) AstWalk.walk(top, n -> index(n, defined, occurrences, expressions));
        return new Index(List.copyOf(occurrences), List.copyOf(expressions));
    }

    /**
     * The index of what can hold an offset: the top-level declarations of the file whose range holds
     * it (and any without a range), in the module's order. A query at the cursor (hover, definition,
     * signature help) reads this instead of the whole index, which an edit makes anew, also once the
     * whole index is built: scanning a 1,000-pattern file's 20,000 occurrences and 2,000 top-level
     * declarations made a hover on a variable take about a millisecond, where finding its one
     * declaration by a binary search takes microseconds.
     */
    private Index indexAt(String file, int offset) {
        Cursor c = cursor();
        List<Decl> children = analysis.module().children();
        List<Occurrence> occurrences = new ArrayList<>(c.unranged().occurrences());
        List<Expr> expressions = new ArrayList<>(c.unranged().expressions());
        for (int at : c.holding(file, offset)) {
            Decl top = children.get(at);
            Index one;
            synchronized (byDeclaration) {
                one = byDeclaration.computeIfAbsent(top, SemanticModel::indexOf);
            }
            occurrences.addAll(one.occurrences());
            expressions.addAll(one.expressions());
        }
        return new Index(occurrences, expressions);
    }

    /** One top-level declaration's names and typed expressions, in walk order. */
    private static Index indexOf(Decl top) {
        List<Occurrence> occurrences = new ArrayList<>();
        List<Expr> expressions = new ArrayList<>();
        Set<Decl> defined = Collections.newSetFromMap(new IdentityHashMap<>());
        AstWalk.walk(top, n -> index(n, defined, occurrences, expressions));
        return new Index(List.copyOf(occurrences), List.copyOf(expressions));
    }

    /**
     * The index of each top-level declaration a cursor query has read: code actions ask once per
     * diagnostic, and one declaration indexed again for each made a big broken file's code actions
     * quadratic (4.6 s for 40,000 characters).
     */
    private final Map<Decl, Index> byDeclaration = new IdentityHashMap<>();

    private volatile Cursor cursor;

    private Cursor cursor() {
        Cursor c = cursor;
        if (c == null) {
            synchronized (this) {
                c = cursor;
                if (c == null) cursor = c = Cursor.of(analysis.module().children());
            }
        }
        return c;
    }

    /**
     * Where a cursor query looks, built on the first one: the top-level declarations with a range
     * ({@link RangeIndex}: those holding an offset by a binary search), and those without a range
     * (imported ODS constraints, which every query reads), indexed together once. Found declarations
     * keep the module's order: the imports come first, and where one without a range follows one
     * with a range (never seen) it is looked up with those, in order.
     */
    record Cursor(Index unranged, RangeIndex ranged, int[] unrangedLater) {
        static Cursor of(List<Decl> children) {
            List<Occurrence> occurrences = new ArrayList<>();
            List<Expr> expressions = new ArrayList<>();
            List<SourceRange> ranges = new ArrayList<>(children.size());
            List<Integer> later = new ArrayList<>();
            boolean rangedSeen = false;
            for (int i = 0; i < children.size(); i++) {
                Decl top = children.get(i);
                ranges.add(top.range());
                if (top.range() != null) {
                    rangedSeen = true;
                } else if (!rangedSeen) {
                    Index one = indexOf(top);
                    occurrences.addAll(one.occurrences());
                    expressions.addAll(one.expressions());
                } else {
                    later.add(i);
                }
            }
            int[] unrangedLater = new int[later.size()];
            for (int k = 0; k < unrangedLater.length; k++) unrangedLater[k] = later.get(k);
            return new Cursor(new Index(List.copyOf(occurrences), List.copyOf(expressions)), RangeIndex.of(ranges), unrangedLater);
        }

        /** The module positions of the declarations to read besides {@link #unranged} for an offset in {@code file}, ascending. */
        int[] holding(String file, int offset) {
            int[] ranged = this.ranged.holding(file, offset);
            if (unrangedLater.length == 0) return ranged;
            int[] all = Arrays.copyOf(ranged, ranged.length + unrangedLater.length);
            System.arraycopy(unrangedLater, 0, all, ranged.length, unrangedLater.length);
            Arrays.sort(all);
            return all;
        }
    }

    public static SemanticModel of(Analysis analysis) {
        return new SemanticModel(analysis);
    }

    public Analysis analysis() {
        return analysis;
    }

    private static void index(Object n, Set<Decl> defined, List<Occurrence> occurrences, List<Expr> expressions) {
        if (n instanceof Decl d && nameOf(d) != null && defined.add(d)) {
            occurrences.add(new Occurrence(nameRange(d), d, true));
        }
        if (n instanceof Expr e && e.range() != null && e.type() != PdllType.ERROR) expressions.add(e);
        if (n instanceof Expr.DeclRefExpr ref && nameOf(ref.decl()) != null && !AstWalk.definedHere(ref)) {
            occurrences.add(new Occurrence(ref.range(), ref.decl(), false));
        }
        if (n instanceof ConstraintRef r && r.range() != null && r.constraint() instanceof Decl.CallableDecl c
                && r.range().start() != (c.range() == null ? -1 : c.range().start())) {
            occurrences.add(new Occurrence(r.range(), c, false));
        }
    }

    /** The name a declaration is found by, or null (wildcards, unnamed results, builtin constraints). */
    public static String nameOf(Decl d) {
        String name = null;
        if (d instanceof Decl.VariableDecl v) name = v.name();
        else if (d instanceof Decl.CallableDecl c && !c.name().startsWith("<")) name = c.name();
        else if (d instanceof Decl.PatternDecl p) name = p.name();
        if (name == null || name.isEmpty() || name.equals("_")) return null;
        return nameRange(d) == null ? null : name;
    }

    public static SourceRange nameRange(Decl d) {
        if (d instanceof Decl.VariableDecl v) return v.nameRange();
        if (d instanceof Decl.CallableDecl c) return c.nameRange();
        if (d instanceof Decl.PatternDecl p) return p.nameRange();
        return null;
    }

    /** The declaration whose name, or a reference to it, is at the offset. */
    public Optional<Decl> declarationAt(String file, int offset) {
        return occurrenceAt(file, offset).map(Occurrence::decl);
    }

    public Optional<Occurrence> occurrenceAt(String file, int offset) {
        Occurrence best = null;
        for (Occurrence o : indexAt(file, offset).occurrences()) {
            if (!o.range().file().equals(file) || !o.range().contains(offset)) continue;
            if (best == null || width(o.range()) < width(best.range())) best = o;
        }
        return Optional.ofNullable(best);
    }

    /** Every reference to a declaration (and its definition when asked), in source order. */
    public List<Occurrence> references(Decl decl, boolean includeDefinition) {
        List<Occurrence> out = new ArrayList<>();
        for (Occurrence o : index().occurrences()) if (o.decl() == decl && (includeDefinition || !o.definition())) out.add(o);
        out.sort((a, b) -> a.range().file().equals(b.range().file()) ? Integer.compare(a.range().start(), b.range().start())
                : a.range().file().compareTo(b.range().file()));
        return out;
    }

    /**
     * The declarations a name written at the offset could refer to: the top-level ones declared
     * before it (and every imported ODS constraint), then the variables, arguments and inline
     * Constraints/Rewrites in scope there, innermost last.
     */
    public List<Decl> visibleAt(String file, int offset) {
        List<Decl> out = new ArrayList<>();
        for (Decl g : analysis.globals()) {
            SourceRange r = nameRange(g);
            boolean enclosing = g.range() != null && g.range().file().equals(file) && g.range().contains(offset);
            if (r == null || !r.file().equals(file) || (r.end() <= offset && !enclosing)) out.add(g);
        }
        for (Decl top : analysis.module().children()) {
            if (top.range() != null && top.range().file().equals(file) && top.range().contains(offset)) locals(top, offset, out);
        }
        return out;
    }

    private void locals(Decl top, int offset, List<Decl> out) {
        if (top instanceof Decl.CallableDecl c) {
            for (Decl.VariableDecl v : c.inputs()) if (nameOf(v) != null) out.add(v);
            if (c.body() != null) block(c.body(), offset, out);
        } else if (top instanceof Decl.PatternDecl p) {
            block(p.body(), offset, out);
        }
    }

    private void block(Stmt.CompoundStmt block, int offset, List<Decl> out) {
        if (!block.range().contains(offset)) return;
        for (Stmt st : block.statements()) {
            if (st.range().start() >= offset) break;
            Map<Decl, Boolean> seen = new IdentityHashMap<>();
            AstWalk.walk(st, n -> {
                // a let variable is visible after its statement, an inline one after its name
                Decl d = n instanceof Stmt.LetStmt l && l.range().end() <= offset
                        && (l.variable().init() == null || !l.variable().init().range().contains(offset)) ? l.variable()
                        : n instanceof Expr.DeclRefExpr ref && AstWalk.definedHere(ref) ? ref.decl() : null;
                if (d == null || nameOf(d) == null || seen.put(d, true) != null) return;
                SourceRange r = nameRange(d);
                boolean inNestedBody = st instanceof Stmt.RewriteStmt rw && rw.body().range().contains(r.start());
                if (r.end() <= offset && !inNestedBody) out.add(d);
            });
            if (st instanceof Stmt.RewriteStmt rw) block(rw.body(), offset, out);
            if (st.range().contains(offset)) {
                AstWalk.walk(st, n -> {
                    if (n instanceof Decl.CallableDecl c && c.range() != null && c.range().contains(offset)) {
                        for (Decl.VariableDecl v : c.inputs()) if (nameOf(v) != null) out.add(v);
                        if (c.body() != null) block(c.body(), offset, out);
                    }
                });
            }
        }
    }

    /** Inside {@code callee(…)}: which parameter the offset is at. */
    public Optional<ExpectedArgument> expectedArgumentAt(String file, int offset) {
        Expr.CallExpr best = null;
        for (Expr e : indexAt(file, offset).expressions()) {
            if (e instanceof Expr.CallExpr c && c.range().file().equals(file) && c.callee().range().end() < offset
                    && offset < c.range().end() && (best == null || width(c.range()) < width(best.range()))) best = c;
        }
        if (best == null || !(best.callee() instanceof Expr.DeclRefExpr ref) || !(ref.decl() instanceof Decl.CallableDecl cd)) {
            return Optional.empty();
        }
        int index = commasBefore(file, best.callee().range().end(), offset);
        return Optional.of(new ExpectedArgument(cd, index, index < cd.inputs().size() ? cd.inputs().get(index) : null));
    }

    /** Commas at the first bracket level between an opening parenthesis and the offset. */
    private int commasBefore(String file, int from, int offset) {
        String text = analysis.files().get(file).text();
        int depth = 0, commas = 0;
        for (int i = from; i < Math.min(offset, text.length()); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
            else if (c == ')' || c == ']' || c == '}' || c == '>') depth--;
            else if (c == ',' && depth == 1) commas++;
        }
        return commas;
    }

    private static int width(SourceRange r) {
        return r.end() - r.start();
    }
}
