package pdll.ide.actions;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pdll.ide.analysis.Analysis;
import pdll.ide.index.IncludeEdit;
import pdll.ide.index.IndexedOp;
import pdll.ide.index.OpIndex;
import pdll.ide.syntax.OpNameAt;
import pdll.ide.text.TextEdit;

/**
 * Fixes from the op index for an operation name the document's ODS does not define: when the
 * index knows the name, "Add {@code #include "…"}" (preferred); else the index's names closest to
 * it in files not included yet ("Did you mean", with the include), at most three, leaving out
 * names in {@code exclude} (those {@link OpNameFixes} already offers). Never offers an include the
 * document already has.
 */
public final class IncludeFixes {
    private IncludeFixes() {}

    /** The "Add #include" fix for the exact name at the offset, if the index knows it. */
    public static Optional<CodeAction> addInclude(Analysis a, int offset, OpIndex index) {
        OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
        if (f == null || a.ods().lookupOperation(f.name()) != null) return Optional.empty();
        IndexedOp op = index.lookup(f.name());
        if (op == null) return Optional.empty();
        return IncludeEdit.insert(a, op.include()).map(e ->
                new CodeAction("Add `#include \"" + op.include() + "\"`", List.of(e), true));
    }

    /** Names of not-included files close to an unknown name at the offset, each with its include. */
    public static List<CodeAction> nearMisses(Analysis a, int offset, OpIndex index, Set<String> exclude) {
        OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
        if (f == null || a.ods().lookupOperation(f.name()) != null || index.lookup(f.name()) != null) return List.of();
        int limit = Math.max(1, f.name().length() / 3);
        record Scored(IndexedOp op, int distance) {}
        List<Scored> scored = new ArrayList<>();
        for (IndexedOp op : index.operations()) {
            if (exclude.contains(op.name()) || a.ods().lookupOperation(op.name()) != null) continue;
            int d = OpNameFixes.distance(f.name(), op.name(), limit);
            if (d <= limit) scored.add(new Scored(op, d));
        }
        scored.sort(Comparator.comparingInt(Scored::distance).thenComparing(s -> s.op().name()));
        List<CodeAction> out = new ArrayList<>();
        for (Scored s : scored) {
            if (out.size() == 3) break;
            Optional<TextEdit> inc = IncludeEdit.insert(a, s.op().include());
            if (inc.isEmpty()) continue;
            List<TextEdit> edits = new ArrayList<>(List.of(inc.get(), new TextEdit(f.range(), s.op().name())));
            edits.sort(Comparator.comparingInt(e -> e.range().start()));
            out.add(new CodeAction("Did you mean `" + s.op().name() + "`? (adds `#include \"" + s.op().include() + "\"`)",
                    edits, false));
        }
        return out;
    }
}
