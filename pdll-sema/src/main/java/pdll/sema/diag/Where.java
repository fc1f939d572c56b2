package pdll.sema.diag;

import pdll.sema.ast.SourceRange;
import pdll.tablegen.source.Loc;

/**
 * Where a diagnostic points: a range of a PDLL file ({@code pdll}), a position in a {@code .td}
 * file ({@code td}), or nowhere (both null: TableGen's fatal errors).
 */
public record Where(SourceRange pdll, Loc td) {
    public static final Where NOWHERE = new Where(null, null);

    public static Where of(SourceRange r) {
        return new Where(r, null);
    }

    public static Where of(Loc loc) {
        return loc == null || !loc.isKnown() ? NOWHERE : new Where(null, loc);
    }
}
