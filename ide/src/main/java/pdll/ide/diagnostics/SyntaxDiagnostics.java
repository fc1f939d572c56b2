package pdll.ide.diagnostics;

import java.util.ArrayList;
import java.util.List;
import pdll.base.diag.Severity;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.IdeDiagnostic;
import pdll.syntax.Diagnostic;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;

/**
 * The document's syntax errors, every one (the parser recovers, so there can be many, unlike the
 * reference's one): what the editor shows when the semantic analysis crashed; and where an error
 * at an offset is shown.
 */
public final class SyntaxDiagnostics {
    private SyntaxDiagnostics() {}

    public static List<IdeDiagnostic> compute(Analysis a) {
        List<IdeDiagnostic> out = new ArrayList<>();
        SyntaxTree tree = a.snapshot().tree();
        for (Diagnostic d : tree.diagnostics()) {
            out.add(new IdeDiagnostic(rangeAt(tree, d.offset()), Severity.ERROR, d.message(), List.of()));
        }
        return out;
    }

    /** The token at an error offset (so the squiggle covers it), else one character, else nothing at the end. */
    static TextRange rangeAt(SyntaxTree tree, int offset) {
        String text = tree.text();
        offset = Math.max(0, Math.min(offset, text.length()));
        if (!tree.topLevels().isEmpty()) {
            TopLevel tl = tree.topLevels().get(tree.topLevelAt(offset));
            int rel = offset - tl.offset();
            List<Token> tokens = tl.tokens();
            for (int i = tl.firstTokenAtOrAfter(rel); i < tokens.size() && tokens.get(i).start() == rel; i++) {
                Token t = tokens.get(i);
                if (t.end() > t.start() && t.kind() != TokenKind.EOF && t.kind() != TokenKind.ERROR
                        && t.kind() != TokenKind.CODE_BLOCK && t.kind() != TokenKind.COMMENT && t.kind() != TokenKind.DOC_COMMENT) {
                    return new TextRange(offset, tl.offset() + t.end());
                }
            }
        }
        if (offset < text.length() && text.charAt(offset) != '\n' && text.charAt(offset) != '\r') {
            int end = offset + (Character.isHighSurrogate(text.charAt(offset)) && offset + 1 < text.length() ? 2 : 1);
            return new TextRange(offset, end);
        }
        return new TextRange(offset, offset);
    }
}
