package pdll.ide.completion;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CompletionItem;
import pdll.ide.syntax.OpCallAt;
import pdll.ide.syntax.TokenCursor;
import pdll.sema.ods.OdsAttribute;
import pdll.sema.ods.OdsOperation;

/**
 * Attribute names in an operation's attribute dictionary, from its ODS definition, like the
 * reference ({@code optional} for {@code OptionalAttr}, the constraint summary and storage type as
 * documentation), but also with a partly typed name and without attributes already written.
 */
public final class AttributeCompletion {
    private AttributeCompletion() {}

    /** The attribute names, empty when the offset is not at an attribute-name position. */
    public static Optional<List<CompletionItem>> complete(Analysis a, int offset) {
        if (TokenCursor.insideCommentOrLiteral(a.snapshot().tree(), offset)) return Optional.empty();
        String name = OpCallAt.attributeNameAt(a.snapshot().tree(), offset);
        if (name == null) return Optional.empty();
        OdsOperation op = a.ods().lookupOperation(name);
        if (op == null) return Optional.of(List.of());
        TokenCursor tc = TokenCursor.around(a.snapshot().tree(), offset);
        TokenCursor.AbsToken word = tc.wordAt(offset);
        TextRange r = word != null ? new TextRange(word.start(), word.end()) : new TextRange(offset, offset);
        String text = a.snapshot().text();
        List<CompletionItem> out = new ArrayList<>();
        for (OdsAttribute at : op.attributes()) {
            String doc = at.constraint() == null ? ""
                    : at.constraint().summary() + "\n\n```c++\n" + at.constraint().cppClass() + "\n```\n";
            if (writtenInDictionary(text, r, at.name())) continue;
            out.add(new CompletionItem(at.name(), CompletionItem.Kind.PROPERTY, at.optional() ? "optional" : "", doc, at.name(), r, at.name()));
        }
        return Optional.of(out);
    }

    /** Whether {@code name =} already appears in the dictionary around the cursor (the word at the cursor aside). */
    private static boolean writtenInDictionary(String text, TextRange r, String name) {
        int open = text.lastIndexOf('{', r.start());
        if (open < 0) return false;
        int close = text.indexOf('}', r.end());
        String others = text.substring(open + 1, r.start()) + " " + text.substring(r.end(), close < 0 ? text.length() : close);
        return Pattern.compile("(^|[\\s,])" + Pattern.quote(name) + "\\s*=").matcher(others).find();
    }
}
