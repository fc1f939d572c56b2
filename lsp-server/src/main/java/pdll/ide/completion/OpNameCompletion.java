package pdll.ide.completion;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pdll.ide.analysis.Analysis;
import pdll.ide.syntax.TokenCursor;
import pdll.ide.syntax.TokenCursor.AbsToken;
import pdll.ide.text.TextRange;
import pdll.sema.ods.OdsOperation;
import pdll.syntax.TokenKind;

/**
 * Completion of operation names inside {@code op<...>} and {@code Op<...>} from the ODS context of
 * the document's includes: dialect names right after {@code <} (also with a partly typed name),
 * and after {@code dialect.} the operations of that dialect (also with a partly typed name, and for
 * names with several dots such as {@code llvm.intr.memcpy}). Items replace the word at the cursor.
 * Works on tokens, so it also works while the surrounding pattern does not parse.
 */
public final class OpNameCompletion {
    private OpNameCompletion() {}

    public static List<CompletionItem> complete(Analysis a, int offset) {
        if (TokenCursor.insideCommentOrLiteral(a.snapshot().tree(), offset)) return List.of();
        TokenCursor tc = TokenCursor.around(a.snapshot().tree(), offset);
        AbsToken word = tc.wordAt(offset);
        // Walk back over `ident (. ident)*` to the `<` of an `op<`/`Op<`.
        int i = word != null ? tc.indexOf(word) - 1 : tc.lastBefore(offset);
        List<AbsToken> path = new ArrayList<>();
        while (i >= 0) {
            AbsToken t = tc.get(i);
            if (t.kind() == TokenKind.DOT || t.isWord()) {
                if (t.end() > offset) return List.of();
                path.add(0, t);
                i--;
            } else break;
        }
        AbsToken less = tc.get(i);
        AbsToken op = tc.get(i - 1);
        if (less == null || less.kind() != TokenKind.LESS || op == null) return List.of();
        boolean isOp = op.kind() == TokenKind.KW_OP || (op.kind() == TokenKind.IDENTIFIER && op.text().equals("op"));
        if (!isOp) return List.of();
        // The path must alternate word, dot, word...; the first dot separates the dialect.
        for (int k = 0; k < path.size(); k++) {
            boolean wantDot = k % 2 == 1;
            if ((path.get(k).kind() == TokenKind.DOT) != wantDot) return List.of();
            if (k > 0 && path.get(k).start() != path.get(k - 1).end()) return List.of();
        }
        if (word != null && !path.isEmpty() && word.start() != path.get(path.size() - 1).end()) return List.of();
        int cursorEnd = word != null ? word.end() : offset;
        Map<String, List<OdsOperation>> dialects = a.ods().dialects();
        List<CompletionItem> out = new ArrayList<>();
        if (path.isEmpty()) {
            TextRange r = new TextRange(word != null ? word.start() : offset, cursorEnd);
            dialects.forEach((d, ops) -> out.add(new CompletionItem(d, CompletionItem.Kind.DIALECT,
                    ops.size() + (ops.size() == 1 ? " operation" : " operations"), "", d, r, d)));
            return out;
        }
        String dialect = path.get(0).text();
        List<OdsOperation> ops = dialects.get(dialect);
        if (ops == null || path.size() < 2) return List.of();
        int start = path.get(1).end();
        TextRange r = new TextRange(start, Math.max(start, cursorEnd));
        for (OdsOperation o : ops) {
            String rest = o.name().substring(dialect.length() + 1);
            out.add(new CompletionItem(rest, CompletionItem.Kind.OPERATION, o.summary(), "", rest, r, rest));
        }
        return out;
    }
}
