package pdll.ide.completion;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CompletionItem;
import pdll.ide.syntax.TokenCursor.AbsToken;
import pdll.ide.syntax.TokenCursor;
import pdll.sema.ast.Decl;
import pdll.sema.ods.OdsOperation;
import pdll.sema.ods.OdsValue;
import pdll.sema.query.SemanticModel;
import pdll.sema.types.PdllType;
import pdll.syntax.TokenKind;

/**
 * After {@code name.}: the members of the variable's type, as the reference offers them: for an
 * ODS operation each result by index and by name ({@code 0 (field #0)}, {@code sum (field #0)})
 * with the constraint's summary, for a tuple each element by index and label. Empty when the
 * cursor is not after a member dot (other completions then run).
 */
final class MemberCompletion {
    private MemberCompletion() {}

    static Optional<List<CompletionItem>> complete(Analysis a, int offset) {
        if (a.model() == null) return Optional.empty();
        TokenCursor tc = TokenCursor.around(a.snapshot().tree(), offset);
        AbsToken word = tc.wordAt(offset);
        int dotIndex = word != null && word.start() < offset ? tc.indexOf(word) - 1 : tc.lastBefore(offset);
        AbsToken dot = tc.get(dotIndex);
        if (dot == null || dot.kind() != TokenKind.DOT) return Optional.empty();
        AbsToken base = tc.get(dotIndex - 1);
        if (base == null || !base.isWord() || base.end() != dot.start()) return Optional.empty();
        PdllType type = null;
        for (Decl d : a.model().visibleAt(a.fileName(), base.start())) {
            if (d instanceof Decl.VariableDecl v && base.text().equals(SemanticModel.nameOf(v))) type = v.type();
        }
        if (type == null) return Optional.empty();
        TextRange r = word != null && word.start() < offset ? new TextRange(word.start(), word.end()) : new TextRange(offset, offset);
        List<CompletionItem> out = new ArrayList<>();
        if (type instanceof PdllType.Op op && op.name() != null) {
            OdsOperation ods = a.ods().lookupOperation(op.name());
            if (ods == null) return Optional.of(out);
            for (int i = 0; i < ods.results().size(); i++) {
                OdsValue v = ods.results().get(i);
                String t = v.kind() == OdsValue.VariableLength.VARIADIC ? "ValueRange" : "Value";
                String doc = v.constraint() == null ? "" : v.constraint().summary() + "\n\n```c++\n" + v.constraint().cppClass() + "\n```\n";
                out.add(field(Integer.toString(i), i, t, doc, r));
                if (!v.name().isEmpty()) out.add(field(v.name(), i, t, doc, r));
            }
        } else if (type instanceof PdllType.Tuple tuple) {
            for (int i = 0; i < tuple.size(); i++) {
                String t = tuple.elements().get(i).toString();
                out.add(field(Integer.toString(i), i, t, "", r));
                if (!tuple.names().get(i).isEmpty()) out.add(field(tuple.names().get(i), i, t, "", r));
            }
        }
        return Optional.of(out);
    }

    private static CompletionItem field(String name, int index, String type, String doc, TextRange r) {
        return new CompletionItem(name + " (field #" + index + ")", CompletionItem.Kind.PROPERTY, index + ": " + type, doc, name, r,
                String.valueOf(index));
    }
}
