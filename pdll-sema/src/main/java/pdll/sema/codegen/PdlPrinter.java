package pdll.sema.codegen;

import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import pdll.mlir.ir.Attr;
import pdll.mlir.lex.StringLiterals;
import pdll.mlir.parse.Bytes;
import pdll.mlir.print.AliasTable;
import pdll.mlir.print.AsmPrinter;

/**
 * Prints generated PDL the way {@code mlir-pdll -x=mlir} does: the generic module with PDL's
 * custom op syntax, SSA values numbered per pattern (patterns are isolated from above), and
 * MLIR's aliases: the module is visited first as MLIR's printer visits it (each op's location,
 * then its attribute or type, then its region), then the aliases are numbered
 * ({@link AliasTable}); those of attributes ({@code #map}, and locations an attribute holds) are
 * defined before the module, those only operations use after it.
 */
public final class PdlPrinter {
    private final StringBuilder out = new StringBuilder();
    private Map<PdlValue, String> names = new IdentityHashMap<>();
    private int next;
    /** The module's aliases; null for a pattern printed with inline locations and attributes. */
    private final AliasTable aliases;
    private final AsmPrinter asm;

    private PdlPrinter(AliasTable aliases) {
        this.aliases = aliases;
        this.asm = new AsmPrinter(aliases);
    }

    /** The module, with its aliases. */
    public static String print(PdlOp.Loc moduleLoc, List<PdlOp.Pattern> patterns) {
        AliasTable aliases = new AliasTable();
        Map<PdlOp.Loc, String> locAliases = new HashMap<>();
        Set<PdlOp.Loc> seen = new HashSet<>();
        seen.add(moduleLoc);
        aliases.visitOperationLocation(location(moduleLoc));
        for (PdlOp op : patterns) visit(op, aliases, seen);
        aliases.finish();
        PdlPrinter p = new PdlPrinter(aliases);
        p.locAliases = locAliases;
        for (String a : aliases.definitions(false)) p.out.append(a).append('\n');
        p.out.append("module {\n");
        for (PdlOp op : patterns) p.op(op, 1);
        p.out.append("} ").append(p.loc(moduleLoc)).append('\n');
        for (String a : aliases.definitions(true)) p.out.append(a).append('\n');
        return p.out.toString();
    }

    /** What of {@code op} and its region the aliases are made of, in the order MLIR's printer meets it. */
    private static void visit(PdlOp op, AliasTable aliases, Set<PdlOp.Loc> seen) {
        // a location met again changes nothing (only its first visit orders it)
        if (seen.add(op.at().loc())) aliases.visitOperationLocation(location(op.at().loc()));
        if (op instanceof PdlOp.Attribute a && a.constant() != null) aliases.visit(a.constant());
        if (op instanceof PdlOp.Type t && t.constant() != null) aliases.visit(t.constant());
        for (PdlOp o : op.region()) visit(o, aliases, seen);
    }

    private static Attr.Location location(PdlOp.Loc loc) {
        return new Attr.Location.FileLineColRange(Bytes.of(loc.file()), loc.line(), loc.column(), loc.line(), loc.column());
    }

    /** One pattern on its own, at the left margin, locations inline, attributes without aliases: what {@code -x=cpp} embeds. */
    static String printPattern(PdlOp.Pattern pattern) {
        PdlPrinter p = new PdlPrinter(null);
        p.op(pattern, 0);
        return p.out.toString();
    }

    /** The location inline, or through its alias. */
    private String loc(PdlOp.Loc loc) {
        if (aliases == null) return loc.toString();
        return locAliases.computeIfAbsent(loc, l -> "loc(#" + aliases.aliasOf(location(l)) + ")");
    }

    /** Each operation location's text once: most ops of a pattern share a few locations. */
    private Map<PdlOp.Loc, String> locAliases;

    private void op(PdlOp op, int depth) {
        if (op instanceof PdlOp.Pattern) {
            // isolated from above, and nothing but patterns sits outside one: numbering starts again
            names = new IdentityHashMap<>();
            next = 0;
        }
        indent(depth);
        List<PdlValue> results = op.results();
        if (!results.isEmpty()) {
            String base = "%" + next++;
            out.append(base);
            if (results.size() > 1) out.append(':').append(results.size());
            out.append(" = ");
            for (int i = 0; i < results.size(); i++) names.put(results.get(i), results.size() > 1 ? base + "#" + i : base);
        }
        String loc = loc(op.at().loc()); // before the region's: aliases are numbered in pre-order
        out.append(text(op));
        if (op instanceof PdlOp.Pattern || op instanceof PdlOp.Rewrite) {
            out.append(" {\n");
            for (PdlOp o : op.region()) op(o, depth + 1);
            indent(depth);
            out.append('}');
        }
        out.append(' ').append(loc).append('\n');
    }

    /** The op's text after {@code %x = } and before its region and location. */
    private String text(PdlOp op) {
        if (op instanceof PdlOp.Pattern p) {
            return "pdl.pattern" + (p.name() == null ? "" : " @" + p.name()) + " : benefit(" + p.benefit() + ")";
        }
        if (op instanceof PdlOp.Operand o) return "operand" + typed(o.type());
        if (op instanceof PdlOp.Operands o) return "operands" + typed(o.type());
        if (op instanceof PdlOp.Type t) return t.constant() == null ? "type" : "type : " + asm.print(t.constant());
        if (op instanceof PdlOp.Types) return "types";
        if (op instanceof PdlOp.Attribute a) {
            if (a.constant() == null) return "attribute" + typed(a.type());
            return "attribute = " + asm.print(a.constant());
        }
        if (op instanceof PdlOp.Operation o) return operation(o);
        if (op instanceof PdlOp.Result r) return "result " + r.index() + " of " + names.get(r.parent());
        if (op instanceof PdlOp.Results r) {
            if (r.index() == null) return "results of " + names.get(r.parent()) + " ";
            return "results " + r.index() + " of " + names.get(r.parent()) + "  -> " + r.value().type();
        }
        if (op instanceof PdlOp.Range r) {
            if (r.elements().isEmpty()) return "range : " + r.value().type();
            return "range " + typedList(r.elements()) + " ";
        }
        if (op instanceof PdlOp.ApplyNativeConstraint c) {
            return apply("apply_native_constraint", c.callee().name(), c.args(), c.results()) + (c.negated() ? " {isNegated = true}" : "");
        }
        if (op instanceof PdlOp.ApplyNativeRewrite r) return apply("apply_native_rewrite", r.callee().name(), r.args(), r.results());
        if (op instanceof PdlOp.Rewrite r) return "rewrite " + names.get(r.root());
        if (op instanceof PdlOp.Replace r) {
            List<PdlValue> values = r.values();
            if (values.size() == 1 && values.get(0).type().equals("!pdl.operation")) {
                return "replace " + names.get(r.root()) + " with " + names.get(values.get(0));
            }
            return "replace " + names.get(r.root()) + " with(" + typedList(values) + ")";
        }
        if (op instanceof PdlOp.Erase e) return "erase " + names.get(e.root());
        throw new IllegalArgumentException("no syntax for " + op.mnemonic());
    }

    private String typed(PdlValue type) {
        return type == null ? "" : " : " + names.get(type);
    }

    private String apply(String mnemonic, String callee, List<PdlValue> args, List<PdlValue> results) {
        return mnemonic + " \"" + callee + "\"" + (args.isEmpty() ? "" : "(" + typedList(args) + ")")
                + (results.isEmpty() ? "" : " : " + types(results));
    }

    private String operation(PdlOp.Operation o) {
        StringBuilder sb = new StringBuilder("operation");
        if (o.name() != null) sb.append(" \"").append(o.name()).append('"');
        if (!o.operands().isEmpty()) sb.append('(').append(typedList(o.operands())).append(')');
        sb.append(' ');
        if (!o.attributeNames().isEmpty()) {
            sb.append(" {");
            for (int i = 0; i < o.attributeNames().size(); i++) {
                if (i > 0) sb.append(", ");
                sb.append('"').append(StringLiterals.escape(Bytes.of(o.attributeNames().get(i)))).append('"').append(" = ").append(names.get(o.attributes().get(i)));
            }
            sb.append('}');
        }
        if (!o.types().isEmpty()) sb.append(" -> (").append(typedList(o.types())).append(')');
        return sb.toString();
    }

    /** {@code %0, %1 : !pdl.value, !pdl.type} */
    private String typedList(List<PdlValue> values) {
        return values.stream().map(names::get).collect(Collectors.joining(", ")) + " : " + types(values);
    }

    private static String types(List<PdlValue> values) {
        return values.stream().map(PdlValue::type).collect(Collectors.joining(", "));
    }

    private void indent(int depth) {
        out.append("  ".repeat(depth));
    }
}


