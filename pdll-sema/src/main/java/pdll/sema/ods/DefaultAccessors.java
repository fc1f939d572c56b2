package pdll.sema.ods;

import java.util.List;
import java.util.Map;
import pdll.tablegen.eval.Value;

/**
 * ODS's rule that an operand, result or region must not be named so that its generated accessor
 * ({@code get} + the name in camel case) is one every operation class already has:
 * {@code getOperands}, {@code getRegions}, {@code getAttributes}, {@code getOperation}. The one
 * exception is an operation whose only operand (region) is variable-length: the generated
 * accessor then is the default one. mlir-tblgen rejects such an op with this error; mlir-pdll 22
 * crashes while printing it, which is why the importer reports it itself.
 */
final class DefaultAccessors {
    private DefaultAccessors() {}

    private static final Map<String, String> DEFAULTS = Map.of(
            "Operands", "operands", "Regions", "regions", "Attributes", "attributes", "Operation", "operation");

    /** The first name that overlaps (operands, then results, then regions), or null. */
    static String overlap(List<OdsValue> operands, List<OdsValue> results, Value.Dag regions) {
        boolean soleVariableOperand = operands.size() == 1 && operands.get(0).kind() != OdsValue.VariableLength.SINGLE;
        boolean soleVariadicRegion = regions != null && regions.args().size() == 1
                && regions.args().get(0) instanceof Value.DefRef r && r.record().isSubclassOf("VariadicRegion");
        for (List<OdsValue> group : List.of(operands, results)) {
            for (OdsValue v : group) {
                if (overlaps(v.name(), soleVariableOperand, soleVariadicRegion)) return v.name();
            }
        }
        if (regions != null) {
            for (String name : regions.argNames()) {
                if (name != null && overlaps(name, soleVariableOperand, soleVariadicRegion)) return name;
            }
        }
        return null;
    }

    private static boolean overlaps(String name, boolean soleVariableOperand, boolean soleVariadicRegion) {
        String accessor = DEFAULTS.get(camel(name));
        if (accessor == null) return false;
        if (accessor.equals("operands")) return !soleVariableOperand;
        if (accessor.equals("regions")) return !soleVariadicRegion;
        return true;
    }

    /** ODS's snake-to-camel conversion with a capital first letter: {@code _x} after the first character becomes {@code X}. */
    static String camel(String name) {
        if (name.isEmpty()) return name;
        StringBuilder sb = new StringBuilder();
        char first = name.charAt(0);
        sb.append(first >= 'a' && first <= 'z' ? Character.toUpperCase(first) : first);
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '_' && i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1))) {
                sb.append(Character.toUpperCase(name.charAt(++i)));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
