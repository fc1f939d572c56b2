package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.files.OverlayFiles;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.MlirIncludeRoot;
import pdll.tablegen.cache.TdCaches;
import pdll.tablegen.source.Diagnostic;

/**
 * The MLIR {@code .td} files {@code mlir-tblgen-22} rejects when run on them alone (from the file's
 * directory, {@code -I} the include root; 18 of the 313 files of LLVM 22's include root), opened
 * as documents: our first diagnostic is the reference's first error (file, line, column, message).
 * Captured into {@code replay/mlir-tblgen-22-rejected.tsv} with
 * {@code cd $(dirname F) && mlir-tblgen-22 -I /usr/lib/llvm-22/include $(basename F) -o /dev/null}
 * over every {@code mlir/**}{@code /*.td}: the file, the error's file, line, column, message.
 */
class TdRejectedFilesTest {
    static final Optional<Path> MLIR = MlirIncludeRoot.discover();

    @Test
    void ourFirstDiagnosticIsTheReferencesFirstError() throws IOException {
        assumeTrue(MLIR.isPresent(), "no MLIR include root: install libmlir-22-dev");
        Path root = MLIR.get();
        OverlayFiles files = new OverlayFiles(FileAccess.DISK);
        IncludeConfig config = new IncludeConfig(files, m -> { }, IncludeConfig.TD_DATABASE_NAME);
        config.update(new IncludeSettings(List.of(root), List.of(), null, false));
        TdAnalyzer analyzer = new TdAnalyzer(files, config, new TdCaches());
        List<String> rows;
        try (InputStream in = getClass().getResourceAsStream("/replay/mlir-tblgen-22-rejected.tsv")) {
            rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
        }
        assertEquals(18, rows.size());
        int more = 0;
        for (String row : rows) {
            String[] c = row.split("\t");
            Path file = root.resolve(c[0]);
            assumeTrue(Files.isRegularFile(file), "MLIR's include root lacks " + file);
            Snapshot s = new DocumentStore(files, ParseOptions.DEFAULT).open(file.toUri().toString(), 1, Files.readString(file));
            TdAnalysis a = analyzer.analyze(s, () -> false);
            assertTrue(!a.errors().isEmpty(), c[0] + ": no diagnostic");
            TdDiagnostics.Located first = a.errors().get(0);
            Diagnostic d = first.diagnostic();
            assertEquals(root.resolve(c[1]).normalize() + ":" + c[2] + ":" + c[3] + ": " + c[4],
                    first.file() + ":" + d.loc().line() + ":" + d.loc().column() + ": " + d.message(), c[0]);
            if (a.errors().size() > 1) more++;
        }
        // recovery finds the errors after the first (15 of these 18 files report several)
        assertTrue(more >= rows.size() / 2, "only " + more + " files reported more than one error");
    }
}
