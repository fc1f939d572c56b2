package pdll.ide.actions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CodeAction;
import pdll.ide.answer.QuickFix;
import pdll.ide.index.OpIndex;
import pdll.ide.syntax.OpNameAt;

/**
 * The quick fixes for a range. First, for an operation name at its start that the document's ODS
 * does not define: the include that defines it (preferred, from the op index), then "Did you mean"
 * among the included names ({@link OpNameFixes}), then close names of files not included yet.
 * Then "Did you mean" for an undefined PDLL name the range touches ({@link NameFixes}), each
 * naming the shown diagnostic it fixes. Only one fix of each kind is ever preferred. The index is
 * asked only on an unknown operation name (asking may start building it).
 */
public final class CodeActions {
    private CodeActions() {}

    public static List<QuickFix> at(Analysis a, TextRange range, List<ShownDiagnostic> shown, Supplier<OpIndex> indexOf) {
        List<QuickFix> out = new ArrayList<>();
        for (CodeAction c : opName(a, range.start(), indexOf)) out.add(new QuickFix(c, List.of()));
        for (NameFixes.Fix f : NameFixes.at(a, range.start(), range.end())) {
            TextRange fixed = f.action().edits().get(0).range();
            List<Integer> fixes = new ArrayList<>();
            for (int i = 0; i < shown.size(); i++) {
                if (shown.get(i).range().equals(fixed) && f.diagnostic().equals(shown.get(i).message())) fixes.add(i);
            }
            out.add(new QuickFix(f.action(), fixes));
        }
        return out;
    }

    private static List<CodeAction> opName(Analysis a, int offset, Supplier<OpIndex> indexOf) {
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
