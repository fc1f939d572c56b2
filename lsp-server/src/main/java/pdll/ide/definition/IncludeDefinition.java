package pdll.ide.definition;

import java.util.List;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.syntax.IncludeAt;
import pdll.ide.text.FileSpan;
import pdll.sema.analysis.ResolvedInclude;

/** From an {@code #include} file name to the start of the file it resolves to (the reference has only a link). */
public final class IncludeDefinition implements DefinitionProvider {

    @Override
    public List<FileSpan> definition(Analysis a, int offset) {
        ResolvedInclude inc = IncludeAt.find(a, offset);
        if (inc == null || inc.path() == null) return List.of();
        return List.of(new FileSpan(inc.path().toAbsolutePath().normalize(), new LineIndex(""), new TextRange(0, 0)));
    }
}
