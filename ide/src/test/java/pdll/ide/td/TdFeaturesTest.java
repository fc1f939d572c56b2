package pdll.ide.td;

import static pdll.ide.FixtureText.pos;
import static pdll.ide.FixtureText.range;
import static pdll.ide.FixtureText.symbol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.io.FileAccess;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;
import pdll.ide.Fixture;
import pdll.ide.answer.DocumentLink;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.FoldingRange;
import pdll.ide.answer.Highlight;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.answer.InlayHint;
import pdll.ide.answer.SemanticToken;
import pdll.ide.answer.SignatureInfo;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.text.FileSpan;
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
    static final boolean UPDATE = Boolean.getBoolean("pdll.fixtures.update");
    static final Map<String, Map<String, String>> UPDATES = new LinkedHashMap<>();

    @AfterAll
    static void writeUpdates() throws Exception {
        for (var e : UPDATES.entrySet()) Fixture.update("td/" + e.getKey(), e.getValue());
    }

    @TestFactory
    Stream<DynamicTest> diagnostics() {
        return cases("diagnostics.test", TdFeaturesTest::checkDiagnostics);
    }

    @TestFactory
    Stream<DynamicTest> drrDiagnostics() {
        return cases("drr-diagnostics.test", TdFeaturesTest::checkDiagnostics);
    }

    @TestFactory
    Stream<DynamicTest> definition() {
        return cases("definition.test", a -> spans(TdNavigation.definition(a, cursor(a))));
    }

    @TestFactory
    Stream<DynamicTest> references() {
        return cases("references.test", a -> spans(TdNavigation.references(a, cursor(a), true)));
    }

    @TestFactory
    Stream<DynamicTest> hover() {
        return cases("hover.test", a -> TdNavigation.hover(a, cursor(a))
                .map(h -> range(a.snapshot().lines(), h.range()) + "\n" + h.markdown()).orElse("(none)\n"));
    }

    @TestFactory
    Stream<DynamicTest> completion() {
        return cases("completion.test", a -> {
            StringBuilder sb = new StringBuilder();
            for (TdCompletion.Item i : TdCompletion.complete(a, cursor(a))) {
                sb.append(i.label()).append(' ').append(i.kind()).append(" \"").append(i.detail()).append('"');
                if (!i.insertText().equals(i.label())) sb.append(i.snippet() ? " snippet " : " inserts ").append(i.insertText());
                if (i.replace() != null) sb.append(" replacing ").append(range(a.snapshot().lines(), i.replace()));
                sb.append('\n');
            }
            return sb.isEmpty() ? "(none)\n" : sb.toString();
        });
    }

    @TestFactory
    Stream<DynamicTest> viewRecords() {
        return cases("view-records.test", a -> "--- the document's records\n" + TdRecordsView.render(a, true)
                + "--- all records\n" + TdRecordsView.render(a, false));
    }

    @TestFactory
    Stream<DynamicTest> signature() {
        return cases("signature.test", a -> {
            SignatureInfo info = TdTemplateArgs.signatureHelp(a, cursor(a));
            if (info == null) return "(none)\n";
            StringBuilder sb = new StringBuilder();
            for (SignatureInfo.Signature sig : info.signatures()) {
                sb.append(sig.label()).append("  (").append(sig.documentation()).append(")\n");
                for (SignatureInfo.Parameter p : sig.parameters()) sb.append("  ").append(sig.label(), p.start(), p.end()).append('\n');
            }
            return sb.append("active ").append(info.activeParameter()).append('\n').toString();
        });
    }

    @TestFactory
    Stream<DynamicTest> inlay() {
        return cases("inlay.test", a -> {
            StringBuilder sb = new StringBuilder();
            for (InlayHint h : TdTemplateArgs.inlayHints(a, new TextRange(0, a.snapshot().text().length()))) {
                sb.append(pos(a.snapshot().lines(), h.offset())).append(' ').append(h.label()).append('\n');
            }
            return sb.isEmpty() ? "(none)\n" : sb.toString();
        });
    }

    @TestFactory
    Stream<DynamicTest> tokens() {
        return cases("tokens.test", a -> {
            StringBuilder sb = new StringBuilder();
            String text = a.snapshot().text();
            for (SemanticToken t : TdSemanticTokens.of(a.file(), text)) {
                sb.append(range(a.snapshot().lines(), new TextRange(t.start(), t.end()))).append(' ').append(t.type())
                        .append(t.declaration() ? " declaration" : "").append(t.documentation() ? " documentation" : "")
                        .append("  ").append(text, t.start(), t.end()).append('\n');
            }
            return sb.isEmpty() ? "(none)\n" : sb.toString();
        });
    }

    @TestFactory
    Stream<DynamicTest> highlights() {
        return cases("highlights.test", a -> {
            StringBuilder sb = new StringBuilder();
            for (Highlight h : TdNavigation.highlights(a, cursor(a))) {
                sb.append(range(a.snapshot().lines(), h.range())).append(h.write() ? " write" : " read").append('\n');
            }
            return sb.isEmpty() ? "(none)\n" : sb.toString();
        });
    }

    @TestFactory
    Stream<DynamicTest> folding() {
        return cases("folding.test", a -> {
            StringBuilder sb = new StringBuilder();
            for (FoldingRange r : TdFolding.of(a.snapshot().lines())) {
                sb.append(r.startLine() + 1).append('-').append(r.endLine() + 1).append(' ').append(r.kind()).append('\n');
            }
            return sb.isEmpty() ? "(none)\n" : sb.toString();
        });
    }

    @TestFactory
    Stream<DynamicTest> links() {
        return cases("links.test", a -> {
            StringBuilder sb = new StringBuilder();
            for (DocumentLink l : TdNavigation.links(a)) {
                sb.append(range(a.snapshot().lines(), l.range())).append(" -> ").append(display(l.target())).append('\n');
            }
            return sb.isEmpty() ? "(none)\n" : sb.toString();
        });
    }

    @TestFactory
    Stream<DynamicTest> symbols() {
        return cases("symbols.test", a -> {
            StringBuilder sb = new StringBuilder();
            for (DocumentSymbol s : TdSymbols.of(a.file(), a.snapshot().text())) symbol(sb, a.snapshot().lines(), s, "");
            return sb.isEmpty() ? "(none)\n" : sb.toString();
        });
    }

    /** The case's cursor: where $0 was in the main document. */
    static int cursor(TdAnalysis a) {
        int c = CURSORS.get();
        if (c < 0) throw new IllegalArgumentException("the case has no $0 cursor");
        return c;
    }

    private static final ThreadLocal<Integer> CURSORS = ThreadLocal.withInitial(() -> -1);

    static String spans(List<FileSpan> spans) {
        StringBuilder sb = new StringBuilder();
        for (FileSpan f : spans) sb.append(display(f.file())).append(':').append(range(f.lines(), f.range())).append('\n');
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    static String checkDiagnostics(TdAnalysis a) {
        StringBuilder sb = new StringBuilder();
        LineIndex lines = a.snapshot().lines();
        for (IdeDiagnostic d : TdDocumentDiagnostics.of(a)) {
            sb.append(range(lines, d.range())).append(' ').append(d.severity()).append(' ').append(d.message());
            sb.append(d.code() == null ? "" : " [" + d.code() + "]").append('\n');
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
                boolean needsMlir = f.text().contains("mlir/IR/") || f.files().values().stream().anyMatch(t -> t.contains("mlir/IR/"));
                assumeTrue(!needsMlir || MLIR.isPresent(), "no MLIR include root: install libmlir-22-dev to run this case");
                CURSORS.set(f.cursor());
                String actual = check.apply(analyze(f));
                if (UPDATE) {
                    UPDATES.computeIfAbsent(file, k -> new LinkedHashMap<>()).put(f.name(), actual);
                    return;
                }
                assertEquals(f.expected(), actual, f.source() + ":" + f.line() + " " + f.name());
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

    static String display(Path p) {
        if (MLIR.isPresent() && p.startsWith(MLIR.get())) return "<mlir>/" + MLIR.get().relativize(p);
        return p.toString();
    }
}
