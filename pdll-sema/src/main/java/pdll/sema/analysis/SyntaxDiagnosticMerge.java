package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.List;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.base.diag.Severity;
import pdll.sema.diag.Where;
import pdll.syntax.Diagnostic;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;

/**
 * Puts a chunk's syntax errors among the semantic diagnostics its analysis produced, in the order
 * the reference's single pass meets them (it parses and checks as it goes).
 */
final class SyntaxDiagnosticMerge {
    private SyntaxDiagnosticMerge() {}

    /**
     * Puts the chunk's syntax errors among the semantic ones it produced, where a single pass
     * would have met them: before the first semantic diagnostic that lies after them. A lexer
     * error and the parser error on its token form one failure, as in the reference.
     */
    static void merge(List<SemaDiagnostic> diagnostics, SyntaxTree tree, TopLevel top, int mark) {
        List<Diagnostic> syntax = top.diagnostics();
        if (syntax.isEmpty()) return;
        List<SemaDiagnostic> sema = new ArrayList<>(diagnostics.subList(mark, diagnostics.size()));
        diagnostics.subList(mark, diagnostics.size()).clear();
        List<SemaDiagnostic> out = new ArrayList<>();
        int k = 0;
        int[] before = null;
        for (int i = 0; i < syntax.size(); i++) {
            int at = top.offset() + syntax.get(i).offset();
            String firstMessage = syntax.get(i).message();
            boolean lexical = syntax.get(i).lexical();
            // A lexer error is met when the parser moves onto its token, before the checks of what
            // the token before it completed (a reference, a variable name, ...): those come after
            // it, and the reference, which goes on after a lexer error, prints the first of them
            // with it (instead of the parser's error on the token, which then comes later).
            if (lexical && before == null) before = previousSignificantStarts(top);
            int movedOn = lexical ? top.offset() + before[top.firstTokenAtOrAfter(syntax.get(i).offset())] : at + 1;
            List<SemaDiagnostic> notes = new ArrayList<>(syntaxNotes(tree, top, syntax.get(i)));
            List<SemaDiagnostic> joined = new ArrayList<>();
            while (i + 1 < syntax.size() && syntax.get(i + 1).joinsPrevious()) {
                Diagnostic next = syntax.get(++i);
                joined.add(SemaDiagnostic.error(where(tree, top.offset() + next.offset()), next.message()));
            }
            while (k < sema.size() && key(sema.get(k), tree, top) < movedOn) out.add(sema.get(k++));
            List<SemaDiagnostic> after = new ArrayList<>();
            while (k < sema.size() && key(sema.get(k), tree, top) <= at) after.add(sema.get(k++));
            SemaDiagnostic firstError = after.stream().filter(SemaDiagnostic::isError).findFirst().orElse(null);
            if (firstError == null) {
                notes.addAll(joined);
                out.add(new SemaDiagnostic(Severity.ERROR, where(tree, at), firstMessage, notes, null));
                out.addAll(after);
                continue;
            }
            out.add(new SemaDiagnostic(Severity.ERROR, where(tree, at), firstMessage, notes, null));
            // kept diagnostics of their own (the editor shows them), printed with the lexer's error
            // up to that first error
            boolean reached = false;
            for (SemaDiagnostic d : after) {
                out.add(reached ? d : d.printedWithPrevious());
                reached |= d == firstError;
            }
            out.addAll(joined);
        }
        while (k < sema.size()) out.add(sema.get(k++));
        diagnostics.addAll(out);
    }

    private static Where where(SyntaxTree tree, int at) {
        return Where.of(new SourceRange(tree.fileName(), at, at));
    }

    /**
     * For each token of a chunk, the start of the last significant token before it (0 if none):
     * built once per chunk with lexer errors, so that thousands of them on one line stay linear.
     */
    private static int[] previousSignificantStarts(TopLevel top) {
        List<Token> tokens = top.tokens();
        int[] before = new int[tokens.size() + 1];
        int start = 0;
        for (int i = 0; i < tokens.size(); i++) {
            before[i] = start;
            Token t = tokens.get(i);
            if (!t.kind().isTrivia() && t.kind() != TokenKind.ERROR) start = t.start();
        }
        before[tokens.size()] = start;
        return before;
    }

    private static int key(SemaDiagnostic d, SyntaxTree tree, TopLevel top) {
        SourceRange r = d.where().pdll();
        return r != null && r.file().equals(tree.fileName()) ? r.start() : top.offset();
    }

    /** The reference's notes on repeated pattern metadata: at the first occurrence. */
    private static List<SemaDiagnostic> syntaxNotes(SyntaxTree tree, TopLevel top, Diagnostic d) {
        String word = d.message().startsWith("pattern benefit has already") ? "benefit"
                : d.message().startsWith("pattern recursion metadata has already") ? "recursion" : null;
        if (word == null) return List.of();
        for (Token t : top.tokens()) {
            if (t.kind() == TokenKind.IDENTIFIER && t.text().equals(word) && t.start() < d.offset()) {
                return List.of(SemaDiagnostic.note(where(tree, top.offset() + t.start()), "see previous definition here"));
            }
        }
        return List.of();
    }
}
