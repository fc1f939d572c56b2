package pdll.mlir.print;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.Type;

/**
 * The aliases of a module, as MLIR's printer gives them: affine maps {@code #map}, integer sets
 * {@code #set}, locations {@code #loc}, distinct attributes with a value {@code #distinct}. The
 * printer visits the module first ({@link #visit}, {@link #visitOperationLocation}), then
 * {@link #finish} orders the aliases by depth (an alias whose text uses other aliases comes after
 * them), then by name, then by first visit, and numbers each name in that order ({@code loc},
 * {@code loc1}, …). Locations met only as operation locations are deferred: their definitions
 * print after the module, every other alias's before it.
 */
public final class AliasTable {
    private static final class Entry {
        final Attr attr;
        final String name;
        final int order;
        int depth;
        boolean deferred = true;
        String alias;

        Entry(Attr attr, String name, int order) {
            this.attr = attr;
            this.name = name;
            this.order = order;
        }
    }

    private final Map<Attr, Entry> entries = new LinkedHashMap<>();
    private final Map<Attr.DistinctAttr, Integer> distinctNumbers = new HashMap<>();
    private List<Entry> sorted;

    /** An attribute of an operation (its value, a type's attribute, …), in the order the module prints them. */
    public void visit(Attr a) {
        // a value met again adds nothing: its aliases are ordered by their first visit
        if (visited.add(a)) depth(a, false);
    }

    private final Set<Attr> visited = new HashSet<>();

    /** Whether {@code a} is of a kind that has an alias (the printer looks up no other). */
    static boolean mayHaveAlias(Attr a) {
        return a instanceof Attr.AffineMapAttr || a instanceof Attr.IntegerSetAttr || a instanceof Attr.Location || a instanceof Attr.DistinctAttr;
    }

    public void visit(Type t) {
        depth(t);
    }

    /** An operation's location: deferred unless an attribute also uses it. */
    public void visitOperationLocation(Attr.Location l) {
        depth(l, true);
    }

    /** Orders and names the aliases; no visit after this. */
    public void finish() {
        sorted = new ArrayList<>(entries.values());
        // one lambda of this class, not Comparator's combinators: the AOT cache holds the lambdas a
        // training run linked at our call sites, not the ones Comparator makes inside itself (three
        // classes spun in every printed module otherwise)
        sorted.sort((a, b) -> {
            int c = Integer.compare(a.depth, b.depth);
            if (c == 0) c = a.name.compareTo(b.name);
            return c != 0 ? c : Integer.compare(a.order, b.order);
        });
        Map<String, Integer> used = new HashMap<>();
        for (Entry e : sorted) {
            int n = used.merge(e.name, 1, Integer::sum) - 1;
            e.alias = n == 0 ? e.name : e.name + n;
        }
    }

    /** The alias of {@code a} without its {@code #}, or null. */
    public String aliasOf(Attr a) {
        Entry e = entries.get(a);
        return e == null ? null : e.alias;
    }

    /** A distinct attribute's number: given in the order they are printed (alias definitions first). */
    int distinctNumber(Attr.DistinctAttr d) {
        return distinctNumbers.computeIfAbsent(d, k -> distinctNumbers.size());
    }

    /** {@code #name = text} of every alias printed before the module ({@code deferred} false) or after it. */
    public List<String> definitions(boolean deferred) {
        AsmPrinter printer = new AsmPrinter(this);
        List<String> out = new ArrayList<>();
        for (Entry e : sorted) {
            if (e.deferred != deferred) continue;
            StringBuilder sb = new StringBuilder("#").append(e.alias).append(" = ");
            printer.definition(sb, e.attr, false);
            out.add(sb.toString());
        }
        return out;
    }

    /** The alias name MLIR's builtin dialect gives {@code a}, or null. */
    private static String aliasName(Attr a) {
        if (a instanceof Attr.AffineMapAttr) return "map";
        if (a instanceof Attr.IntegerSetAttr) return "set";
        if (a instanceof Attr.Location) return "loc";
        if (a instanceof Attr.DistinctAttr d && !(d.referenced() instanceof Attr.UnitAttr)) return "distinct";
        return null;
    }

    /** Visits {@code a} and what it holds; returns the depth of the deepest alias in it, -1 for none. */
    private int depth(Attr a, boolean operationLocation) {
        String name = aliasName(a);
        Entry e = null;
        if (name != null) {
            e = entries.get(a);
            if (e == null) {
                e = new Entry(a, name, entries.size());
                entries.put(a, e);
            }
            if (!operationLocation) e.deferred = false;
        }
        int inner = -1;
        for (Object child : children(a)) inner = Math.max(inner, child instanceof Attr c ? depth(c, false) : depth((Type) child));
        if (e == null) return inner;
        e.depth = Math.max(e.depth, inner + 1);
        return e.depth;
    }

    private int depth(Type t) {
        int inner = -1;
        for (Object child : children(t)) inner = Math.max(inner, child instanceof Attr c ? depth(c, false) : depth((Type) child));
        return inner;
    }

    /** The attributes and types an attribute's text prints, in order. */
    private static List<Object> children(Attr a) {
        List<Object> out = new ArrayList<>();
        if (a instanceof Attr.IntegerAttr i) out.add(i.type());
        else if (a instanceof Attr.FloatAttr f) out.add(f.type());
        else if (a instanceof Attr.StringAttr s) out.add(s.type());
        else if (a instanceof Attr.ArrayAttr arr) out.addAll(arr.elements());
        else if (a instanceof Attr.DictionaryAttr d) d.entries().forEach(e -> out.add(e.value()));
        else if (a instanceof Attr.TypeAttr t) out.add(t.type());
        else if (a instanceof Attr.DenseElementsAttr d) out.add(d.type());
        else if (a instanceof Attr.DenseStringElementsAttr d) out.add(d.type());
        else if (a instanceof Attr.DenseResourceAttr d) out.add(d.type());
        else if (a instanceof Attr.SparseElementsAttr s) out.add(s.type());
        else if (a instanceof Attr.DenseArrayAttr d) out.add(d.elementType());
        else if (a instanceof Attr.DistinctAttr d) out.add(d.referenced());
        else if (a instanceof Attr.DialectAttr d) out.add(d.type());
        else if (a instanceof Attr.Location.Name n) {
            // an unknown child is not printed
            if (!(n.child() instanceof Attr.Location.Unknown)) out.add(n.child());
        }
        else if (a instanceof Attr.Location.CallSite c) {
            out.add(c.callee());
            out.add(c.caller());
        } else if (a instanceof Attr.Location.Fused f) {
            if (f.metadata() != null) out.add(f.metadata());
            out.addAll(f.locations());
        }
        return out;
    }

    private static List<Object> children(Type t) {
        List<Object> out = new ArrayList<>();
        if (t instanceof Type.ComplexType c) out.add(c.element());
        else if (t instanceof Type.TupleType tu) out.addAll(tu.elements());
        else if (t instanceof Type.FunctionType f) {
            out.addAll(f.inputs());
            out.addAll(f.results());
        } else if (t instanceof Type.VectorType v) out.add(v.element());
        else if (t instanceof Type.RankedTensorType r) {
            out.add(r.element());
            if (r.encoding() != null) out.add(r.encoding());
        } else if (t instanceof Type.UnrankedTensorType u) out.add(u.element());
        else if (t instanceof Type.MemRefType m) {
            out.add(m.element());
            if (m.layout() != null) out.add(m.layout());
            if (m.memorySpace() != null) out.add(m.memorySpace());
        } else if (t instanceof Type.UnrankedMemRefType u) {
            out.add(u.element());
            if (u.memorySpace() != null) out.add(u.memorySpace());
        }
        return out;
    }
}


