package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pdll.base.text.TextRange;
import pdll.ide.symbols.DocumentSymbol;
import pdll.ide.symbols.WorkspaceSymbols;
import pdll.ide.text.FileSpan;

/**
 * Workspace symbols of the open {@code .td} documents: the top-level classes, defs, multiclasses,
 * defsets, defvars and types of every file of their include closures (each file once), matched as
 * the PDLL ones are ({@link WorkspaceSymbols#matches}), the file name as container.
 */
public final class TdWorkspaceSymbols {
    private TdWorkspaceSymbols() {}

    public static List<WorkspaceSymbols.Found> search(List<TdAnalysis> documents, String query) {
        Map<Path, TdFileIndex> files = new LinkedHashMap<>();
        for (TdAnalysis a : documents) for (TdFileIndex f : a.names().files()) files.putIfAbsent(f.path, f);
        String q = query == null ? "" : query.toLowerCase(Locale.ROOT);
        List<WorkspaceSymbols.Found> out = new ArrayList<>();
        for (TdFileIndex f : files.values()) {
            for (DocumentSymbol s : TdSymbols.of(f)) {
                if (!WorkspaceSymbols.matches(s.name().toLowerCase(Locale.ROOT), q)) continue;
                TextRange sel = s.selection();
                out.add(new WorkspaceSymbols.Found(s.name(), s.kind(), new FileSpan(f.path, f.source.lines(), sel),
                        f.path.getFileName().toString()));
            }
        }
        return out;
    }
}
