package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import pdll.base.text.TextRange;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.SymbolMatch;
import pdll.ide.text.FileSpan;
import pdll.ide.text.FuzzyMatch;

/**
 * Workspace symbols of the open {@code .td} documents: the top-level classes, defs, multiclasses,
 * defsets, defvars and types of every file of their include closures, then of every other
 * {@code .td} file under their include directories ({@link TdIncludePathFiles}), each file once,
 * matched as the PDLL ones are ({@link pdll.ide.text.FuzzyMatch#matches}), the file name as container.
 * Files outside the closures are parsed on the first query and kept by stamp
 * ({@link TdIndexCache}), so later queries parse only what changed; a query stops parsing new
 * ones after {@link #PARSE_BUDGET_NANOS} (the next query goes on where it stopped).
 */
public final class TdWorkspaceSymbols {
    /**
     * Parsing the MLIR include root's 365 files took 2.7 to 6.4 s on two heavily loaded cores; a
     * query should not hang longer than this, and what is left is finished by the next queries.
     */
    static final long PARSE_BUDGET_NANOS = 5_000_000_000L;

    private TdWorkspaceSymbols() {}

    public static List<SymbolMatch> search(List<TdAnalysis> documents, String query) {
        Map<Path, TdFileIndex> files = new LinkedHashMap<>();
        for (TdAnalysis a : documents) for (TdFileIndex f : a.names().files()) files.putIfAbsent(key(f.path), f);
        long deadline = System.nanoTime() + PARSE_BUDGET_NANOS;
        Set<Path> dirsDone = new LinkedHashSet<>();
        for (TdAnalysis a : documents) {
            for (Path dir : a.options().includeDirs()) {
                if (!dirsDone.add(key(dir))) continue;
                for (Path p : TdIncludePathFiles.under(dir, a.options().files())) {
                    if (files.containsKey(p)) continue;
                    TdFileIndex f = a.indexes().index(p, a.options().files(), System.nanoTime() < deadline);
                    if (f != null) files.put(p, f);
                }
            }
        }
        String q = query == null ? "" : query.toLowerCase(Locale.ROOT);
        List<SymbolMatch> out = new ArrayList<>();
        for (TdFileIndex f : files.values()) {
            for (DocumentSymbol s : f.symbols()) {
                if (!FuzzyMatch.matches(s.name().toLowerCase(Locale.ROOT), q)) continue;
                TextRange sel = s.selection();
                out.add(SymbolMatch.inFile(s.name(), s.kind(), new FileSpan(f.path, f.source.lines(), sel)));
            }
        }
        return out;
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
