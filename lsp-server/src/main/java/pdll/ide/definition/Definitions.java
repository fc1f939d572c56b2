package pdll.ide.definition;

import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.semantic.SemanticDefinition;
import pdll.ide.text.FileSpan;

/**
 * The definition feature: the first provider with targets wins (op names and includes, where the
 * semantic model has no node, then the semantic model).
 */
public final class Definitions {
    private static final List<DefinitionProvider> PROVIDERS = List.of(new OpDefinition(), new IncludeDefinition(),
            new SemanticDefinition());

    private Definitions() {}

    public static List<FileSpan> definition(Analysis a, int offset) {
        for (DefinitionProvider p : PROVIDERS) {
            List<FileSpan> r = p.definition(a, offset);
            if (!r.isEmpty()) return r;
        }
        return List.of();
    }
}
