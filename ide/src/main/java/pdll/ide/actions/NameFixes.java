package pdll.ide.actions;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CodeAction;
import pdll.ide.analysis.SemanticSpans;
import pdll.sema.ast.Decl;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;

/**
 * "Did you mean" for a name the semantic analysis reports as undefined ({@code undefined reference
 * to `x`}, {@code unknown reference to constraint `x`}): the names visible there closest to it
 * ({@link ClosestNames}; the first preferred), each a quick fix replacing the name. What is offered depends on the position: in a constraint list
 * the Constraints (the document's, included and ODS ones) and the core constraints; at a call
 * the Constraints and Rewrites; elsewhere in an expression the variables in scope. Only names
 * visible at the position ({@code SemanticModel.visibleAt}) are offered.
 *
 * <p>Never offers a fix for a name the analysis resolved, and never throws on a document being
 * typed (no semantic model: no fixes).
 */
public final class NameFixes {
    private NameFixes() {}

    /** A fix and the message of the diagnostic it fixes ({@link CodeActions} finds it among those the editor shows). */
    public record Fix(CodeAction action, String diagnostic) {}

    private static final String UNDEFINED = "undefined reference to `";
    private static final String UNKNOWN_CONSTRAINT = "unknown reference to constraint `";
    /** The core constraints, keywords rather than declarations, valid wherever a constraint is. */
    private static final List<String> CORE = List.of("Attr", "Op", "Type", "TypeRange", "Value", "ValueRange");

    /** The fixes for the first undefined name the range {@code [start, end]} touches. */
    public static List<Fix> at(Analysis a, int start, int end) {
        if (a.semantic() == null || a.model() == null) return List.of();
        for (SemaDiagnostic d : a.semantic().diagnostics()) {
            SourceRange r = d.where().pdll();
            if (!d.isError() || !SemanticSpans.inDocument(a, r) || end < r.start() || start > r.end()) continue;
            boolean constraint = d.message().startsWith(UNKNOWN_CONSTRAINT);
            if (!constraint && !d.message().startsWith(UNDEFINED)) continue;
            String name = a.snapshot().text().substring(r.start(), Math.min(r.end(), a.snapshot().text().length()));
            if (!d.message().endsWith("`" + name + "`") || name.isEmpty()) continue;
            return fixes(a, r, name, d.message(), constraint ? Position.CONSTRAINT : isCall(a, r.end()) ? Position.CALL
                    : Position.VALUE);
        }
        return List.of();
    }

    private enum Position { CONSTRAINT, CALL, VALUE }

    private static List<Fix> fixes(Analysis a, SourceRange r, String name, String message, Position where) {
        Set<String> candidates = new LinkedHashSet<>();
        for (Decl d : a.model().visibleAt(a.fileName(), r.start())) {
            String n = d instanceof Decl.VariableDecl v ? v.name()
                    : d instanceof Decl.CallableDecl c && !c.name().startsWith("<") ? c.name() : null;
            if (n == null || n.isEmpty() || n.equals("_")) continue;
            boolean fits = switch (where) {
                case CONSTRAINT -> d instanceof Decl.CallableDecl c && !c.rewrite();
                case CALL -> d instanceof Decl.CallableDecl;
                case VALUE -> d instanceof Decl.VariableDecl;
            };
            if (fits) candidates.add(n);
        }
        if (where == Position.CONSTRAINT) candidates.addAll(CORE);
        List<String> close = ClosestNames.rank(name, candidates, n -> n, ClosestNames::withSwaps);
        List<Fix> out = new ArrayList<>();
        TextRange range = r.textRange();
        for (int i = 0; i < Math.min(ClosestNames.MAX, close.size()); i++) {
            String n = close.get(i);
            out.add(new Fix(new CodeAction("Did you mean `" + n + "`?", List.of(new TextEdit(range, n)), i == 0), message));
        }
        return out;
    }

    /** Whether the name is called: the next non-blank character is {@code (}. */
    private static boolean isCall(Analysis a, int end) {
        String text = a.snapshot().text();
        int i = end;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
        return i < text.length() && text.charAt(i) == '(';
    }
}
