package pdll.ide.answer;

import java.util.List;

/**
 * The completion items at one place, with the number that names this list: an editor showing a long
 * list without documentation asks for an item's documentation later by {@link Ref}, and
 * {@link Completions#documentation} looks it up without completing again.
 */
public record Proposals(long id, List<CompletionItem> items) {
    public Proposals {
        items = List.copyOf(items);
    }

    /** Item {@code index} of list {@code list}. */
    public record Ref(long list, int index) {}
}
