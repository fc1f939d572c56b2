package pdll.ide.hover;

import java.util.Optional;
import pdll.ide.analysis.Analysis;
import pdll.ide.syntax.OdsConstraintAt;
import pdll.sema.ods.ImportedConstraint;

/**
 * Hover on a native constraint declared by an ODS import, in the reference's format: one parameter
 * {@code self} ({@code Attr}, {@code Type} or {@code Op}) and the def's summary and description.
 */
public final class OdsConstraintHover implements HoverProvider {

    @Override
    public Optional<HoverInfo> hover(Analysis a, int offset) {
        OdsConstraintAt.Found f = OdsConstraintAt.find(a, offset);
        if (f == null) return Optional.empty();
        ImportedConstraint c = f.constraint();
        String self = switch (c.kind()) {
            case Attr -> "Attr";
            case Type -> "Type";
            case Op -> "Op";
        };
        String doc = c.kind() == ImportedConstraint.Kind.Op ? c.description()
                : c.description().isBlank() ? c.summary() : c.summary() + "\n\n" + c.description();
        String md = "**Constraint**: `" + c.name() + "`\n***\nParameters:\n* self: `" + self + "`\n***\n"
                + (doc.isBlank() ? "" : "\n" + doc.strip() + "\n");
        return Optional.of(new HoverInfo(f.range(), md));
    }
}
