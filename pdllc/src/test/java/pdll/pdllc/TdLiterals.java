package pdll.pdllc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import pdll.pdllc.LiteralGenerator.Literal;

/**
 * The attribute and type literals of MLIR's own {@code .td} files, which nobody on this project
 * wrote: every builtin literal of the op documentation ({@code dense<…> : tensor<…>},
 * {@code memref<…>}, {@code affine_map<…>}, {@code loc(…)} …, cut at its matching bracket, on one
 * line), and the ODS default values and constant attributes of builtin attribute kinds written
 * in MLIR's syntax ({@code DefaultValuedAttr<I32Attr, "0">} is {@code 0 : i32},
 * {@code DefaultValuedAttr<DenseI64ArrayAttr, "{}">} is {@code array<i64>}). In file order, each
 * once.
 */
final class TdLiterals {
    private static final Pattern KEYWORD = Pattern.compile(
            "(?<![A-Za-z0-9_.!#$])(dense|dense_resource|sparse|array|affine_map|affine_set|strided|distinct|tensor|memref|vector|complex|tuple|loc)[<(\\[]");
    private static final Pattern SHAPED_TYPE = Pattern.compile("\\s*:\\s*(tensor|vector|memref)<");
    private static final Pattern DEFAULT = Pattern.compile("(?:DefaultValuedAttr|DefaultValuedOptionalAttr|ConstantAttr)<(\\w+),\\s*\"([^\"]*)\"");
    private static final Set<String> TYPES = Set.of("tensor", "memref", "vector", "complex", "tuple");
    /** The MLIR element type of ODS's builtin integer, float and dense array attribute kinds. */
    private static final Map<String, String> SCALARS = Map.ofEntries(Map.entry("I1Attr", "i1"), Map.entry("I8Attr", "i8"),
            Map.entry("I16Attr", "i16"), Map.entry("I32Attr", "i32"), Map.entry("I64Attr", "i64"), Map.entry("SI8Attr", "si8"),
            Map.entry("SI16Attr", "si16"), Map.entry("SI32Attr", "si32"), Map.entry("SI64Attr", "si64"), Map.entry("UI8Attr", "ui8"),
            Map.entry("UI16Attr", "ui16"), Map.entry("UI32Attr", "ui32"), Map.entry("UI64Attr", "ui64"), Map.entry("F32Attr", "f32"),
            Map.entry("F64Attr", "f64"), Map.entry("IndexAttr", "index"));
    private static final Map<String, String> DENSE_ARRAYS = Map.of("DenseI64ArrayAttr", "i64", "DenseI32ArrayAttr", "i32",
            "DenseI16ArrayAttr", "i16", "DenseI8ArrayAttr", "i8", "DenseBoolArrayAttr", "i1", "DenseF32ArrayAttr", "f32",
            "DenseF64ArrayAttr", "f64");

    private TdLiterals() {}

    static List<Literal> of(Path mlirInclude) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(mlirInclude)) {
            files = s.filter(p -> p.toString().endsWith(".td")).sorted().toList();
        }
        Set<Literal> out = new LinkedHashSet<>();
        for (Path f : files) {
            String text = new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
            documented(text, out);
            defaults(text, out);
        }
        return new ArrayList<>(out);
    }

    private static void documented(String text, Set<Literal> out) {
        Matcher m = KEYWORD.matcher(text);
        while (m.find()) {
            int end = closing(text, m.end() - 1);
            if (end < 0) continue;
            Matcher type = SHAPED_TYPE.matcher(text).region(end, text.length());
            if (m.group(1).matches("dense|sparse|dense_resource") && type.lookingAt()) {
                int typeEnd = closing(text, type.end() - 1);
                if (typeEnd > 0) end = typeEnd;
            }
            out.add(new Literal(TYPES.contains(m.group(1)), text.substring(m.start(), end)));
        }
    }

    /** The offset after the bracket that closes the one at {@code open}, on the same line; -1 when there is none. */
    private static int closing(String s, int open) {
        StringBuilder stack = new StringBuilder();
        for (int j = open; j < s.length(); j++) {
            char c = s.charAt(j);
            if (c == '\n') return -1;
            if (c == '<' || c == '(' || c == '[' || c == '{') stack.append(c);
            else if (c == '>' || c == ')' || c == ']' || c == '}') {
                if (c == '>' && s.charAt(j - 1) == '-') continue;
                if (stack.length() == 0) return -1;
                stack.setLength(stack.length() - 1);
                if (stack.length() == 0) return j + 1;
            }
        }
        return -1;
    }

    private static void defaults(String text, Set<Literal> out) {
        Matcher m = DEFAULT.matcher(text);
        while (m.find()) {
            String kind = m.group(1);
            String value = m.group(2).strip();
            String lit = null;
            if (kind.equals("BoolAttr") && value.matches("true|false")) lit = value;
            else if (SCALARS.containsKey(kind) && value.matches("-?(0x[0-9a-fA-F]+|[0-9]+(\\.[0-9]*)?)")) lit = value + " : " + SCALARS.get(kind);
            else if (DENSE_ARRAYS.containsKey(kind) && value.matches("\\{[^{}]*}")) {
                String body = value.substring(1, value.length() - 1).strip();
                lit = "array<" + DENSE_ARRAYS.get(kind) + (body.isEmpty() ? "" : ": " + body) + ">";
            } else if (kind.matches("I64ArrayAttr|I32ArrayAttr|ArrayAttr|F32ArrayAttr") && value.matches("\\{[^{}]*}")) {
                lit = "[" + value.substring(1, value.length() - 1).strip() + "]";
            } else if (kind.equals("DictionaryAttr") && value.equals("{}")) lit = "{}";
            else if (kind.equals("UnitAttr")) lit = "unit";
            if (lit != null) out.add(new Literal(false, lit));
        }
    }
}
