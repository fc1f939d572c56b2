package pdll.ide.symbols;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pdll.base.text.LineIndex;
import pdll.ide.analysis.Analysis;
import pdll.ide.text.FileSpan;
import pdll.sema.analysis.ResolvedInclude;
import pdll.syntax.SyntaxTree;

/**
 * Workspace symbols: the named patterns, constraints and rewrites of the open documents and of the
 * {@code .pdll} files they include, whose names contain the query (case-insensitive; every
 * character of the query in order, so {@code adz} finds {@code AddZero}).
 */
public final class WorkspaceSymbols {
    private WorkspaceSymbols() {}

    public record Found(String name, SymbolKind kind, FileSpan location, String container) {}

    public static List<Found> search(List<Analysis> documents, String query) {
        Map<Path, SyntaxTree> trees = new LinkedHashMap<>();
        for (Analysis a : documents) {
            trees.put(a.snapshot().spanPath(), a.snapshot().tree());
        }
        for (Analysis a : documents) {
            for (ResolvedInclude inc : a.includes()) if (inc.tree() != null) trees.putIfAbsent(inc.path(), inc.tree());
        }
        List<Found> out = new ArrayList<>();
        String q = query == null ? "" : query.toLowerCase(Locale.ROOT);
        for (var e : trees.entrySet()) {
            LineIndex lines = new LineIndex(e.getValue().text());
            for (DocumentSymbol s : DocumentSymbols.compute(e.getValue())) {
                if (s.name().startsWith("<") || !matches(s.name().toLowerCase(Locale.ROOT), q)) continue;
                out.add(new Found(s.name(), s.kind(), new FileSpan(e.getKey(), lines, s.selection()), e.getKey().getFileName().toString()));
            }
        }
        return out;
    }

    /** Whether every character of {@code query} occurs in {@code name} in order (both lower case). */
    public static boolean matches(String name, String query) {
        int i = 0;
        for (int k = 0; k < name.length() && i < query.length(); k++) if (name.charAt(k) == query.charAt(i)) i++;
        return i == query.length();
    }
}
