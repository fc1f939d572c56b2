package pdll.ide.syntax;

import pdll.ide.analysis.Analysis;
import pdll.sema.analysis.ResolvedInclude;

/** The {@code #include} whose file name string holds an offset. */
public final class IncludeAt {
    private IncludeAt() {}

    public static ResolvedInclude find(Analysis a, int offset) {
        for (ResolvedInclude inc : a.includes()) if (inc.range().textRange().contains(offset)) return inc;
        return null;
    }
}
