package pdll.ide.hover;

import java.util.Optional;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.HoverInfo;
import pdll.ide.syntax.CoreConstraintAt;

/**
 * Hover on a core constraint keyword ({@code Value}, {@code Op<arith.addi>}, ...) where it is used as
 * a constraint: the reference's {@code **Constraint**: `Value`} (with the op name for {@code Op<…>}),
 * over the keyword.
 */
public final class CoreConstraintHover {
    private CoreConstraintHover() {}

    public static Optional<HoverInfo> hover(Analysis a, int offset) {
        CoreConstraintAt.Found f = CoreConstraintAt.find(a.snapshot().tree(), offset);
        return f == null ? Optional.empty() : Optional.of(new HoverInfo(f.keyword(), "**Constraint**: `" + f.shown() + "`\n"));
    }
}
