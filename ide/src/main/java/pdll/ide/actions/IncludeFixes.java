package pdll.ide.actions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pdll.base.text.TextEdit;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CodeAction;
import pdll.ide.index.IncludeEdit;
import pdll.ide.index.IndexedOp;
import pdll.ide.index.OpIndex;
import pdll.ide.syntax.OpNameAt;

/**
 * Fixes from the op index for an operation name {@code f} the document's ODS does not define: when
 * the index knows the name, "Add {@code #include "…"}" (preferred); else the index's names closest
 * to it ({@link ClosestNames}) in files not included yet ("Did you mean", with the include),
 * leaving out names in {@code exclude} (those {@link OpNameFixes} already offers). Never offers an
 * include the document already has.
 */
final class IncludeFixes {
    private IncludeFixes() {}

    /** The "Add #include" fix for the exact name, if the index knows it. */
    static Optional<CodeAction> addInclude(Analysis a, OpNameAt.Found f, OpIndex index) {
        IndexedOp op = index.lookup(f.name());
        if (op == null) return Optional.empty();
        return IncludeEdit.insert(a, op.include()).map(e ->
                new CodeAction("Add `#include \"" + op.include() + "\"`", List.of(e), true));
    }

    /** Names of not-included files close to the unknown name, each with its include. */
    static List<CodeAction> nearMisses(Analysis a, OpNameAt.Found f, OpIndex index, Set<String> exclude) {
        if (index.lookup(f.name()) != null) return List.of();
        List<IndexedOp> candidates = new ArrayList<>();
        for (IndexedOp op : index.operations()) {
            if (!exclude.contains(op.name()) && a.ods().lookupOperation(op.name()) == null) candidates.add(op);
        }
        List<CodeAction> out = new ArrayList<>();
        for (IndexedOp op : ClosestNames.rank(f.name(), candidates, IndexedOp::name, ClosestNames::levenshtein)) {
            if (out.size() == ClosestNames.MAX) break;
            Optional<TextEdit> inc = IncludeEdit.insert(a, op.include());
            if (inc.isEmpty()) continue;
            List<TextEdit> edits = new ArrayList<>(List.of(inc.get(), new TextEdit(f.range(), op.name())));
            edits.sort(Comparator.comparingInt(e -> e.range().start()));
            out.add(new CodeAction("Did you mean `" + op.name() + "`? (adds `#include \"" + op.include() + "\"`)",
                    edits, false));
        }
        return out;
    }
}
