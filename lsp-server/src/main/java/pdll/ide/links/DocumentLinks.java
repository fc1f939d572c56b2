package pdll.ide.links;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Include;

/** One link per resolved {@code #include} of the document (the string with its quotes). */
public final class DocumentLinks {
    private DocumentLinks() {}

    public static List<DocumentLink> compute(Analysis a) {
        List<DocumentLink> out = new ArrayList<>();
        for (Include inc : a.includes()) {
            if (inc.resolved() != null) out.add(new DocumentLink(inc.nameRange(), inc.resolved().toAbsolutePath().normalize()));
        }
        return out;
    }
}
