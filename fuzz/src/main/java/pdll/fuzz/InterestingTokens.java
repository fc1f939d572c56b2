package pdll.fuzz;

import java.util.List;
import java.util.Random;

/**
 * Text worth inserting: the brackets and markers whose pairing the lexers and parsers track, the
 * preprocessor's words, numbers at and past the limits, NUL and broken UTF-8 (see {@link RawBytes}),
 * and generators for deep nesting and very long tokens.
 */
final class InterestingTokens {
    private InterestingTokens() {}

    static final List<String> COMMON = List.of(
            "(", ")", "[", "]", "{", "}", "<", ">", "[{", "}]", "{{", "}}", "\"", "'", "`", "\\", "\\\"",
            ",", ";", ":", "::", ".", "..", "...", "=", "=>", "->", "-", "+", "#", "$", "@", "%", "!", "?",
            "//", "/*", "*/", "// -----", "-----", "\n// -----\n", "\r\n", "\r", "\t", " ", "\n", "\f", "\u000b",
            "\0", "\uFEFF", "\u00e9", "\u20ac", "\uD83D\uDE00", "\uD800", "\uDFFF",
            String.valueOf(RawBytes.raw(0xFF)), RawBytes.raw(0xC0, 0x80), RawBytes.raw(0xED, 0xA0, 0x80), RawBytes.raw(0xE2, 0x82),
            RawBytes.raw(0xF4, 0x90, 0x80, 0x80), String.valueOf(RawBytes.raw(0x80)),
            "0", "-0", "1", "-1", "65535", "65536", "2147483647", "2147483648", "-2147483649",
            "9223372036854775807", "9223372036854775808", "-9223372036854775809",
            "99999999999999999999999999999999999999", "0x", "0xFFFFFFFFFFFFFFFFFF", "0b", "0b102", "1e400",
            "1.5", "0x1p3", "00000000000000000001");

    static final List<String> PDLL = List.of(
            "#include \"", "#include \"tst_ops.td\"\n", "#include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n",
            "#include \"missing.pdll\"\n", "#include <", "#include \"/\"\n", "#include \"../\"\n", "#include \"\"\n",
            "Pattern", "Pattern {", "Pattern P with benefit(", "with recursion", "benefit(", "Constraint", "Rewrite",
            "let", "let x", "let x: ", "replace", "with", "erase", "rewrite", "return", "op", "op<", "op<>", "op<a.b>",
            "attr<\"", "type<\"", "Attr", "Type", "Value", "ValueRange", "TypeRange", "Op", "Op<", "not",
            "=> {", "-> (", "(a: Value)", "_", "__", "x.0", ".0", ".-1", ".99999999999", "{ }", "<>", "()",
            "Pattern {\n  erase op<>;\n}\n", "Constraint C(v: Value) [{ return success(); }];\n",
            "Rewrite R() -> Op [{ return nullptr; }];\n", "op<test.op>(", "{attr = ", "-> (x: Value, y: Type)",
            // split documents (the server analyses each part on its own): a marker mid-line, in a banner, a part's end
            "// -----\nPattern P => erase op<a.b>;\n", " // ----- ", "// ---------------", "Pattern {\n// -----\n}",
            // MLIR attribute and type syntax inside literals (parsed as MLIR parses them)
            "attr<\"dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>\">", "attr<\"0x7FC00000 : f32\">", "attr<\"affine_map<(d0)[s0] -> (d0 floordiv s0)>\">",
            "type<\"memref<?x4xf32, strided<[4, 1], offset: ?>, 1>\">", "type<\"vector<[4]x8xf8E4M3FN>\">", "attr<\"loc(callsite(\\\"a\\\":1:2 at fused[unknown]))\">",
            "attr<\"{a = [1.5, @s::@t], b = array<i8: 1, -1>}\">", "attr<\"sparse<[[0, 1]], [1.0]> : tensor<2x2xf16>\">", "dense<", "affine_map<(",
            "tensor<", "memref<*x", ": i65536", "distinct[0]<", "#arith.overflow<none>", "!llvm.ptr", "\\22", "\\FF");

    static final List<String> TD = List.of(
            "#include \"", "include \"", "include \"mlir/IR/OpBase.td\"\n", "include \"missing.td\"\n", "include \"\"\n",
            "#ifdef X\n", "#ifndef X\n", "#define X\n", "#else\n", "#endif\n", "#ifdef", "#endif", "#define",
            "class", "class A<", "def", "def ", "defm", "defset", "defvar", "multiclass", "foreach", "if", "then",
            "else", "let", "in", "field", "bit", "bits<", "bits<0>", "bits<64>", "bits<65>", "int", "string", "code",
            "dag", "list<", "!foreach(", "!foldl(", "!if(", "!cast<", "!strconcat(", "!listconcat(", "!subst(", "!head(",
            "!tail(", "!size(", "!add(", "!shl(", "!sra(", "!div(", "!div(1, 0)", "!interleave(", "!repr(", "!getdagop(",
            "!range(", "!range(0, 100000000)", "!setdagarg(", "!dag(", "!isa<", "!exists<", "!empty(", "!match(",
            "!find(", "!substr(", "!tolower(", "!sub(", "!mul(", "!logtwo(", "!logtwo(0)", "!cond(", "!assert",
            "assert", "dump", "NAME", "?", "#", "{0-3}", "{64}", "{-1}", "[{", "}]", "$x", "(ins ", "(outs ",
            "def X : X;\n", "class C<C x>;\n", "defvar v = v;\n", "class A { int a = b; int b = a; }\ndef D : A;\n",
            "multiclass M { defm NAME : M; }\ndefm X : M;\n");

    static String pick(Random r, Seed.Kind kind) {
        int n = r.nextInt(10);
        if (n < 4) return COMMON.get(r.nextInt(COMMON.size()));
        if (n < 9) {
            List<String> l = kind == Seed.Kind.PDLL ? PDLL : TD;
            return l.get(r.nextInt(l.size()));
        }
        return generated(r, kind);
    }

    /** Deep nesting and long runs: what recursion depth and buffer limits have to survive. */
    static String generated(Random r, Seed.Kind kind) {
        int depth = switch (r.nextInt(4)) {
            case 0 -> 10 + r.nextInt(50);
            case 1 -> 200 + r.nextInt(100);
            case 2 -> 1000 + r.nextInt(2000);
            default -> 20_000;
        };
        String[][] pdllPairs = {{"(", ")"}, {"[", "]"}, {"{", "}"}, {"<", ">"}, {"op<>(", ")"}, {"op<a.b>(", ")"},
            {"(", ""}, {"x.", "0"}, {"{ ", " }"}, {"-> (", ")"}, {"[{", ""}, {"/*", ""}};
        String[][] tdPairs = {{"(", ")"}, {"[", "]"}, {"{", "}"}, {"<", ">"}, {"!if(1, ", ", 0)"}, {"!cast<int>(", ")"},
            {"!strconcat(\"a\", ", ")"}, {"list<", ">"}, {"#ifdef X\n", "#endif\n"}, {"(ops ", ")"}, {"!foreach(x, [1], ", ")"},
            {"!listconcat([", "])"}, {"[{", ""}, {"\"", ""}};
        String[][] pairs = kind == Seed.Kind.PDLL ? pdllPairs : tdPairs;
        String[] p = pairs[r.nextInt(pairs.length)];
        if (r.nextInt(4) == 0) {
            // one very long token: identifier, number or string
            String unit = switch (r.nextInt(4)) {
                case 0 -> "a";
                case 1 -> "9";
                case 2 -> "\"" + "x".repeat(depth) + "\"";
                default -> "_";
            };
            return unit.length() > 1 ? unit : unit.repeat(depth);
        }
        return p[0].repeat(depth) + (r.nextBoolean() ? p[1].repeat(depth) : "");
    }
}
