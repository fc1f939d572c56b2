package pdll.ide.definition;

import java.nio.file.Path;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.syntax.OdsConstraintAt;
import pdll.ide.text.FileSpan;
import pdll.ide.text.TdLocations;

/** From a native constraint an ODS import declares to its def in the {@code .td}, covering the def name. */
public final class OdsConstraintDefinition implements DefinitionProvider {

    @Override
    public List<FileSpan> definition(Analysis a, int offset) {
        OdsConstraintAt.Found f = OdsConstraintAt.find(a, offset);
        if (f == null || f.constraint().loc() == null || !f.constraint().loc().isKnown()) return List.of();
        Path p = TdLocations.path(f.constraint().loc(), a.searchPath().workingDir());
        if (p == null) return List.of();
        return List.of(new FileSpan(p, TdLocations.lines(f.constraint().loc().file()), TdLocations.identifierAt(f.constraint().loc())));
    }
}
