package pdll.ide.hover;

import java.util.List;
import java.util.Optional;
import pdll.ide.analysis.Analysis;
import pdll.ide.semantic.SemanticHover;

/**
 * The hover feature: the first provider with an answer wins. Op names and includes first
 * (where the semantic model has no node), then the semantic model (which also answers for ODS
 * constraints, with their documentation), then the core constraints.
 */
public final class Hovers {
    private static final List<HoverProvider> PROVIDERS = List.of(new OpHover(), new IncludeHover(), new SemanticHover(),
            new CoreConstraintHover());

    private Hovers() {}

    public static Optional<HoverInfo> hover(Analysis a, int offset) {
        for (HoverProvider p : PROVIDERS) {
            Optional<HoverInfo> h = p.hover(a, offset);
            if (h.isPresent()) return h;
        }
        return Optional.empty();
    }
}
