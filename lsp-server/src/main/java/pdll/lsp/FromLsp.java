package pdll.lsp;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import pdll.base.text.TextRange;
import pdll.ide.actions.ShownDiagnostic;
import pdll.ide.answer.Proposals;
import pdll.ide.document.ContentChange;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;

/** The conversions from LSP4J's types to the IDE's: positions (in the negotiated encoding) to offsets of a snapshot. */
final class FromLsp {
    /** The keys of a completion item's data: which list, which item ({@link ToLsp#completions}). */
    static final String LIST = "list", INDEX = "index";

    private final DocumentStore store;

    /** @param store the negotiated encoding */
    FromLsp(DocumentStore store) {
        this.store = store;
    }

    int offset(Snapshot s, Position p) {
        if (p == null) return 0;
        return s.lines().offset(p.getLine(), p.getCharacter(), store.encoding());
    }

    /** The range (its ends in order), the whole document when the request names none. */
    TextRange range(Snapshot s, Range r) {
        if (r == null) return new TextRange(0, s.text().length());
        int start = offset(s, r.getStart()), end = offset(s, r.getEnd());
        return new TextRange(Math.min(start, end), Math.max(start, end));
    }

    /** Whole-text and range changes; malformed ones (no range ends) are left out. */
    static List<ContentChange> changes(List<TextDocumentContentChangeEvent> events) {
        List<ContentChange> changes = new ArrayList<>();
        for (TextDocumentContentChangeEvent e : events) {
            if (e == null) continue;
            String text = e.getText() == null ? "" : e.getText();
            if (e.getRange() == null) changes.add(ContentChange.full(text));
            else {
                Range r = e.getRange();
                if (r.getStart() == null || r.getEnd() == null) continue;
                changes.add(ContentChange.range(r.getStart().getLine(), r.getStart().getCharacter(),
                        r.getEnd().getLine(), r.getEnd().getCharacter(), text));
            }
        }
        return changes;
    }

    /** The diagnostics the client shows, as quick fixes name them. */
    ShownDiagnostic shown(Snapshot s, Diagnostic d) {
        var m = d.getMessage();
        String text = m == null ? null : m.isLeft() ? m.getLeft() : m.getRight() == null ? null : m.getRight().getValue();
        return new ShownDiagnostic(d.getRange() == null ? new TextRange(0, 0) : range(s, d.getRange()), text);
    }

    /** The list and index a completion item carries when its documentation was left out. */
    static Optional<Proposals.Ref> proposal(CompletionItem item) {
        if (!(item.getData() instanceof JsonObject data) || !data.has(LIST) || !data.has(INDEX)) return Optional.empty();
        return Optional.of(new Proposals.Ref(data.get(LIST).getAsLong(), data.get(INDEX).getAsInt()));
    }
}
