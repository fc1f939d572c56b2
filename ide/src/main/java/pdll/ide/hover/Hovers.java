package pdll.ide.hover;

import java.util.Optional;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.HoverInfo;

/**
 * The hover feature: the first provider with an answer wins. Op names and includes first
 * (where the semantic model has no node), then attribute and type literals, then the semantic model (which also answers for ODS
 * constraints, with their documentation), then the core constraints.
 */
public final class Hovers {
    private Hovers() {}

    public static Optional<HoverInfo> hover(Analysis a, int offset) {
        return OpHover.hover(a, offset).or(() -> IncludeHover.hover(a, offset)).or(() -> LiteralHover.hover(a, offset))
                .or(() -> SemanticHover.hover(a, offset)).or(() -> CoreConstraintHover.hover(a, offset));
    }
}
