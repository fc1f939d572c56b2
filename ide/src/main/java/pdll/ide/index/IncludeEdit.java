package pdll.ide.index;

import java.util.Optional;
import pdll.base.text.LineIndex;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.sema.analysis.ResolvedInclude;

/**
 * The edit adding {@code #include "file"} to a document: on the line after its last
 * {@code #include}, else at the top of the file, each followed by a newline. None when the
 * document already has that include (never a duplicate). Plain offsets; never throws.
 */
public final class IncludeEdit {
    private IncludeEdit() {}

    public static Optional<TextEdit> insert(Analysis a, String file) {
        if (file == null || file.isEmpty()) return Optional.empty();
        ResolvedInclude last = null;
        for (ResolvedInclude inc : a.includes()) {
            if (file.equals(inc.name())) return Optional.empty();
            if (last == null || inc.range().end() > last.range().end()) last = inc;
        }
        String line = "#include \"" + file + "\"\n";
        if (last == null) return Optional.of(new TextEdit(new TextRange(0, 0), line));
        LineIndex lines = a.snapshot().lines();
        int l = lines.line(last.range().end());
        // after the last include's line; when that line is the last one (no newline after it),
        // before it, so that the edit never lands after text being typed on that line
        int at = l + 1 < lines.lineCount() ? lines.lineStart(l + 1) : lines.lineStart(l);
        return Optional.of(new TextEdit(new TextRange(at, at), line));
    }
}
