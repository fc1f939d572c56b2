package pdll.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Edits that keep a DRR file DRR-ish, so that most mutants still evaluate and reach the converter
 * rather than stopping in the TableGen parser: another op in a dag, a dag argument dropped or
 * duplicated, a {@code $} symbol renamed, a directive ({@code either}, {@code returnType},
 * {@code location}, {@code variadic}, {@code replaceWithValue}, {@code NativeCodeCall}…) inserted
 * where an argument goes, a bracket broken, deep nesting of ops, binary garbage, an include of the
 * file itself or of a file that does not exist, a pattern record duplicated or its benefit and
 * constraint lists changed.
 */
final class DrrMutations {
    private DrrMutations() {}

    /** Names after an opening parenthesis: the dag operators (ops, directives, native calls). */
    private static final Pattern OPERATOR = Pattern.compile("\\(\\s*([A-Za-z_][\\w.]*)");
    private static final Pattern SYMBOL = Pattern.compile("\\$[\\w]*");
    private static final Pattern RECORD = Pattern.compile("(?s)\\bdef\\b[^;{]*?:\\s*Pat(?:tern)?<.*?>\\s*;");

    /** Operators a dag may name: ops of MLIR's dialects, DRR's directives, attribute constraints, and nonsense. */
    static final List<String> OPERATORS = List.of(
            "Arith_AddIOp", "Arith_SubIOp", "Arith_MulIOp", "Arith_ConstantOp", "Arith_ExtSIOp", "Arith_ExtUIOp",
            "Arith_TruncIOp", "Arith_CmpIOp", "Arith_SelectOp", "SelectOp", "Arith_ShRSIOp", "Arith_AndIOp",
            "Arith_IndexCastOp", "Arith_AddFOp", "Arith_NegFOp", "ReturnOp", "Func_ReturnOp", "FuncOp", "CallOp",
            "either", "returnType", "location", "variadic", "replaceWithValue", "addBenefit", "NativeCodeCall",
            "ConstantLikeMatcher", "ConstantAttr", "I32Attr", "AnyAttr", "AnyInteger", "Pat", "Pattern", "Op",
            "NoSuchOp", "ins", "outs", "ops", "", "1", "\"str\"");

    /** Whole dag arguments and directives, inserted where an argument goes. */
    static final List<String> ARGUMENTS = List.of(
            "$x", "$_", "$_self", "$_loc", "$_builder", "$0", "$", "$x__0", "$x__1", "$x__99", "$__", "$__0",
            "(either $a, $b)", "(either $x, (Arith_ExtSIOp $y))", "(either)", "(either $a)",
            "(returnType $x)", "(returnType \"$_builder.getI32Type()\")", "(returnType)", "(returnType $x, $y)",
            "(location $x)", "(location \"named\")", "(location $x, \"fused\")", "(location)",
            "(variadic $a, $b)", "(variadic)", "(variadic (Arith_ExtSIOp $v))",
            "(replaceWithValue $x)", "(replaceWithValue)", "(replaceWithValue $x, $y)",
            "(NativeCodeCall<\"$0 + $1\"> $a)", "(NativeCodeCall<\"$_builder.getI32IntegerAttr(42)\">)",
            "(NativeCodeCall<\"$0\", 2> $a, $b)", "(NativeCodeCall<\"$9\"> $a)", "(NativeCodeCall<\"$_self\">)",
            "(NativeCodeCall<\"foo($_loc, $_builder, $0...)\"> $a, $b)", "(NativeCodeCall<\"\", 0>)",
            "(Arith_ConstantOp ConstantAttr<I32Attr, \"1\">)", "ConstantAttr<I32Attr, \"1\">", "ConstantStrAttr<StrAttr, \"s\">",
            "(ConstantLikeMatcher APIntAttr:$c)", "(Arith_AddIOp:$named $a, $b, $f)", "(Arith_AddIOp $a, $b, (location \"l\"))",
            "(Arith_ExtSIOp:$r__0 $x)", "I32Attr:$a", "AnyInteger:$v", "$x:$y", "(addBenefit 3)", "(addBenefit -1)",
            "(Constraint<CPred<\"$0 == $1\">> $x, $y)", "(Constraint<CPred<\"true\">>)", "?", "[]", "[$x]", "(ops)");

    /** Lines a file may gain at its top or between records: includes (of itself, of nothing, again) and odd records. */
    static final List<String> LINES = List.of(
            "include \"case.td\"\n", "include \"missing/NoSuchFile.td\"\n", "include \"mlir/IR/PatternBase.td\"\n",
            "include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n", "include \"\"\n", "include \"/\"\n", "include \"..\"\n",
            "def : Pat<(Arith_ExtSIOp $x), (Arith_ExtSIOp $x)>;\n", "def P : Pat<(Arith_AddIOp $a, $b, $f), (replaceWithValue $a)>;\n",
            "def : Pat<$x, $x>;\n", "def : Pat<(Arith_AddIOp), []>;\n", "def : Pattern<(Arith_AddIOp $a, $b, $f), []>;\n",
            "def : Pattern<(Arith_AddIOp:$r $a, $b, $f), [(Arith_SubIOp $a, $b, $f), (Arith_SubIOp $b, $a, $f)]>;\n",
            "def : Pat<(Arith_AddIOp $a, $b, $f), (Arith_AddIOp $b, $a, $f), [(Constraint<CPred<\"$0 != $1\">> $a, $b)], [], (addBenefit 100)>;\n",
            "def N : NativeCodeCall<\"$0\">;\ndef : Pat<(Arith_ExtSIOp $x), (N $x)>;\n",
            "class MyPat<dag s> : Pat<s, (replaceWithValue $x)>;\ndef : MyPat<(Arith_ExtSIOp $x)>;\n",
            "defvar D = (Arith_ExtSIOp $x);\ndef : Pat<D, D>;\n", "def : Pat<(Arith_ExtSIOp $x), (Arith_ExtSIOp $x), [], [(location $x)]>;\n",
            "def : Pat<(Arith_ConstantOp $v), (Arith_ConstantOp $v)>;\n", "def : Pat<(ReturnOp (variadic $a)), (ReturnOp $a)>;\n");

    static String once(Random r, String text, List<Seed> donors) {
        switch (r.nextInt(11)) {
            case 0 -> { // another operator in a dag
                Matcher m = pick(r, OPERATOR.matcher(text));
                if (m == null) return text;
                String name = r.nextInt(3) == 0 ? operatorFrom(r, text, donors) : OPERATORS.get(r.nextInt(OPERATORS.size()));
                return text.substring(0, m.start(1)) + name + text.substring(m.end(1));
            }
            case 1, 2 -> { // drop or duplicate a dag argument
                int[] arg = argument(r, text);
                if (arg == null) return text;
                if (r.nextBoolean()) return text.substring(0, arg[0]) + text.substring(arg[1]);
                String piece = text.substring(arg[0], arg[1]);
                return text.substring(0, arg[1]) + piece + text.substring(arg[1]);
            }
            case 3 -> { // rename a $ symbol: to another one of the file, a placeholder or a fresh one
                Matcher m = pick(r, SYMBOL.matcher(text));
                if (m == null) return text;
                String to = r.nextBoolean() ? ARGUMENTS.get(r.nextInt(12)) : "$" + "xyzab".charAt(r.nextInt(5));
                Matcher other = pick(r, SYMBOL.matcher(text));
                if (other != null && r.nextBoolean()) to = other.group();
                return text.substring(0, m.start()) + to + text.substring(m.end());
            }
            case 4, 5 -> { // a directive or argument where an argument goes
                int at = argumentSlot(r, text);
                String arg = ARGUMENTS.get(r.nextInt(ARGUMENTS.size()));
                return text.substring(0, at) + (r.nextBoolean() ? arg + ", " : " " + arg + ",") + text.substring(at);
            }
            case 6 -> { // a bracket broken: dropped or doubled
                List<Integer> at = new ArrayList<>();
                for (int i = 0; i < text.length(); i++) if ("()<>[]".indexOf(text.charAt(i)) >= 0) at.add(i);
                if (at.isEmpty()) return text;
                int i = at.get(r.nextInt(at.size()));
                return text.substring(0, i) + (r.nextBoolean() ? "" : text.substring(i, i + 1) + text.charAt(i)) + text.substring(i + 1);
            }
            case 7 -> { // deep nesting of ops where an argument goes
                int depth = new int[] {30, 300, 3000, 20_000}[r.nextInt(4)];
                String op = List.of("Arith_ExtSIOp", "either", "NativeCodeCall<\"$0\">", "returnType", "location").get(r.nextInt(5));
                int at = argumentSlot(r, text);
                return text.substring(0, at) + ("(" + op + " ").repeat(depth) + "$x" + ")".repeat(depth) + ", " + text.substring(at);
            }
            case 8 -> { // binary garbage
                StringBuilder sb = new StringBuilder();
                int n = 1 + r.nextInt(64);
                for (int i = 0; i < n; i++) {
                    int b = r.nextInt(256);
                    sb.append(b >= 0x80 ? RawBytes.raw(b) : (char) b);
                }
                int at = r.nextInt(text.length() + 1);
                return text.substring(0, at) + sb + text.substring(at);
            }
            case 9 -> { // a line at the top or between records: includes, cycles, odd records
                String line = LINES.get(r.nextInt(LINES.size()));
                int at = r.nextBoolean() ? 0 : lineStart(text, r.nextInt(text.length() + 1));
                return text.substring(0, at) + line + text.substring(at);
            }
            default -> { // a pattern record duplicated (same name), made anonymous, or given a benefit
                Matcher m = pick(r, RECORD.matcher(text));
                if (m == null) return text;
                String rec = m.group();
                String changed = switch (r.nextInt(3)) {
                    case 0 -> rec + "\n" + rec;
                    case 1 -> rec.replaceFirst("\\bdef\\s+\\w+\\s*:", "def :");
                    default -> rec.substring(0, rec.lastIndexOf('>')) + ", [], [], (addBenefit " + (r.nextInt(2000) - 1000) + ")>;";
                };
                return text.substring(0, m.start()) + changed + text.substring(m.end());
            }
        }
    }

    /** One match of {@code m}, chosen at random (null when there is none). */
    private static Matcher pick(Random r, Matcher m) {
        List<int[]> spans = new ArrayList<>();
        while (m.find()) spans.add(new int[] {m.start()});
        if (spans.isEmpty()) return null;
        m.reset();
        m.find(spans.get(r.nextInt(spans.size()))[0]);
        return m;
    }

    private static String operatorFrom(Random r, String text, List<Seed> donors) {
        String from = donors.isEmpty() ? text : donors.get(r.nextInt(donors.size())).text();
        Matcher m = pick(r, OPERATOR.matcher(from));
        return m == null ? "Arith_AddIOp" : m.group(1);
    }

    /** [start, end) of one {@code , arg} inside a dag (the comma and the argument up to the next comma or closing bracket at its depth). */
    private static int[] argument(Random r, String text) {
        List<Integer> commas = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == ',') commas.add(i);
        if (commas.isEmpty()) return null;
        int start = commas.get(r.nextInt(commas.size()));
        int depth = 0;
        for (int i = start + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '<') depth++;
            else if (c == ')' || c == ']' || c == '>') {
                if (depth == 0) return new int[] {start, i};
                depth--;
            } else if (c == ',' && depth == 0) return new int[] {start, i};
        }
        return new int[] {start, text.length()};
    }

    /** Right after a dag operator (its first argument goes there) or after a comma. */
    private static int argumentSlot(Random r, String text) {
        Matcher m = pick(r, OPERATOR.matcher(text));
        if (m != null && r.nextBoolean()) return m.end();
        int[] arg = argument(r, text);
        return arg == null ? r.nextInt(text.length() + 1) : arg[0] + 1;
    }

    private static int lineStart(String text, int at) {
        if (at == 0) return 0;
        return text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
    }
}
