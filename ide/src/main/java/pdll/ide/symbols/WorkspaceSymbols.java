package pdll.ide.symbols;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import pdll.base.text.LineIndex;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.SymbolMatch;
import pdll.ide.split.Parts;
import pdll.ide.text.FileSpan;
import pdll.ide.text.FuzzyMatch;
import pdll.sema.analysis.ResolvedInclude;

/**
 * Workspace symbols: the named patterns, constraints and rewrites of the open documents (of each
 * part of a split one) and of the {@code .pdll} files they include, whose names contain the query (case-insensitive; every
 * character of the query in order, so {@code adz} finds {@code AddZero}).
 */
public final class WorkspaceSymbols {
    private WorkspaceSymbols() {}


    public static List<SymbolMatch> search(List<Analysis> documents, String query) {
        String q = query == null ? "" : query.toLowerCase(Locale.ROOT);
        List<SymbolMatch> out = new ArrayList<>();
        Set<Path> seen = new HashSet<>();
        // the open documents first (a split one part by part), then the files they include
        for (Analysis a : documents) {
            Path file = a.snapshot().spanPath();
            if (!seen.add(file)) continue;
            for (DocumentSymbol s : Parts.each(a.snapshot(), (p, shift) -> DocumentSymbols.compute(p.tree(), shift.lineDelta()).stream().map(shift::symbol).toList())) {
                found(s, q, new FileSpan(file, a.snapshot().lines(), s.selection()), out);
            }
        }
        for (Analysis a : documents) {
            for (Analysis part : Parts.of(a)) {
                for (ResolvedInclude inc : part.includes()) {
                    if (inc.tree() == null || !seen.add(inc.path())) continue;
                    LineIndex lines = new LineIndex(inc.tree().text());
                    for (DocumentSymbol s : DocumentSymbols.compute(inc.tree())) found(s, q, new FileSpan(inc.path(), lines, s.selection()), out);
                }
            }
        }
        return out;
    }

    private static void found(DocumentSymbol s, String query, FileSpan at, List<SymbolMatch> out) {
        if (s.name().startsWith("<") || !FuzzyMatch.matches(s.name().toLowerCase(Locale.ROOT), query)) return;
        out.add(SymbolMatch.inFile(s.name(), s.kind(), at));
    }
}
