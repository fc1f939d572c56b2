package pdll.ide.actions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import pdll.ide.analysis.Analysis;
import pdll.ide.index.OpIndex;
import pdll.ide.syntax.OpNameAt;
import pdll.ide.text.TextEdit;

/**
 * The quick fixes at an offset: for an operation name the document's ODS does not define, the
 * include that defines it (preferred, from the op index), then "Did you mean" among the included
 * names ({@link OpNameFixes}), then close names of files not included yet. Only one fix is ever
 * preferred. The index is asked only on such a name (asking may start building it).
 */
public final class CodeActions {
    private CodeActions() {}

    public static List<CodeAction> at(Analysis a, int offset, Supplier<OpIndex> indexOf) {
        OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
        if (f == null || a.ods().lookupOperation(f.name()) != null) return List.of();
        OpIndex index = indexOf.get();
        List<CodeAction> out = new ArrayList<>();
        Optional<CodeAction> add = IncludeFixes.addInclude(a, f, index);
        add.ifPresent(out::add);
        Set<String> offered = new HashSet<>();
        for (CodeAction c : OpNameFixes.at(a, f)) {
            out.add(add.isPresent() ? new CodeAction(c.title(), c.edits(), false) : c);
            for (TextEdit e : c.edits()) offered.add(e.newText());
        }
        out.addAll(IncludeFixes.nearMisses(a, f, index, offered));
        return out;
    }
}
