package pdll.ide.split;

import java.util.ArrayList;
import java.util.List;
import pdll.base.text.LineIndex;
import pdll.ide.answer.FoldingRange;
import pdll.ide.answer.SemanticToken;
import pdll.ide.answer.TokenType;
import pdll.ide.document.Snapshot;

/**
 * The {@code // -----} markers of a split document, which belong to no part, as the editor shows
 * them: each a comment token, and each part a foldable region from the line it starts on (the
 * marker's) to the line before the next marker's, so that a test file folds case by case.
 */
public final class Markers {
    private Markers() {}

    /** A comment token for each marker. */
    public static List<SemanticToken> tokens(Snapshot s) {
        List<SemanticToken> out = new ArrayList<>();
        for (int i = 0; i + 1 < s.parts().size(); i++) {
            out.add(new SemanticToken(s.parts().get(i).end(), s.parts().get(i + 1).start(), TokenType.COMMENT, false, false));
        }
        return out;
    }

    /** A region for each part over more than one line (the last part's without the document's last line break). */
    public static List<FoldingRange> folds(Snapshot s) {
        LineIndex lines = s.lines();
        List<FoldingRange> out = new ArrayList<>();
        for (int i = 0; i < s.parts().size(); i++) {
            Snapshot.Part p = s.parts().get(i);
            int first = lines.line(p.start());
            int last = i + 1 < s.parts().size() ? lines.line(s.parts().get(i + 1).start()) - 1 : lines.line(Math.max(0, s.text().length() - 1));
            if (last > first) out.add(new FoldingRange(first, last, FoldingRange.Kind.REGION));
        }
        return out;
    }
}
