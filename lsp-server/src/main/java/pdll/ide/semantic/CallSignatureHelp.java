package pdll.ide.semantic;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.signature.SignatureInfo;
import pdll.sema.ast.Decl;
import pdll.sema.query.SemanticModel;

/**
 * Signature help inside a Constraint or Rewrite call, in the reference's form:
 * {@code Name(a: Value, b: Type) -> ResultType} with the argument at the cursor active.
 */
public final class CallSignatureHelp {
    private CallSignatureHelp() {}

    public static SignatureInfo help(Analysis a, int offset) {
        if (a.model() == null) return null;
        SemanticModel.ExpectedArgument e = a.model().expectedArgumentAt(a.fileName(), offset).orElse(null);
        if (e == null) return null;
        Decl.CallableDecl c = e.callee();
        StringBuilder label = new StringBuilder(c.name()).append('(');
        List<SignatureInfo.Parameter> params = new ArrayList<>();
        for (int i = 0; i < c.inputs().size(); i++) {
            if (i > 0) label.append(", ");
            int start = label.length();
            label.append(c.inputs().get(i).name()).append(": ").append(c.inputs().get(i).type());
            params.add(new SignatureInfo.Parameter(start, label.length(), ""));
        }
        label.append(") -> ").append(c.resultType());
        String doc = c.ods() != null ? c.ods().documentation() : "";
        return new SignatureInfo(List.of(new SignatureInfo.Signature(label.toString(), doc, params)), 0, e.index());
    }
}
