package pdll.sema.ods;

import static pdll.sema.ods.OdsImporter.nz;

import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * Turns an ODS predicate ({@code Pred} record tree: {@code CPred} leaves and {@code CombinedPred}
 * nodes) into the C++ condition the reference embeds in native constraints: leaves get the
 * substitutions of their {@code SubstLeaves} ancestors, And/Or nodes are simplified around
 * {@code true}/{@code false}, and the tree is rendered with the reference's parenthesization.
 * Pure function of the records; never throws on malformed records (missing parts read as empty).
 */
final class PredicateCode {

    private PredicateCode() {}

    private enum Op { LEAF, TRUE, FALSE, AND, OR, NOT, SUBST, CONCAT }

    private record Node(Op op, String text, List<Node> children, String prefix, String suffix) {
        static Node constant(boolean b) {
            return new Node(b ? Op.TRUE : Op.FALSE, null, List.of(), null, null);
        }
    }

    private record Subst(String pattern, String replacement) {}

    /** The condition of a constraint def's {@code predicate}, with {@code $_self} still in place. */
    static String condition(Record constraintDef) {
        Record pred = constraintDef.defValue("predicate");
        if (pred == null) return "";
        return render(simplify(build(pred, List.of(), 0)));
    }

    /** The condition of a {@code Pred} record itself, with its placeholders ({@code $_self}, {@code $0} …) in place. */
    static String predicate(Record pred) {
        return render(simplify(build(pred, List.of(), 0)));
    }

    /** {@code return ::mlir::success(<condition>);} with the tgfmt rules applied for {@code $_self} → {@code self}. */
    static String nativeCode(Record constraintDef) {
        return formatSelf("return ::mlir::success(" + condition(constraintDef) + ");");
    }

    private static Node build(Record pred, List<Subst> subs, int depth) {
        if (!pred.isSubclassOf("CombinedPred") || depth > 10_000) {
            return new Node(Op.LEAF, substitute(nz(pred.stringValue("predExpr")), subs), List.of(), null, null);
        }
        Record kindDef = pred.defValue("kind");
        String kind = kindDef == null ? "" : kindDef.name();
        Op op = switch (kind) {
            case "PredCombinerAnd" -> Op.AND;
            case "PredCombinerOr" -> Op.OR;
            case "PredCombinerNot" -> Op.NOT;
            case "PredCombinerSubstLeaves" -> Op.SUBST;
            case "PredCombinerConcat" -> Op.CONCAT;
            default -> Op.AND;
        };
        List<Subst> childSubs = subs;
        String prefix = null, suffix = null;
        if (op == Op.SUBST) {
            childSubs = new ArrayList<>(subs);
            childSubs.add(new Subst(nz(pred.stringValue("pattern")), nz(pred.stringValue("replacement"))));
        } else if (op == Op.CONCAT) {
            prefix = substitute(nz(pred.stringValue("prefix")), subs);
            suffix = substitute(nz(pred.stringValue("suffix")), subs);
        }
        List<Node> kids = new ArrayList<>();
        List<Value> children = pred.listValue("children");
        if (children != null) {
            for (Value c : children) {
                if (c instanceof Value.DefRef d) kids.add(build(d.record(), childSubs, depth + 1));
            }
        }
        return new Node(op, null, kids, prefix, suffix);
    }

    /** Innermost substitution first; each replaces every occurrence left to right, no rescanning. */
    private static String substitute(String s, List<Subst> subs) {
        for (int i = subs.size() - 1; i >= 0; i--) {
            String pat = subs.get(i).pattern();
            if (pat.isEmpty()) continue;
            s = s.replace(pat, subs.get(i).replacement());
        }
        return s;
    }

    private static Node simplify(Node n) {
        switch (n.op()) {
            case SUBST, LEAF, TRUE, FALSE:
                return n;
            default:
                break;
        }
        if (n.op() == Op.AND && n.children().isEmpty()) return Node.constant(true);
        if (n.op() == Op.OR && n.children().isEmpty()) return Node.constant(false);
        boolean andOr = n.op() == Op.AND || n.op() == Op.OR;
        Op collapse = n.op() == Op.AND ? Op.FALSE : Op.TRUE;
        Op erase = n.op() == Op.AND ? Op.TRUE : Op.FALSE;
        List<Node> kids = new ArrayList<>();
        for (Node c : n.children()) {
            Node s = simplify(c);
            if (andOr) {
                if (s.op() == collapse) return Node.constant(collapse == Op.TRUE);
                if (s.op() == erase) continue;
            }
            kids.add(s);
        }
        return new Node(n.op(), n.text(), kids, n.prefix(), n.suffix());
    }

    private static String render(Node n) {
        switch (n.op()) {
            case LEAF: return n.text();
            case TRUE: return "true";
            case FALSE: return "false";
            default: break;
        }
        List<String> kids = new ArrayList<>();
        for (Node c : n.children()) kids.add(render(c));
        switch (n.op()) {
            case AND, OR: {
                if (kids.isEmpty()) return n.op() == Op.AND ? "true" : "false";
                if (kids.size() == 1) return kids.get(0);
                String sep = n.op() == Op.AND ? " && " : " || ";
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < kids.size(); i++) {
                    if (i > 0) sb.append(sep);
                    sb.append('(').append(kids.get(i)).append(')');
                }
                return sb.toString();
            }
            case NOT: return "!(" + first(kids) + ")";
            case CONCAT: return n.prefix() + first(kids) + n.suffix();
            default: return first(kids);
        }
    }

    private static String first(List<String> kids) {
        return kids.isEmpty() ? "" : kids.get(0);
    }

    /**
     * The tgfmt rules with only {@code $_self} bound to {@code self}: {@code $$} is a dollar, an
     * unknown placeholder stays and gets {@code <no-subst-found>} appended, a lone {@code $} stays.
     */
    static String formatSelf(String s) {
        return Tgfmt.format(s, (name, text, end, out) -> {
            if (name.equals("_self")) out.append("self");
            else out.append('$').append(name).append("<no-subst-found>");
            return end;
        });
    }
}
