package pdll.ide.signature;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.SignatureInfo;
import pdll.ide.syntax.OpCallAt;
import pdll.ide.text.OdsText;
import pdll.sema.ods.OdsOperation;
import pdll.sema.ods.OdsValue;

/**
 * Signature help in {@code op<name>(...)} operand lists and {@code -> (...)} result lists, like the
 * reference: the ODS groups as {@code (lhs: Value, rhs: Value?)} (results {@code Type}/{@code
 * TypeRange}) with {@code optional: }/{@code variadic: } constraint summaries per parameter, and at
 * the first group also the generic {@code (<operands>: ValueRange)} form. Beyond the reference's
 * count an ODS op has no signature; an op without ODS gets only the generic one.
 */
public final class OpSignatureHelp {
    private OpSignatureHelp() {}

    public static SignatureInfo help(Analysis a, int offset) {
        OpCallAt.Found f = OpCallAt.find(a.snapshot().tree(), offset);
        if (f == null) return null;
        OdsOperation op = a.ods().lookupOperation(f.opName());
        List<SignatureInfo.Signature> sigs = new ArrayList<>();
        List<OdsValue> groups = op == null ? List.of() : f.results() ? op.results() : op.operands();
        if (op != null && f.index() < groups.size()) {
            StringBuilder label = new StringBuilder("(");
            List<SignatureInfo.Parameter> params = new ArrayList<>();
            for (int i = 0; i < groups.size(); i++) {
                OdsValue v = groups.get(i);
                if (i > 0) label.append(", ");
                int start = label.length();
                label.append(v.name().isEmpty() ? "_" + i : v.name()).append(": ").append(OdsText.groupType(v, f.results()));
                String summary = v.constraint() == null ? "" : v.constraint().summary();
                String doc = switch (v.kind()) {
                    case SINGLE -> summary;
                    case OPTIONAL -> "optional: " + summary;
                    case VARIADIC -> "variadic: " + summary;
                };
                params.add(new SignatureInfo.Parameter(start, label.length(), doc));
            }
            label.append(')');
            sigs.add(new SignatureInfo.Signature(label.toString(),
                    "`op<" + op.name() + ">` ODS " + (f.results() ? "result" : "operand") + " specification", params));
        }
        if (f.index() == 0 && (op == null || !groups.isEmpty())) {
            String label = f.results() ? "(<results>: TypeRange)" : "(<operands>: ValueRange)";
            sigs.add(new SignatureInfo.Signature(label,
                    "Generic operation " + (f.results() ? "result" : "operand") + " specification",
                    List.of(new SignatureInfo.Parameter(1, label.length() - 1,
                            f.results() ? "All of the results of the operation." : "All of the operands of the operation."))));
        }
        if (sigs.isEmpty()) return null;
        return new SignatureInfo(sigs, 0, f.index());
    }
}
