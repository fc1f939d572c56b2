package pdll.ide.syntax;

import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Include;

/** The {@code #include} whose file name string holds an offset. */
public final class IncludeAt {
    private IncludeAt() {}

    public static Include find(Analysis a, int offset) {
        for (Include inc : a.includes()) if (inc.nameRange().contains(offset)) return inc;
        return null;
    }
}
