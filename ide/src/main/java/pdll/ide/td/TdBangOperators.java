package pdll.ide.td;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import pdll.ide.answer.SignatureInfo;
import pdll.tablegen.ast.BangOp;

/**
 * The bang operators as an editor shows them: each with its operands' names (those of the
 * TableGen Programmer's Reference), for the snippet completion inserts and the signature help
 * shows while the operands are typed. The operand counts come from the evaluator's {@link BangOp}
 * table, so an operator it adds is offered (with {@code a, b, ...} names) before it is named here.
 */
public final class TdBangOperators {
    private TdBangOperators() {}

    /**
     * One operator: its operands ({@code ?name} optional, a last {@code ...} for more of the same)
     * and whether it takes a {@code <type>} first (as {@code !cast<type>(a)}).
     */
    public record Operator(String name, List<String> operands, boolean typed, String detail) {
        /** What completion inserts after the {@code !}: the required operands as placeholders. */
        public String snippet() {
            StringBuilder sb = new StringBuilder(name);
            int n = 1;
            if (typed) sb.append("<${").append(n++).append(":type}>");
            sb.append('(');
            if (name.equals("cond")) return sb.append("${").append(n++).append(":cond} : ${").append(n).append(":value})").toString();
            boolean first = true;
            for (String o : operands) {
                if (o.startsWith("?") || o.equals("...")) continue;
                if (!first) sb.append(", ");
                first = false;
                sb.append("${").append(n++).append(':').append(o).append('}');
            }
            return sb.append(')').toString();
        }

        /** The signature: {@code !substr(string, start, [length])}, each operand a parameter. */
        public SignatureInfo signature(int active) {
            StringBuilder label = new StringBuilder("!").append(name);
            if (typed) label.append("<type>");
            label.append('(');
            List<SignatureInfo.Parameter> params = new ArrayList<>();
            for (int i = 0; i < operands.size(); i++) {
                if (i > 0) label.append(", ");
                int start = label.length();
                String o = operands.get(i);
                label.append(o.startsWith("?") ? "[" + o.substring(1) + "]" : o);
                params.add(new SignatureInfo.Parameter(start, label.length(), ""));
            }
            label.append(')');
            // a variadic operator's operands past the named ones are all its "..."
            int at = Math.max(0, Math.min(active, params.size() - 1));
            return new SignatureInfo(List.of(new SignatureInfo.Signature(label.toString(), detail, params)), 0, at);
        }
    }

    /** Operand names by operator, as the Programmer's Reference writes them. */
    private static final Map<String, String> OPERANDS = Map.ofEntries(
            Map.entry("add", "a, b, ..."), Map.entry("mul", "a, b, ..."), Map.entry("and", "a, b, ..."),
            Map.entry("or", "a, b, ..."), Map.entry("xor", "a, b, ..."), Map.entry("strconcat", "str1, str2, ..."),
            Map.entry("listconcat", "list1, list2, ..."), Map.entry("con", "a, b, ..."),
            Map.entry("sub", "a, b"), Map.entry("div", "a, b"), Map.entry("shl", "a, count"), Map.entry("sra", "a, count"),
            Map.entry("srl", "a, count"), Map.entry("eq", "a, b"), Map.entry("ne", "a, b"), Map.entry("lt", "a, b"),
            Map.entry("le", "a, b"), Map.entry("gt", "a, b"), Map.entry("ge", "a, b"),
            Map.entry("not", "a"), Map.entry("logtwo", "a"), Map.entry("head", "list"), Map.entry("tail", "list"),
            Map.entry("size", "a"), Map.entry("empty", "a"), Map.entry("tolower", "a"), Map.entry("toupper", "a"),
            Map.entry("cast", "a"), Map.entry("isa", "a"), Map.entry("exists", "name"), Map.entry("initialized", "a"),
            Map.entry("repr", "value"), Map.entry("getdagop", "dag"), Map.entry("setdagop", "dag, op"),
            Map.entry("getdagarg", "dag, key"), Map.entry("getdagname", "dag, index"), Map.entry("setdagarg", "dag, key, arg"),
            Map.entry("setdagname", "dag, key, name"), Map.entry("if", "cond, then, else"),
            Map.entry("subst", "target, repl, value"), Map.entry("substr", "string, start, ?length"),
            Map.entry("find", "string1, string2, ?start"), Map.entry("range", "?start, end, ?step"),
            Map.entry("listsplat", "value, count"), Map.entry("listremove", "list1, list2"),
            Map.entry("interleave", "list, delim"), Map.entry("dag", "op, arguments, names"),
            Map.entry("foreach", "var, list, expr"), Map.entry("filter", "var, list, predicate"),
            Map.entry("foldl", "init, list, acc, var, expr"), Map.entry("listflatten", "list"),
            Map.entry("instances", "?regex"), Map.entry("getdagopname", "dag"), Map.entry("setdagopname", "dag, name"),
            Map.entry("match", "str, regex"));

    /** The ones that take a type in angle brackets before their operands (required by all but {@code !getdagop}). */
    private static final List<String> TYPED = List.of("cast", "isa", "exists", "getdagarg", "instances");

    private static final Map<String, Operator> ALL = build();

    /** Every operator a file can write, by name (without the {@code !}), sorted. */
    public static Map<String, Operator> all() {
        return ALL;
    }

    private static Map<String, Operator> build() {
        Map<String, Operator> out = new TreeMap<>();
        for (BangOp op : BangOp.values()) {
            if (!op.spelled) continue;
            String n = op.maxOperands > 100 ? op.minOperands + " or more operands"
                    : op.minOperands == op.maxOperands ? op.minOperands + " operand" + (op.minOperands == 1 ? "" : "s")
                    : op.minOperands + " to " + op.maxOperands + " operands";
            out.put(op.spelling, new Operator(op.spelling, operands(op), TYPED.contains(op.spelling), "!" + op.spelling + ": " + n));
        }
        out.put("cond", new Operator("cond", List.of("cond1 : val1", "cond2 : val2", "..."), false,
                "!cond: condition: value pairs"));
        return Collections.unmodifiableMap(out);
    }

    private static List<String> operands(BangOp op) {
        String named = OPERANDS.get(op.spelling);
        if (named != null) return List.of(named.split(", "));
        // not named here yet: a, b, c... from the evaluator's counts
        List<String> out = new ArrayList<>();
        int shown = op.nary() ? op.minOperands : op.maxOperands;
        for (int i = 0; i < shown; i++) out.add((i < op.minOperands ? "" : "?") + (char) ('a' + i));
        if (op.nary()) out.add("...");
        return out;
    }
}
