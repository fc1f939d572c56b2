package pdll.ide.hover;

import java.util.Optional;
import pdll.ide.analysis.Analysis;

/**
 * One source of hover content. {@link Hovers} asks its providers in order and takes the first
 * answer, so the semantic analyzer's hover (variables, constraints, patterns) plugs in as another
 * provider without touching the syntax-level ones.
 */
public interface HoverProvider {
    Optional<HoverInfo> hover(Analysis analysis, int offset);
}
