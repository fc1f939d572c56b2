package pdll.ide.definition;

import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.text.FileSpan;

/** The definition feature: the first provider with targets wins. */
public final class Definitions {
    private final List<DefinitionProvider> providers;

    public Definitions(List<DefinitionProvider> providers) {
        this.providers = List.copyOf(providers);
    }

    public List<FileSpan> definition(Analysis a, int offset) {
        for (DefinitionProvider p : providers) {
            List<FileSpan> r = p.definition(a, offset);
            if (!r.isEmpty()) return r;
        }
        return List.of();
    }
}
