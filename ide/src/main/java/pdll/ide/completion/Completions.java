package pdll.ide.completion;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CompletionItem;
import pdll.ide.answer.Proposals;
import pdll.ide.files.Directories;
import pdll.ide.index.OpIndexes;

/**
 * The completion feature: include paths inside an {@code #include} string, else operation names
 * inside {@code op<...>}, else ODS attribute names in an attribute dictionary, else keywords,
 * members after {@code name.} (from the semantic model), else keywords, snippets, constraints and
 * the names in scope for the syntactic context.
 *
 * <p>Keeps the last few lists it answered, so that the documentation of an item (which an editor
 * asks for separately when a long list left it out) is looked up by list and index rather than by
 * completing again.
 */
public final class Completions {
    /** How many lists are kept: the editor asks about the one it shows, which is almost always the last. */
    private static final int KEPT = 4;

    private final Directories dirs;
    private final OpIndexes indexes;
    private final AtomicLong ids = new AtomicLong();
    private final Map<Long, Proposals> recent = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Proposals> eldest) {
            return size() > KEPT;
        }
    };

    /** With the op index of each document's search path (operations of files not included yet). */
    public Completions(Directories dirs, OpIndexes indexes) {
        this.dirs = dirs;
        this.indexes = indexes;
    }

    /** {@code typed} is the character whose typing asked (null when asked explicitly); see {@link SpaceTrigger}. */
    public Proposals complete(Analysis a, int offset, String typed) {
        if (" ".equals(typed) && !SpaceTrigger.worthAnswering(a.snapshot().text(), offset)) return new Proposals(0, List.of());
        Proposals p = new Proposals(ids.incrementAndGet(), items(a, offset));
        synchronized (recent) {
            recent.put(p.id(), p);
        }
        return p;
    }

    /** The documentation of a listed item, "" when it has none or its list is no longer kept. */
    public String documentation(Proposals.Ref item) {
        Proposals p;
        synchronized (recent) {
            p = recent.get(item.list());
        }
        return p == null || item.index() < 0 || item.index() >= p.items().size() ? "" : p.items().get(item.index()).documentation();
    }

    /** Each provider answers empty where the offset is not its context; the first that answers decides. */
    private List<CompletionItem> items(Analysis a, int offset) {
        return IncludeCompletion.complete(a, offset, dirs)
                .or(() -> OpNameCompletion.complete(a, offset, () -> indexes.forSearchPath(a.searchPath())))
                .or(() -> AttributeCompletion.complete(a, offset))
                .or(() -> MemberCompletion.complete(a, offset))
                .orElseGet(() -> KeywordCompletion.complete(a, offset));
    }
}
