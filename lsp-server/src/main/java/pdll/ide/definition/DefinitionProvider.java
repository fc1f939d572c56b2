package pdll.ide.definition;

import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.text.FileSpan;

/**
 * One source of go-to-definition targets; {@link Definitions} takes the first non-empty answer.
 * The semantic analyzer's definitions (variables, constraints, rewrites) plug in as another one.
 */
public interface DefinitionProvider {
    List<FileSpan> definition(Analysis analysis, int offset);
}
