package pdll.ide.td;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.io.FileAccess;
import pdll.base.text.LineIndex;
import pdll.base.text.PositionEncoding;
import pdll.base.text.TextRange;
import pdll.ide.Fixture;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.diagnostics.IdeDiagnostic;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.workspace.DocumentStore;
import pdll.ide.workspace.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.MlirIncludeRoot;
import pdll.tablegen.cache.TdCaches;

/**
 * The TableGen features on data: {@code fixtures/td/<feature>.test}, each case a {@code .td}
 * document ({@code /fx/main.td}, a {@code $0} cursor where the feature needs one) and the exact
 * rendering of the result. Cases that include MLIR's {@code .td} files skip when no MLIR include
 * root is installed (it is then on the include path, rendered {@code <mlir>/...}).
 */
class TdFeaturesTest {
    static final Optional<Path> MLIR = MlirIncludeRoot.discover();
    static final Path MAIN = Path.of("/fx/main.td");
    static final MemoryFiles MEMORY = new MemoryFiles(FileAccess.DISK);
    static final OverlayFiles FILES = new OverlayFiles(MEMORY);
    static final TdCaches CACHES = new TdCaches();

    @TestFactory
    Stream<DynamicTest> diagnostics() {
        return cases("diagnostics.test", TdFeaturesTest::checkDiagnostics);
    }

    static String checkDiagnostics(TdAnalysis a) {
        StringBuilder sb = new StringBuilder();
        LineIndex lines = a.snapshot().lines();
        for (IdeDiagnostic d : TdDocumentDiagnostics.of(a)) {
            sb.append(range(lines, d.range())).append(' ').append(d.severity()).append(' ').append(d.message()).append('\n');
            for (IdeDiagnostic.Related r : d.related()) {
                sb.append("  related ").append(display(r.location().file())).append(':')
                        .append(range(r.location().lines(), r.location().range())).append(' ').append(r.message()).append('\n');
            }
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    static Stream<DynamicTest> cases(String file, Function<TdAnalysis, String> check) {
        List<DynamicTest> tests = new ArrayList<>();
        for (Fixture f : Fixture.load("td/" + file, MAIN)) {
            tests.add(DynamicTest.dynamicTest(f.name() + " (td/" + file + ":" + f.line() + ")", () -> {
                boolean needsMlir = f.text().contains("\"mlir/") || f.files().values().stream().anyMatch(t -> t.contains("\"mlir/"));
                assumeTrue(!needsMlir || MLIR.isPresent(), "no MLIR include root: install libmlir-22-dev to run this case");
                assertEquals(f.expected(), check.apply(analyze(f)), f.source() + ":" + f.line() + " " + f.name());
            }));
        }
        return tests.stream();
    }

    /** A case sees exactly its files, and MLIR's include root. */
    static TdAnalysis analyze(Fixture f) {
        MEMORY.clear();
        for (var e : f.files().entrySet()) MEMORY.put(e.getKey(), e.getValue());
        MEMORY.put(f.main(), f.text());
        IncludeConfig config = new IncludeConfig(FILES, m -> { }, IncludeConfig.TD_DATABASE_NAME);
        config.update(new IncludeSettings(MLIR.map(List::of).orElse(List.of()), List.of(), null, false));
        DocumentStore store = new DocumentStore(FILES, ParseOptions.DEFAULT);
        Snapshot s = store.open(f.main().toUri().toString(), 1, f.text());
        return new TdAnalyzer(FILES, config, CACHES).analyze(s, () -> false);
    }

    static String pos(LineIndex lines, int offset) {
        return (lines.line(offset) + 1) + ":" + (lines.column(offset, PositionEncoding.UTF16) + 1);
    }

    static String range(LineIndex lines, TextRange r) {
        return pos(lines, r.start()) + "-" + pos(lines, r.end());
    }

    static String display(Path p) {
        if (MLIR.isPresent() && p.startsWith(MLIR.get())) return "<mlir>/" + MLIR.get().relativize(p);
        return p.toString();
    }
}
