package pdll.ide.definition;

import java.util.List;
import java.util.Optional;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.SemanticSpans;
import pdll.ide.syntax.IncludeAt;
import pdll.ide.syntax.OpNameAt;
import pdll.ide.text.FileSpan;
import pdll.sema.analysis.ResolvedInclude;
import pdll.sema.diag.Where;
import pdll.sema.ods.OdsOperation;

/**
 * The definition feature: the first source with a target wins (op names and includes, where the
 * semantic model has no node, then the semantic model, then the names that are their own
 * definition).
 */
public final class Definitions {
    private Definitions() {}

    public static List<FileSpan> definition(Analysis a, int offset) {
        return opDefinition(a, offset).or(() -> includeDefinition(a, offset)).or(() -> SemanticDefinition.definition(a, offset))
                .or(() -> NameDefinition.definition(a, offset)).map(List::of).orElse(List.of());
    }

    /** From an operation name to its ODS def in the {@code .td} file, covering the whole def name. */
    public static Optional<FileSpan> opDefinition(Analysis a, int offset) {
        OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
        OdsOperation op = f == null ? null : a.ods().lookupOperation(f.name());
        return op == null || op.loc() == null ? Optional.empty() : Optional.ofNullable(SemanticSpans.of(a, Where.of(op.loc())));
    }

    /** From an {@code #include} file name to the start of the file it resolves to (the reference has only a link). */
    private static Optional<FileSpan> includeDefinition(Analysis a, int offset) {
        ResolvedInclude inc = IncludeAt.find(a, offset);
        if (inc == null || inc.path() == null) return Optional.empty();
        return Optional.of(new FileSpan(inc.path().toAbsolutePath().normalize(), new LineIndex(""), new TextRange(0, 0)));
    }
}
