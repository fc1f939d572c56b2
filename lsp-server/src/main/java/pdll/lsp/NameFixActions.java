package pdll.lsp;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import pdll.ide.actions.NameFixes;
import pdll.ide.analysis.Analysis;
import pdll.ide.text.PositionEncoding;
import pdll.ide.workspace.Snapshot;

/**
 * The adapter for {@link NameFixes}: each "Did you mean" becomes a quick fix, with the client's
 * diagnostic it fixes (same range and message, from the request's context) attached, so that the
 * client shows it on that diagnostic. Knows LSP4J; decides nothing about names.
 */
final class NameFixActions {
    private NameFixActions() {}

    static List<Either<Command, CodeAction>> of(Snapshot s, Analysis a, CodeActionParams params, PositionEncoding enc) {
        if (params.getRange() == null) return List.of();
        int start = Convert.offset(s.lines(), params.getRange().getStart(), enc);
        int end = Convert.offset(s.lines(), params.getRange().getEnd(), enc);
        List<Diagnostic> context = params.getContext() == null || params.getContext().getDiagnostics() == null ? List.of()
                : params.getContext().getDiagnostics();
        List<Either<Command, CodeAction>> out = new ArrayList<>();
        for (NameFixes.Fix f : NameFixes.at(a, start, Math.max(start, end))) {
            pdll.ide.text.TextEdit edit = f.action().edits().get(0);
            Range range = Convert.range(s.lines(), edit.range(), enc);
            CodeAction x = new CodeAction(f.action().title());
            x.setKind(CodeActionKind.QuickFix);
            x.setIsPreferred(f.action().preferred());
            x.setEdit(new WorkspaceEdit(java.util.Map.of(s.uri(), List.of(new TextEdit(range, edit.newText())))));
            List<Diagnostic> fixed = new ArrayList<>();
            for (Diagnostic d : context) {
                if (range.equals(d.getRange()) && f.diagnostic().equals(text(d))) fixed.add(d);
            }
            if (!fixed.isEmpty()) x.setDiagnostics(fixed);
            out.add(Either.forRight(x));
        }
        return out;
    }

    private static String text(Diagnostic d) {
        var m = d.getMessage();
        if (m == null) return null;
        return m.isLeft() ? m.getLeft() : m.getRight() == null ? null : m.getRight().getValue();
    }
}
