package pdll.ide.definition;

import java.nio.file.Path;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.syntax.OpNameAt;
import pdll.ide.text.FileSpan;
import pdll.ide.text.TdLocations;
import pdll.sema.ods.OdsOperation;

/** From an operation name to its ODS def in the {@code .td} file, covering the whole def name. */
public final class OpDefinition implements DefinitionProvider {

    @Override
    public List<FileSpan> definition(Analysis a, int offset) {
        OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
        if (f == null) return List.of();
        OdsOperation op = a.ods().lookupOperation(f.name());
        if (op == null || op.loc() == null || !op.loc().isKnown()) return List.of();
        Path p = TdLocations.path(op.loc(), a.searchPath().workingDir());
        if (p == null) return List.of();
        return List.of(new FileSpan(p, op.loc().file().lines(), TdLocations.identifierAt(op.loc())));
    }
}
