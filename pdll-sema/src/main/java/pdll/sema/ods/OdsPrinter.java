package pdll.sema.ods;

import java.util.List;
import java.util.Map;

/** Prints an ODS context exactly as {@code mlir-pdll --dump-ods} does (on its stderr). */
public final class OdsPrinter {

    private OdsPrinter() {}

    public static String dumpOds(OdsContext ctx) {
        StringBuilder sb = new StringBuilder("ODSContext {\n");
        for (Map.Entry<String, List<OdsOperation>> d : ctx.dialects().entrySet()) {
            sb.append("  Dialect `").append(d.getKey()).append("` {\n");
            for (OdsOperation op : d.getValue()) appendOperation(sb, op);
            sb.append("  }\n");
        }
        constraints(sb, "AttributeConstraint", ctx.attributeConstraints());
        constraints(sb, "TypeConstraint", ctx.typeConstraints());
        return sb.append("}\n}\n").toString();
    }

    /** One operation's entry of {@link #dumpOds}, as it appears there (indented four spaces). */
    public static String operation(OdsOperation op) {
        StringBuilder sb = new StringBuilder();
        appendOperation(sb, op);
        return sb.toString();
    }

    private static void appendOperation(StringBuilder sb, OdsOperation op) {
        sb.append("    Operation `").append(op.name()).append("` {\n");
        if (!op.attributes().isEmpty()) {
            sb.append("      Attributes { ");
            for (int i = 0; i < op.attributes().size(); i++) {
                OdsAttribute a = op.attributes().get(i);
                if (i > 0) sb.append(", ");
                item(sb, a.name(), a.optional() ? OdsValue.VariableLength.OPTIONAL : OdsValue.VariableLength.SINGLE,
                        a.constraint());
            }
            sb.append(" }\n");
        }
        values(sb, "Operands", op.operands());
        values(sb, "Results", op.results());
        sb.append("    }\n");
    }

    private static void values(StringBuilder sb, String label, List<OdsValue> vs) {
        if (vs.isEmpty()) return;
        sb.append("      ").append(label).append(" { ");
        for (int i = 0; i < vs.size(); i++) {
            if (i > 0) sb.append(", ");
            item(sb, vs.get(i).name(), vs.get(i).kind(), vs.get(i).constraint());
        }
        sb.append(" }\n");
    }

    private static void item(StringBuilder sb, String name, OdsValue.VariableLength kind, OdsConstraint c) {
        sb.append(name).append(" : ");
        switch (kind) {
            case SINGLE -> sb.append(c.demangledName());
            case OPTIONAL -> sb.append("Optional<").append(c.demangledName()).append('>');
            case VARIADIC -> sb.append("Variadic<").append(c.demangledName()).append('>');
        }
    }

    private static void constraints(StringBuilder sb, String label, List<OdsConstraint> cs) {
        for (OdsConstraint c : cs) {
            sb.append("  ").append(label).append(" `").append(c.demangledName()).append("` {\n")
              .append("    Summary: ").append(c.summary()).append('\n')
              .append("    CppClass: ").append(c.cppClass()).append("\n  }\n");
        }
    }
}
