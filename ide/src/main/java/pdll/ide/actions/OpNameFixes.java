package pdll.ide.actions;

import java.util.ArrayList;
import java.util.List;
import pdll.base.text.TextEdit;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CodeAction;
import pdll.ide.syntax.OpNameAt;
import pdll.sema.ods.OdsOperation;

/**
 * "Did you mean" for an operation name the document's ODS does not define: the defined names
 * closest to it ({@link ClosestNames}), each a quick fix replacing the name. An op unknown to ODS
 * is legal PDLL (an unregistered op), so this is offered as an action, never reported as an error.
 */
final class OpNameFixes {
    private OpNameFixes() {}

    /** For {@code f}, an operation name the document's ODS does not define. */
    static List<CodeAction> at(Analysis a, OpNameAt.Found f) {
        List<OdsOperation> close = ClosestNames.rank(f.name(), a.ods().operations(), OdsOperation::name, ClosestNames::levenshtein);
        List<CodeAction> out = new ArrayList<>();
        for (int i = 0; i < Math.min(ClosestNames.MAX, close.size()); i++) {
            String name = close.get(i).name();
            out.add(new CodeAction("Did you mean `" + name + "`?", List.of(new TextEdit(f.range(), name)), i == 0));
        }
        return out;
    }
}
