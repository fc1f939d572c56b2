package pdll.ide.diagnostics;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Include;
import pdll.ide.text.FileSpan;
import pdll.ide.text.LineIndex;
import pdll.ide.text.TdLocations;
import pdll.ide.text.TextRange;
import pdll.sema.ods.ImportDiagnostic;
import pdll.syntax.Diagnostic;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;
import pdll.tablegen.source.Loc;

/**
 * The diagnostics that need no semantic analysis: every syntax error of the document (the parser
 * recovers, so there can be many, unlike the reference's one), include files that cannot be found,
 * {@code .td} imports that fail (with a related location in the {@code .td} when known), and
 * problems inside included {@code .pdll} files, shown at the include that brings them in with the
 * exact place as related information.
 */
public final class SyntaxDiagnostics {
    private SyntaxDiagnostics() {}

    public static List<IdeDiagnostic> compute(Analysis a) {
        List<IdeDiagnostic> out = new ArrayList<>();
        SyntaxTree tree = a.snapshot().tree();
        for (Diagnostic d : tree.diagnostics()) {
            out.add(new IdeDiagnostic(rangeAt(tree, d.offset()), IdeDiagnostic.Severity.ERROR, d.message(), List.of()));
        }
        for (Include inc : a.includes()) {
            if (inc.isTd()) {
                for (ImportDiagnostic id : inc.tdImport().diagnostics()) {
                    List<IdeDiagnostic.Related> rel = new ArrayList<>();
                    FileSpan at = tdSpan(id.tdLoc(), a.searchPath().workingDir());
                    if (at != null) rel.add(new IdeDiagnostic.Related(at, "the error is here"));
                    out.add(new IdeDiagnostic(inc.nameRange(), IdeDiagnostic.Severity.ERROR, id.message(), rel));
                }
            } else if (inc.resolved() == null) {
                out.add(new IdeDiagnostic(inc.nameRange(), IdeDiagnostic.Severity.ERROR,
                        "unable to open include file `" + inc.decl().file() + "`", List.of()));
            } else if (!inc.nestedProblems().isEmpty()) {
                Include.NestedProblem first = inc.nestedProblems().get(0);
                List<IdeDiagnostic.Related> rel = new ArrayList<>();
                for (Include.NestedProblem p : inc.nestedProblems()) {
                    if (p.file() == null || p.offset() < 0) continue;
                    LineIndex lines = new LineIndex(p.text());
                    int end = Math.min(p.text().length(), p.offset() + 1);
                    rel.add(new IdeDiagnostic.Related(new FileSpan(p.file(), lines, new TextRange(p.offset(), Math.max(p.offset(), end))), p.message()));
                }
                String more = inc.nestedProblems().size() > 1 ? " (and " + (inc.nestedProblems().size() - 1) + " more)" : "";
                out.add(new IdeDiagnostic(inc.nameRange(), IdeDiagnostic.Severity.ERROR,
                        "error in included file `" + inc.decl().file() + "`: " + first.message() + more, rel));
            }
        }
        out.sort(IdeDiagnostic.BY_RANGE);
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

    /** The location of a TableGen position, as a one-character span. */
    static FileSpan tdSpan(Loc loc, Path workingDir) {
        if (loc == null || !loc.isKnown()) return null;
        Path p = TdLocations.path(loc, workingDir);
        if (p == null) return null;
        LineIndex lines = TdLocations.lines(loc.file());
        int end = Math.min(loc.file().text().length(), loc.offset() + 1);
        return new FileSpan(p, lines, new TextRange(loc.offset(), Math.max(loc.offset(), end)));
    }
}
