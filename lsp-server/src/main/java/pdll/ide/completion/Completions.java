package pdll.ide.completion;

import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.files.Directories;
import pdll.ide.index.OpIndexes;

/**
 * The completion feature: include paths inside an {@code #include} string, else operation names
 * inside {@code op<...>}, else ODS attribute names in an attribute dictionary, else keywords,
 * members after {@code name.} (from the semantic model), else keywords, snippets, constraints and
 * the names in scope for the syntactic context.
 */
public final class Completions {
    private final Directories dirs;
    private final OpIndexes indexes;

    public Completions(Directories dirs) {
        this(dirs, OpIndexes.NONE);
    }

    /** With the op index of each document's search path (operations of files not included yet). */
    public Completions(Directories dirs, OpIndexes indexes) {
        this.dirs = dirs;
        this.indexes = indexes;
    }

    public List<CompletionItem> complete(Analysis a, int offset) {
        List<CompletionItem> inc = IncludeCompletion.complete(a, offset, dirs);
        if (!inc.isEmpty()) return inc;
        List<CompletionItem> ops = OpNameCompletion.complete(a, offset, () -> indexes.forSearchPath(a.searchPath()));
        if (!ops.isEmpty()) return ops;
        List<CompletionItem> attrs = AttributeCompletion.complete(a, offset);
        if (attrs != null) return attrs;
        List<CompletionItem> members = MemberCompletion.complete(a, offset);
        if (members != null) return members;
        return KeywordCompletion.complete(a, offset);
    }
}
