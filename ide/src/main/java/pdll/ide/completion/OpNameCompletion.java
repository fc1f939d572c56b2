package pdll.ide.completion;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CompletionItem;
import pdll.ide.index.IncludeEdit;
import pdll.ide.index.IndexedOp;
import pdll.ide.index.OpIndex;
import pdll.ide.syntax.TokenCursor.AbsToken;
import pdll.ide.syntax.TokenCursor;
import pdll.sema.ods.OdsOperation;
import pdll.syntax.TokenKind;

/**
 * Completion of operation names inside {@code op<...>} and {@code Op<...>} from the ODS context of
 * the document's includes: dialect names right after {@code <} (also with a partly typed name),
 * and after {@code dialect.} the operations of that dialect (also with a partly typed name, and for
 * names with several dots such as {@code llvm.intr.memcpy}). Items replace the word at the cursor.
 * With an op index, the dialects and operations of {@code .td} files the document does not include
 * follow (sorted after the others), each carrying the edit that adds the {@code #include}; the
 * items of the included ODS never change.
 * Works on tokens, so it also works while the surrounding pattern does not parse.
 */
public final class OpNameCompletion {
    private OpNameCompletion() {}

    /**
     * The dialects or operations, empty outside the name of an {@code op<...>}. {@code indexOf} is
     * asked only inside one (asking may start building the index).
     */
    public static Optional<List<CompletionItem>> complete(Analysis a, int offset, Supplier<OpIndex> indexOf) {
        if (TokenCursor.insideCommentOrLiteral(a.snapshot().tree(), offset)) return Optional.empty();
        TokenCursor tc = TokenCursor.around(a.snapshot().tree(), offset);
        AbsToken word = tc.wordAt(offset);
        // Walk back over `ident (. ident)*` to the `<` of an `op<`/`Op<`.
        int i = word != null ? tc.indexOf(word) - 1 : tc.lastBefore(offset);
        List<AbsToken> path = new ArrayList<>();
        while (i >= 0) {
            AbsToken t = tc.get(i);
            if (t.kind() == TokenKind.DOT || t.isWord()) {
                if (t.end() > offset) return Optional.empty();
                path.add(0, t);
                i--;
            } else break;
        }
        AbsToken less = tc.get(i);
        AbsToken op = tc.get(i - 1);
        if (less == null || less.kind() != TokenKind.LESS || op == null) return Optional.empty();
        boolean isOp = op.kind() == TokenKind.KW_OP || (op.kind() == TokenKind.IDENTIFIER && op.text().equals("op"));
        if (!isOp) return Optional.empty();
        // The path must alternate word, dot, word...; the first dot separates the dialect.
        for (int k = 0; k < path.size(); k++) {
            boolean wantDot = k % 2 == 1;
            if ((path.get(k).kind() == TokenKind.DOT) != wantDot) return Optional.empty();
            if (k > 0 && path.get(k).start() != path.get(k - 1).end()) return Optional.empty();
        }
        if (word != null && !path.isEmpty() && word.start() != path.get(path.size() - 1).end()) return Optional.empty();
        int cursorEnd = word != null ? word.end() : offset;
        OpIndex index = indexOf.get();
        Map<String, List<OdsOperation>> dialects = a.ods().dialects();
        List<CompletionItem> out = new ArrayList<>();
        if (path.isEmpty()) {
            TextRange r = new TextRange(word != null ? word.start() : offset, cursorEnd);
            dialects.forEach((d, ops) -> out.add(new CompletionItem(d, CompletionItem.Kind.DIALECT, count(ops), "", d, r, d)));
            index.dialects().forEach((d, ops) -> {
                if (dialects.containsKey(d)) return;
                String inc = index.dialectInclude(d);
                out.add(new CompletionItem(d, CompletionItem.Kind.DIALECT, "not included: " + inc,
                        count(ops) + "; accepting adds `#include \"" + inc + "\"`",
                        d, r, NOT_INCLUDED + d, edits(a, inc)));
            });
            return Optional.of(out);
        }
        if (path.size() < 2) return Optional.empty();
        String dialect = path.get(0).text();
        List<OdsOperation> ops = dialects.getOrDefault(dialect, List.of());
        int start = path.get(1).end();
        TextRange r = new TextRange(start, Math.max(start, cursorEnd));
        for (OdsOperation o : ops) {
            String rest = o.name().substring(dialect.length() + 1);
            out.add(new CompletionItem(rest, CompletionItem.Kind.OPERATION, o.summary(), "", rest, r, rest));
        }
        // operations the includes do not define (a dialect not included, or one split over several files)
        for (IndexedOp o : index.dialects().getOrDefault(dialect, List.of())) {
            if (a.ods().lookupOperation(o.name()) != null || o.name().length() <= dialect.length() + 1) continue;
            String rest = o.name().substring(dialect.length() + 1);
            out.add(new CompletionItem(rest, CompletionItem.Kind.OPERATION, o.summary(),
                    "Not included yet: accepting adds `#include \"" + o.include() + "\"`", rest, r, NOT_INCLUDED + rest,
                    edits(a, o.include())));
        }
        return Optional.of(out);
    }

    private static String count(List<?> ops) {
        return ops.size() + (ops.size() == 1 ? " operation" : " operations");
    }

    /** Sorts items that need an include after those the document already has. */
    static final String NOT_INCLUDED = "~";

    private static List<TextEdit> edits(Analysis a, String include) {
        return IncludeEdit.insert(a, include).map(List::of).orElse(List.of());
    }
}
