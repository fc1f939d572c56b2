package pdll.ide.links;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.DocumentLink;
import pdll.sema.analysis.ResolvedInclude;

/** One link per resolved {@code #include} of the document (the string with its quotes). */
public final class DocumentLinks {
    private DocumentLinks() {}

    public static List<DocumentLink> compute(Analysis a) {
        List<DocumentLink> out = new ArrayList<>();
        for (ResolvedInclude inc : a.includes()) {
            if (inc.path() != null) out.add(new DocumentLink(inc.range().textRange(), inc.path().toAbsolutePath().normalize()));
        }
        return out;
    }
}
