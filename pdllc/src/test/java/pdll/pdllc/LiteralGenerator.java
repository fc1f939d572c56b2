package pdll.pdllc;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Attribute and type literals generated from MLIR's builtin grammar (every form {@code attr<"…">}
 * and {@code type<"…">} may hold, with the boundary values of every integer and float type), and
 * mutated: a generated literal with a character deleted, doubled, inserted or swapped, or cut
 * short, which makes most of them invalid in every way a hand could. Seeded: the same seed gives
 * the same literals.
 */
final class LiteralGenerator {
    /** One literal: an attribute ({@code type} false) or a type. */
    record Literal(boolean type, String text) {}

    static final String[] FLOAT_TYPES = {"f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2", "f8E4M3", "f8E4M3FN",
        "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"};
    private static final int[] WIDTHS = {0, 1, 2, 3, 4, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 256};
    private static final String[] FLOAT_SPELLINGS = {"0.0", "1.0", "1.", "0.5", "0.1", "1.5", "2.5", "3.14159", "1.1", "10.0", "65504.0",
        "65520.0", "65519.99", "3.4028235e38", "3.4028236e38", "1.0e39", "1.7976931348623157e308", "1.0e308", "1.0e400", "1.0e-7",
        "5.9604645e-8", "2.98e-8", "1.0e-38", "1.17549435e-38", "1.4e-45", "7.0e-46", "1.0e-50", "4.9e-324", "1.0e-400", "123456789.0",
        "0.30000000000000004", "0.333333333333333333333", "9007199254740993.0", "16777217.0", "1.00000001", "448.0", "464.0",
        "57344.0", "61440.0", "240.0", "0.0625", "0.001953125", "1.0E+3", "1.5e-3", "2.0e0", "100.0", "1000000.0", "1.0e10",
        "1.0e16", "1.0e17", "123.456", "0.000123", "6.0", "7.5", "28.0", "0.75", "1.75", "3.0", "12.0", "0.25", "0.125", "99.99"};
    private static final String[] IDENT_CHARS = {"a", "b", "x", "foo", "bar_1", "a.b", "x$y", "_z", "dense", "i32", "offset"};
    private static final String MUTATION_CHARS = "<>[](){},:=-?x\"#!@ 0123456789.+*e\\/";

    private final Random r;

    LiteralGenerator(long seed) {
        this.r = new Random(seed);
    }

    /** {@code n} literals: about a third of them mutated. */
    List<Literal> literals(int n) {
        List<Literal> out = new ArrayList<>(n);
        while (out.size() < n) {
            boolean type = r.nextInt(4) == 0;
            String text = type ? type(0) : attribute(0);
            if (r.nextInt(3) == 0) text = mutate(text);
            out.add(new Literal(type, text));
        }
        return out;
    }

    // ---- mutation ---------------------------------------------------------------------------------

    String mutate(String s) {
        int edits = 1 + r.nextInt(2);
        for (int k = 0; k < edits; k++) {
            if (s.isEmpty()) return "" + MUTATION_CHARS.charAt(r.nextInt(MUTATION_CHARS.length()));
            int i = r.nextInt(s.length());
            switch (r.nextInt(6)) {
                case 0 -> s = s.substring(0, i) + s.substring(i + 1);
                case 1 -> s = s.substring(0, i) + s.charAt(i) + s.substring(i);
                case 2 -> s = s.substring(0, i) + MUTATION_CHARS.charAt(r.nextInt(MUTATION_CHARS.length())) + s.substring(i);
                case 3 -> {
                    if (i + 1 < s.length()) s = s.substring(0, i) + s.charAt(i + 1) + s.charAt(i) + s.substring(i + 2);
                }
                case 4 -> s = s.substring(0, i);
                default -> {
                    int j = r.nextInt(s.length());
                    int a = Math.min(i, j), b = Math.max(i, j);
                    s = s.substring(0, a) + s.substring(b);
                }
            }
        }
        return s;
    }

    // ---- types ------------------------------------------------------------------------------------

    String type(int depth) {
        int k = depth > 2 ? r.nextInt(4) : r.nextInt(14);
        return switch (k) {
            case 0, 1 -> intType();
            case 2 -> floatType();
            case 3 -> pick("index", "none", "i32", "f32");
            case 4 -> "complex<" + (r.nextInt(5) == 0 ? type(depth + 1) : r.nextBoolean() ? intType() : floatType()) + ">";
            case 5 -> "tuple<" + list(r.nextInt(4), () -> type(depth + 1)) + ">";
            case 6 -> functionType(depth);
            case 7, 8 -> vectorType(depth);
            case 9, 10 -> tensorType(depth);
            case 11, 12 -> memrefType(depth);
            default -> pick("!llvm.ptr", "!foo.bar", "!foo<\"x\">", "!a", "!foo.bar<1, [2]>");
        };
    }

    String intType() {
        String prefix = pick("i", "i", "i", "si", "ui");
        int w = r.nextInt(10) == 0 ? pickInt(16777215, 16777216, 99999999, 1000) : WIDTHS[r.nextInt(WIDTHS.length)];
        return prefix + w;
    }

    String floatType() {
        return FLOAT_TYPES[r.nextInt(FLOAT_TYPES.length)];
    }

    private String elementType(int depth) {
        int k = r.nextInt(12);
        if (k < 5) return pick("i1", "i8", "i16", "i32", "i64", "si8", "ui8", "i4", "index", "i0");
        if (k < 9) return floatType();
        if (k < 11) return "complex<" + (r.nextBoolean() ? pick("i32", "i8", "i1") : pick("f32", "f64", "f16", "bf16")) + ">";
        return type(depth + 1);
    }

    private String functionType(int depth) {
        String in = "(" + list(r.nextInt(3), () -> type(depth + 1)) + ")";
        int n = r.nextInt(4);
        String out = n == 1 && r.nextBoolean() ? type(depth + 1) : "(" + list(n, () -> type(depth + 1)) + ")";
        return in + " -> " + out;
    }

    private String dims(boolean dynamic, boolean scalable) {
        StringBuilder sb = new StringBuilder();
        int rank = r.nextInt(4);
        for (int i = 0; i < rank; i++) {
            int k = r.nextInt(10);
            String d = k == 0 && dynamic ? "?" : k == 1 ? "0" : k == 2 ? pick("-1", "9223372036854775807", "99999999999999999999")
                    : String.valueOf(1 + r.nextInt(8));
            if (scalable && r.nextInt(4) == 0) d = "[" + d + "]";
            sb.append(d).append(r.nextInt(15) == 0 ? " x " : "x");
        }
        return sb.toString();
    }

    private String vectorType(int depth) {
        return "vector<" + dims(false, true) + elementType(depth) + ">";
    }

    private String tensorType(int depth) {
        if (r.nextInt(6) == 0) return "tensor<*x" + elementType(depth) + (r.nextInt(5) == 0 ? ", \"e\"" : "") + ">";
        String enc = r.nextInt(6) == 0 ? ", " + pick("\"enc\"", "1 : i32", "{a = 1}", "affine_map<(d0) -> (d0)>", "#foo.enc") : "";
        return "tensor<" + dims(true, false) + elementType(depth) + enc + ">";
    }

    private String memrefType(int depth) {
        if (r.nextInt(6) == 0) return "memref<*x" + elementType(depth) + (r.nextBoolean() ? ", " + memorySpace() : "") + ">";
        String d = dims(true, false);
        int rank = d.split("x", -1).length - 1;
        StringBuilder sb = new StringBuilder("memref<").append(d).append(elementType(depth));
        int k = r.nextInt(6);
        if (k == 0) sb.append(", ").append(strided(r.nextInt(5) == 0 ? r.nextInt(3) : rank));
        if (k == 1) sb.append(", ").append(affineMap(r.nextInt(5) == 0 ? r.nextInt(3) : rank));
        if (r.nextInt(3) == 0) sb.append(", ").append(memorySpace());
        return sb.append('>').toString();
    }

    private String memorySpace() {
        return pick("0", "1", "3 : i32", "0 : i32", "\"shared\"", "{a = 1}", "#gpu.address_space<workgroup>", "1.5", "[1]");
    }

    // ---- attributes -------------------------------------------------------------------------------

    String attribute(int depth) {
        int k = depth > 2 ? r.nextInt(6) : r.nextInt(26);
        return switch (k) {
            case 0, 1, 2, 3 -> integer();
            case 4, 5, 6 -> floating();
            case 7 -> pick("true", "false", "unit", "true : i1");
            case 8 -> string();
            case 9 -> symbol();
            case 10, 11 -> "[" + list(r.nextInt(4), () -> attribute(depth + 1)) + "]";
            case 12 -> dictionary(depth);
            case 13 -> type(depth + 1);
            case 14, 15, 16 -> dense();
            case 17 -> sparse();
            case 18 -> "dense_resource<" + pick("blob1", "\"b l\"", "1", "__elided__") + "> : " + pick("tensor<3xi64>", "i32", "tensor<?xf32>");
            case 19, 20 -> denseArray();
            case 21 -> r.nextBoolean() ? affineMap(r.nextInt(3)) : affineSet();
            case 22 -> strided(r.nextInt(3));
            case 23 -> location(0);
            case 24 -> "distinct[" + pick("0", "1", "7", "x", "-1") + "]<" + (r.nextBoolean() ? "" : attribute(depth + 1)) + ">";
            default -> pick("#arith.overflow<none>", "#foo.bar", "#foo<\"x\">", "#foo", "#loc", "#map", "#foo.bar<a -> b>",
                    "#foo.bar<[>]>", "#foo.bar : i32");
        };
    }

    /** An integer with boundary values of its type, decimal or hex, often with a minus. */
    String integer() {
        String type = r.nextInt(8) == 0 ? null : r.nextInt(10) == 0 ? pick("index", "f32", "f16", "bf16", "f64", "none", "tensor<i32>")
                : intType();
        int width = type == null ? 64 : type.equals("index") ? 64 : type.matches("s?u?i\\d+") ? Integer.parseInt(type.replaceAll("\\D", "")) : 32;
        width = Math.min(width, 300);
        BigInteger v = switch (r.nextInt(9)) {
            case 0 -> BigInteger.ZERO;
            case 1 -> BigInteger.ONE;
            case 2 -> BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
            case 3 -> BigInteger.ONE.shiftLeft(width);
            case 4 -> width == 0 ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(width - 1);
            case 5 -> width == 0 ? BigInteger.ONE : BigInteger.ONE.shiftLeft(width - 1).subtract(BigInteger.ONE);
            case 6 -> BigInteger.valueOf(r.nextInt(1000));
            case 7 -> new BigInteger(Math.max(1, width), r);
            default -> BigInteger.valueOf(r.nextInt(300));
        };
        String text = r.nextInt(4) == 0 ? "0x" + v.toString(16).toUpperCase() : v.toString();
        if (r.nextInt(3) == 0) text = (r.nextInt(6) == 0 ? "- " : "-") + text;
        return type == null ? text : text + " : " + type;
    }

    /** A float literal: a decimal spelling, or the hex bit pattern of a value of the type. */
    String floating() {
        String type = r.nextInt(10) == 0 ? null : r.nextInt(12) == 0 ? pick("i32", "index", "tensor<f32>") : floatType();
        String text;
        if (r.nextInt(4) == 0) {
            int width = widthOf(type);
            BigInteger bits = switch (r.nextInt(5)) {
                case 0 -> BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
                case 1 -> BigInteger.ONE.shiftLeft(Math.max(0, width - 1));
                case 2 -> BigInteger.ONE.shiftLeft(width);
                default -> new BigInteger(Math.max(1, width), r);
            };
            text = "0x" + bits.toString(16).toUpperCase();
            if (r.nextInt(8) == 0) text = "-" + text;
        } else {
            text = r.nextInt(3) == 0 ? randomDecimal() : FLOAT_SPELLINGS[r.nextInt(FLOAT_SPELLINGS.length)];
            if (r.nextInt(3) == 0) text = "-" + text;
        }
        return type == null ? text : text + " : " + type;
    }

    private String randomDecimal() {
        StringBuilder sb = new StringBuilder().append(r.nextInt(r.nextBoolean() ? 10 : 100000)).append('.');
        int digits = r.nextInt(12);
        for (int i = 0; i < digits; i++) sb.append(r.nextInt(10));
        if (r.nextInt(3) == 0) sb.append(pick("e", "E", "e+", "e-")).append(r.nextInt(r.nextBoolean() ? 10 : 400));
        return sb.toString();
    }

    private static int widthOf(String floatType) {
        if (floatType == null) return 64;
        return switch (floatType) {
            case "f16", "bf16" -> 16;
            case "f32", "tf32" -> 32;
            case "f64" -> 64;
            case "f80" -> 80;
            case "f128" -> 128;
            case "f6E2M3FN", "f6E3M2FN" -> 6;
            case "f4E2M1FN" -> 4;
            default -> floatType.startsWith("f8") ? 8 : 32;
        };
    }

    private String string() {
        StringBuilder sb = new StringBuilder("\"");
        int n = r.nextInt(6);
        for (int i = 0; i < n; i++) {
            sb.append(pick("a", "b c", "\\n", "\\t", "\\\"", "\\\\", "\\00", "\\7F", "\\C3\\A9", "é", "\u00ff", "\\q", "x y", "0", "#"));
        }
        sb.append('"');
        if (r.nextInt(4) == 0) sb.append(" : ").append(type(2));
        return sb.toString();
    }

    private String symbol() {
        String s = "@" + pick("foo", "\"a b\"", "bar.baz", "_x", "1", "a$b", "\"\"", "\"x\\22y\"");
        int nested = r.nextInt(3);
        for (int i = 0; i < nested; i++) s += pick("::@inner", "::@\"q r\"", ":: @x", "::x", ":@y");
        return s;
    }

    private String dictionary(int depth) {
        StringBuilder sb = new StringBuilder("{");
        int n = r.nextInt(4);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(", ");
            sb.append(pick("a", "b", "z", "A", "_x", "a.b", "\"c d\"", "\"\"", "1", "dense", "\"a\""));
            if (r.nextInt(4) != 0) sb.append(" = ").append(attribute(depth + 1));
        }
        return sb.append('}').toString();
    }

    // ---- element data -------------------------------------------------------------------------------

    private String shapedType(String element, List<Integer> shape) {
        StringBuilder sb = new StringBuilder(pick("tensor", "tensor", "tensor", "vector", "memref")).append('<');
        for (int d : shape) sb.append(d).append('x');
        return sb.append(element).append('>').toString();
    }

    private List<Integer> shape() {
        List<Integer> s = new ArrayList<>();
        int rank = r.nextInt(4);
        for (int i = 0; i < rank; i++) s.add(r.nextInt(8) == 0 ? 0 : 1 + r.nextInt(3));
        return s;
    }

    String dense() {
        String element = pick("i32", "i8", "i1", "i64", "index", "si8", "ui8", "i4", "i0", "f32", "f16", "bf16", "f64", "f8E4M3FN",
                "complex<i32>", "complex<f32>", "i16", "f80");
        List<Integer> shape = shape();
        List<Integer> literalShape = r.nextInt(6) == 0 ? shape() : shape;
        String type = r.nextInt(20) == 0 ? pick("i32", "tensor<?xi32>", "tensor<*xf32>") : shapedType(element, shape);
        String body;
        int k = r.nextInt(10);
        if (k < 3) body = denseElement(element);
        else if (k < 8) body = nested(literalShape, 0, element);
        else if (k < 9) body = hexData(element, shape);
        else body = pick("", "[]", "[[]]", "foo", "(1, 2)", "[1, [2]]", "\"abc\"", "[\"a\", \"b\"]");
        return "dense<" + body + "> : " + type;
    }

    private String nested(List<Integer> shape, int dim, String element) {
        if (dim == shape.size()) return denseElement(element);
        StringBuilder sb = new StringBuilder("[");
        int n = r.nextInt(12) == 0 ? shape.get(dim) + 1 : shape.get(dim);
        for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ", ").append(nested(shape, dim + 1, element));
        return sb.append(']').toString();
    }

    private String denseElement(String element) {
        if (element.startsWith("complex") && r.nextInt(6) != 0) {
            String part = element.substring(8, element.length() - 1);
            return "(" + denseElement(part) + ", " + denseElement(part) + ")";
        }
        int k = r.nextInt(10);
        if (k == 0) return pick("true", "false", "1.5", "-1", "0x7FC00000", "-0x1", "300", "-0");
        if (element.startsWith("f") || element.startsWith("bf") || element.startsWith("complex<f")) {
            return (r.nextInt(4) == 0 ? "-" : "") + (r.nextInt(5) == 0 ? "0x" + Integer.toHexString(r.nextInt(65536)).toUpperCase()
                    : FLOAT_SPELLINGS[r.nextInt(FLOAT_SPELLINGS.length)]);
        }
        if (element.equals("i1")) return pick("true", "false", "1", "0");
        return (r.nextInt(4) == 0 ? "-" : "") + pick("0", "1", "2", "7", "127", "128", "255", "256", "65535", "0x10", "2147483648");
    }

    private String hexData(String element, List<Integer> shape) {
        int count = 1;
        for (int d : shape) count *= d;
        int bytes = element.equals("i1") ? -1 : element.contains("64") || element.equals("index") ? 8 : element.contains("32") ? 4
                : element.contains("16") ? 2 : element.equals("f80") ? 16 : 1;
        if (element.startsWith("complex")) bytes *= 2;
        int total = bytes < 0 ? (count + 7) / 8 : bytes * (r.nextInt(3) == 0 ? 1 : count);
        if (r.nextInt(6) == 0) total += r.nextBoolean() ? 1 : -1;
        StringBuilder sb = new StringBuilder("\"0x");
        for (int i = 0; i < Math.max(0, total); i++) sb.append(String.format("%02X", r.nextInt(r.nextBoolean() ? 2 : 256)));
        return sb.append('"').toString();
    }

    private String sparse() {
        int k = r.nextInt(8);
        String type = pick("tensor<3xi32>", "tensor<3x4xi32>", "tensor<2x2xf32>", "tensor<i32>", "vector<4xi8>", "tensor<3xcomplex<i32>>");
        String indices = switch (k) {
            case 0 -> "0";
            case 1 -> "[0, 1]";
            case 2 -> "[[0, 0], [1, 2]]";
            case 3 -> "[[0, 1]]";
            case 4 -> "[]";
            case 5 -> "[[5, 0]]";
            case 6 -> "[-1]";
            default -> "[[0], [1]]";
        };
        String values = pick("1", "[1, 2]", "[1]", "[1.5]", "[(1, 2)]", "\"0x01000000\"", "[[1]]", "[]", "true");
        return r.nextInt(10) == 0 ? "sparse<> : " + type : "sparse<" + indices + ", " + values + "> : " + type;
    }

    private String denseArray() {
        String t = pick("i1", "i8", "i16", "i32", "i64", "f32", "f64", "f16", "bf16", "ui8", "si8", "i4", "i128", "index", "tensor<i32>");
        if (r.nextInt(8) == 0) return "array<" + t + ">";
        StringBuilder sb = new StringBuilder("array<").append(t).append(": ");
        int n = r.nextInt(4);
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(r.nextInt(20) == 0 ? " " : ", ");
            if (t.equals("i1")) sb.append(pick("true", "false", "1", "-1"));
            else if (t.startsWith("f") || t.startsWith("bf")) sb.append(pick("1.5", "-0.0", "1", "0x7FC00000", "1.0e39", "-1.25", "0.1", "2.0"));
            else sb.append(pick("0", "1", "-1", "127", "128", "255", "-128", "-129", "65536", "-0", "0x7F"));
        }
        return sb.append('>').toString();
    }

    // ---- layouts, maps, locations -------------------------------------------------------------------

    private String strided(int rank) {
        StringBuilder sb = new StringBuilder("strided<[");
        for (int i = 0; i < rank; i++) sb.append(i == 0 ? "" : ", ").append(pick("1", "?", "4", "-2", "0", "16"));
        sb.append(']');
        if (r.nextBoolean()) sb.append(", offset: ").append(pick("0", "?", "5", "-1"));
        return sb.append('>').toString();
    }

    String affineMap(int dims) {
        StringBuilder sb = new StringBuilder("affine_map<(");
        for (int i = 0; i < dims; i++) sb.append(i == 0 ? "" : ", ").append('d').append(i);
        sb.append(')');
        int symbols = r.nextInt(3) == 0 ? 1 : 0;
        if (symbols > 0) sb.append("[s0]");
        sb.append(" -> (");
        int results = r.nextInt(3);
        for (int i = 0; i < results; i++) sb.append(i == 0 ? "" : ", ").append(affineExpr(dims, symbols, 0));
        return sb.append(")>").toString();
    }

    private String affineSet() {
        return "affine_set<(d0)[s0] : (" + affineExpr(1, 1, 0) + pick(" >= 0", " == 0", " >= 0, d0 - 1 >= 0") + ")>";
    }

    private String affineExpr(int dims, int symbols, int depth) {
        int k = depth > 1 ? r.nextInt(2) : r.nextInt(6);
        if (k == 0) return dims > 0 && r.nextBoolean() ? "d" + r.nextInt(dims) : symbols > 0 ? "s0" : String.valueOf(r.nextInt(5));
        if (k == 1) return String.valueOf(r.nextInt(7) - 2);
        String a = affineExpr(dims, symbols, depth + 1), b = affineExpr(dims, symbols, depth + 1);
        return switch (k) {
            case 2 -> a + " + " + b;
            case 3 -> a + " * " + String.valueOf(r.nextInt(4));
            case 4 -> "(" + a + ") " + pick("floordiv", "ceildiv", "mod") + " " + (1 + r.nextInt(4));
            default -> a + " - " + b;
        };
    }

    String location(int depth) {
        String inner = switch (depth > 1 ? r.nextInt(3) : r.nextInt(7)) {
            case 0 -> "unknown";
            case 1 -> "\"" + pick("a.mlir", "f", "x y") + "\":" + r.nextInt(20) + ":" + r.nextInt(20);
            case 2 -> "\"" + pick("a", "n") + "\"";
            case 3 -> "\"n\"(" + bare(location(depth + 1)) + ")";
            case 4 -> "callsite(" + bare(location(depth + 1)) + " at " + bare(location(depth + 1)) + ")";
            case 5 -> "fused" + (r.nextBoolean() ? "<\"m\">" : "") + "[" + bare(location(depth + 1)) + ", " + bare(location(depth + 1)) + "]";
            default -> "\"a\":1:2 to " + pick("3:4", ":9", "3", "") ;
        };
        return "loc(" + inner + ")";
    }

    private static String bare(String loc) {
        return loc.substring(4, loc.length() - 1);
    }

    // ---- helpers ------------------------------------------------------------------------------------

    private String list(int n, java.util.function.Supplier<String> item) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ", ").append(item.get());
        return sb.toString();
    }

    private String pick(String... options) {
        return options[r.nextInt(options.length)];
    }

    private int pickInt(int... options) {
        return options[r.nextInt(options.length)];
    }
}
