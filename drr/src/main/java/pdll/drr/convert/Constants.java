package pdll.drr.convert;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.tablegen.eval.Record;

/**
 * DRR's {@code ConstantAttr<Attr, "value">} (and its subclasses such as {@code ConstantEnumCase}):
 * as a PDLL attribute literal where the attribute is a builtin one whose MLIR spelling is certain,
 * else as the C++ that builds it (the attribute's {@code constBuilderCall}), for a native
 * Constraint or Rewrite: mlir-pdll-22 rejects dialect attribute literals.
 */
final class Constants {
    private Constants() {}

    private static final Pattern INT_TYPE = Pattern.compile(
            "\\$_builder\\.getIntegerAttr\\(\\s*\\$_builder\\.getIntegerType\\(\\s*(\\d+)\\s*(?:,\\s*(?:/\\*isSigned=\\*/)?\\s*(true|false)\\s*)?\\)\\s*,\\s*\\$0\\s*\\)");
    private static final Pattern INDEX = Pattern.compile(
            "\\$_builder\\.getIntegerAttr\\(\\s*\\$_builder\\.getIndexType\\(\\)\\s*,\\s*\\$0\\s*\\)");
    private static final Pattern FLOAT = Pattern.compile(
            "\\$_builder\\.getFloatAttr\\(\\s*\\$_builder\\.get(F32|F64)Type\\(\\)\\s*,\\s*\\$0\\s*\\)");
    private static final Pattern DECIMAL = Pattern.compile("-?(0|[1-9][0-9]*)");
    private static final Pattern FLOAT_TEXT = Pattern.compile("-?[0-9]+\\.[0-9]+([eE][-+]?[0-9]+)?");

    /**
     * Whether {@code r} stands for one attribute value in a result pattern: a {@code ConstantAttr},
     * or an enum case ({@code I32Case10}), which DRR builds with the case's own builder and value.
     */
    static boolean is(Record r) {
        return r.isSubclassOf("ConstantAttr") || (r.isSubclassOf("EnumCase") && r.isSubclassOf("Attr") && r.intValue("value") != null);
    }

    /** The attribute def that builds the constant. */
    static Record attrDef(Record constant) {
        return constant.isSubclassOf("ConstantAttr") ? constant.defValue("attr") : constant;
    }

    static String value(Record constant) {
        if (!constant.isSubclassOf("ConstantAttr")) return String.valueOf(constant.intValue("value"));
        String v = constant.stringValue("value");
        return v == null ? "" : v;
    }

    /** The MLIR text of the constant for {@code attr<"…">}, or {@code null} where only C++ can build it. */
    static String literal(Record constant) {
        Record attr = attrDef(constant);
        if (attr == null) return null;
        String call = attr.stringValue("constBuilderCall");
        if (call == null) return null;
        call = call.strip();
        String v = value(constant).strip();
        Matcher m = INT_TYPE.matcher(call);
        if (m.matches() && DECIMAL.matcher(v).matches()) {
            int width = Integer.parseInt(m.group(1));
            String prefix = m.group(2) == null ? "i" : m.group(2).equals("true") ? "si" : "ui";
            if (width == 1 && prefix.equals("i")) return v.equals("0") ? "false" : v.equals("1") ? "true" : null;
            return v + " : " + prefix + width;
        }
        if (INDEX.matcher(call).matches() && DECIMAL.matcher(v).matches()) return v + " : index";
        m = FLOAT.matcher(call);
        if (m.matches() && FLOAT_TEXT.matcher(v).matches() && exactIn(m.group(1), Double.parseDouble(v))) {
            return v + " : " + m.group(1).toLowerCase();
        }
        if (call.equals("$_builder.getBoolAttr($0)") && (v.equals("true") || v.equals("false"))) return v;
        if (call.equals("$_builder.getUnitAttr()")) return "unit";
        return null;
    }

    /**
     * Whether C++'s path (decimal → double → the type) and MLIR's (decimal → the type) give the
     * same number: certain when the double is exactly a value of the type.
     */
    private static boolean exactIn(String type, double d) {
        return switch (type) {
            case "F64" -> true;
            case "F32" -> (double) (float) d == d;
            default -> false;
        };
    }

    /** The C++ that builds the constant, {@code $_builder} as {@code rewriter}. */
    static String builder(Record constant) {
        Record attr = attrDef(constant);
        String call = attr == null ? null : attr.stringValue("constBuilderCall");
        if (call == null || call.isBlank()) {
            throw new Unsupported("ConstantAttr", "attribute " + (attr == null ? "?" : attr.name()) + " has no constBuilderCall");
        }
        return CppCode.format(call.strip(), List.of(value(constant)), null, "rewriter", null);
    }

    /** How the DRR file spells the constant: its def's name, or {@code ConstantAttr<Attr, "value">} for an inline one. */
    static String describe(Record constant) {
        if (!constant.isAnonymous()) return constant.name();
        Record attr = attrDef(constant);
        return "ConstantAttr<" + (attr == null ? "?" : attr.name()) + ", \"" + CppCode.oneLine(value(constant)) + "\">";
    }

    /** A readable name for native code about the constant ({@code ConstI32Attr_2}, {@code ConstArith_IntegerOverflowAttr_none}). */
    static String name(Record constant) {
        Record attr = attrDef(constant);
        String v = value(constant);
        int c = v.lastIndexOf("::");
        if (c >= 0) v = v.substring(c + 2);
        if (!constant.isSubclassOf("ConstantAttr")) return "Const" + constant.name();
        return "Const" + (attr == null ? "" : attr.name()) + "_" + v;
    }
}
