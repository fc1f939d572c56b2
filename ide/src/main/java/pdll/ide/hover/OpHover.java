package pdll.ide.hover;

import java.util.Optional;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.HoverInfo;
import pdll.ide.syntax.OpNameAt;
import pdll.ide.text.OdsText;
import pdll.sema.ods.OdsOperation;
import pdll.sema.ods.OdsValue;

/**
 * Hover on an operation name in {@code op<...>}/{@code Op<...>}: the reference's
 * {@code **OpName**: `name`} with the ODS summary and description, plus the operand, result and
 * attribute lists. An op the document's ODS does not know says so instead of showing nothing.
 */
public final class OpHover {
    private OpHover() {}

    public static Optional<HoverInfo> hover(Analysis a, int offset) {
        OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
        if (f == null) return Optional.empty();
        OdsOperation op = a.ods().lookupOperation(f.name());
        if (op == null) {
            return Optional.of(new HoverInfo(f.range(), "**OpName**: `" + f.name() + "`\n***\n"
                    + "Not defined by the ODS of this document's `.td` includes.\n"));
        }
        return Optional.of(new HoverInfo(f.range(), markdown(op)));
    }

    public static String markdown(OdsOperation op) {
        StringBuilder sb = new StringBuilder("**OpName**: `").append(op.name()).append("`\n***\n");
        if (!op.summary().isBlank()) sb.append(op.summary().strip()).append("\n***\n");
        if (!op.operands().isEmpty()) sb.append("Operands: ").append(values(op, true)).append('\n');
        if (!op.results().isEmpty()) sb.append("Results: ").append(values(op, false)).append('\n');
        if (!op.attributes().isEmpty()) {
            sb.append("Attributes: ");
            for (int i = 0; i < op.attributes().size(); i++) {
                var at = op.attributes().get(i);
                if (i > 0) sb.append(", ");
                sb.append('`').append(at.name()).append(at.optional() ? "?" : "").append('`');
            }
            sb.append('\n');
        }
        if (!op.description().isBlank()) sb.append("***\n").append(op.description()).append('\n');
        return sb.toString();
    }

    private static String values(OdsOperation op, boolean operands) {
        StringBuilder sb = new StringBuilder();
        var list = operands ? op.operands() : op.results();
        for (int i = 0; i < list.size(); i++) {
            OdsValue v = list.get(i);
            if (i > 0) sb.append(", ");
            sb.append('`').append(v.name().isEmpty() ? "#" + i : v.name()).append(": ").append(OdsText.groupType(v, !operands)).append('`');
        }
        return sb.toString();
    }
}
