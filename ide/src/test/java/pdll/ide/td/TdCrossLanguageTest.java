package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.text.FileSpan;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.TdCaches;

/** References of an ODS operation's def include its {@code op<dialect.name>} uses in open PDLL documents. */
class TdCrossLanguageTest {
    @Test
    void anOpDefsReferencesReachIntoPdll() {
        assumeTrue(TdFeaturesTest.MLIR.isPresent(), "no MLIR include root: install libmlir-22-dev");
        MemoryFiles memory = new MemoryFiles(FileAccess.DISK);
        OverlayFiles files = new OverlayFiles(memory);
        IncludeConfig config = new IncludeConfig(files, m -> { }, IncludeConfig.TD_DATABASE_NAME);
        config.update(new IncludeSettings(List.of(TdFeaturesTest.MLIR.get()), List.of(), null, false));
        DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);
        String td = "include \"mlir/IR/OpBase.td\"\ndef T_Dialect : Dialect { let name = \"t\"; }\n"
                + "def T_AddOp : Op<T_Dialect, \"add\">;\ndef T_SubOp : Op<T_Dialect, \"sub\">;\n";
        Snapshot tdDoc = store.open(Path.of("/fx/t.td").toUri().toString(), 1, td);
        Snapshot pdll = store.open(Path.of("/fx/p.pdll").toUri().toString(), 1,
                "#include \"t.td\"\nPattern { let a = op<t.add>; replace a with op<t.add>; }\n");
        TdAnalysis a = new TdAnalyzer(files, config, new TdCaches()).analyze(tdDoc, () -> false);
        List<FileSpan> uses = TdNavigation.pdllOpUses(a, td.indexOf("T_AddOp") + 2, List.of(pdll));
        assertEquals(2, uses.size(), uses.toString());
        assertEquals(Path.of("/fx/p.pdll"), uses.get(0).file());
        assertEquals("t.add", pdll.text().substring(uses.get(0).range().start(), uses.get(0).range().end()));
        assertEquals(List.of(), TdNavigation.pdllOpUses(a, td.indexOf("T_SubOp") + 2, List.of(pdll)));
    }
}
