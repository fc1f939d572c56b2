package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.symbols.WorkspaceSymbols;
import pdll.ide.workspace.DocumentStore;
import pdll.ide.workspace.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.TdCaches;

/** Workspace symbols of open .td documents: the top-level declarations of their include closures, fuzzy-matched. */
class TdWorkspaceSymbolsTest {
    @Test
    void theClosuresDeclarationsMatchTheQuery() {
        MemoryFiles memory = new MemoryFiles(FileAccess.DISK);
        OverlayFiles files = new OverlayFiles(memory);
        memory.put(Path.of("/fx/lib.td"), "class Base<int w>;\nmulticlass BaseSet { def _a : Base<1>; }\n");
        IncludeConfig config = new IncludeConfig(files, m -> { }, IncludeConfig.TD_DATABASE_NAME);
        config.update(new IncludeSettings(List.of(), List.of(), null, false));
        Snapshot s = new DocumentStore(files, ParseOptions.DEFAULT).open(Path.of("/fx/main.td").toUri().toString(), 1,
                "include \"lib.td\"\ndef Bus : Base<2>;\ndefm Bs : BaseSet;\n");
        TdAnalysis a = new TdAnalyzer(files, config, new TdCaches()).analyze(s, () -> false);
        StringBuilder sb = new StringBuilder();
        for (WorkspaceSymbols.Found f : TdWorkspaceSymbols.search(List.of(a, a), "bs")) {
            sb.append(f.name()).append(' ').append(f.kind()).append(' ').append(f.container()).append('\n');
        }
        assertEquals("""
                Bus TD_DEF main.td
                Bs TD_DEF main.td
                Base TD_CLASS lib.td
                BaseSet TD_MULTICLASS lib.td
                """, sb.toString());
    }
}
