package pdll.ide.split;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.SymbolKind;
import pdll.ide.document.Snapshot;

/**
 * The outline of a split document, grouped as the reference server groups it: one entry
 * {@code <file-split-N>} per part (N from 0, also for a part without declarations), from the start
 * of the line the part starts on to the start of the next part's line, its name an empty range at
 * its start, and the part's own outline inside it. The last part's entry runs to the document's end
 * (the reference's ends a line before its last line).
 */
public final class SplitOutline {
    private SplitOutline() {}

    /** @param outline the outline of a part, given the document's line the part starts on */
    public static List<DocumentSymbol> of(Snapshot s, BiFunction<Snapshot, Integer, List<DocumentSymbol>> outline) {
        LineIndex lines = s.lines();
        List<DocumentSymbol> out = new ArrayList<>(s.parts().size());
        for (int i = 0; i < s.parts().size(); i++) {
            Snapshot.Part p = s.parts().get(i);
            int start = lines.lineStart(lines.line(p.start()));
            int end = i + 1 < s.parts().size() ? lines.lineStart(lines.line(s.parts().get(i + 1).start())) : s.text().length();
            Shift shift = Shift.of(s, p);
            List<DocumentSymbol> children = outline.apply(p.snapshot(), shift.lineDelta()).stream().map(shift::symbol).toList();
            out.add(new DocumentSymbol("<file-split-" + i + ">", "", SymbolKind.SPLIT_PART, new TextRange(start, Math.max(start, end)),
                    new TextRange(start, start), children));
        }
        return out;
    }
}
