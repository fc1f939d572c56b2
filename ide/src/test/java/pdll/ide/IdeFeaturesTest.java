package pdll.ide;

import static pdll.ide.FixtureText.pos;
import static pdll.ide.FixtureText.range;
import static pdll.ide.FixtureText.symbol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.io.FileAccess;
import pdll.base.text.LineIndex;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.ide.actions.ShownDiagnostic;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.answer.CodeAction;
import pdll.ide.answer.CompletionItem;
import pdll.ide.answer.DocumentLink;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.FoldingRange;
import pdll.ide.answer.Highlight;
import pdll.ide.answer.HoverInfo;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.answer.InlayHint;
import pdll.ide.answer.QuickFix;
import pdll.ide.answer.SemanticToken;
import pdll.ide.answer.SignatureInfo;
import pdll.ide.answer.SymbolMatch;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.diagnostics.VerifierDiagnostics;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.format.TextEdits;
import pdll.ide.index.IndexedOp;
import pdll.ide.index.OpIndex;
import pdll.ide.index.OpIndexBuilder;
import pdll.ide.index.OpIndexes;
import pdll.ide.text.FileSpan;
import pdll.syntax.ParseOptions;
import pdll.tablegen.MlirIncludeRoot;
import pdll.tablegen.cache.TdCaches;

/**
 * The IDE features on data: one {@code fixtures/<feature>.test} file and one {@code check…}
 * helper per feature, calling the {@link Ide} façade method the server calls, each case a
 * document with a {@code $0} cursor and the exact rendering of the expected result. Positions render as 1-based {@code line:column} (UTF-16 columns). Cases
 * that include MLIR's {@code .td} files skip when no MLIR include root is installed.
 * {@code -Dpdll.fixtures.update=true} rewrites the expectations instead of comparing (review the
 * diff before committing).
 */
class IdeFeaturesTest {
    static final Optional<Path> MLIR = MlirIncludeRoot.discover();
    static final MemoryFiles MEMORY = new MemoryFiles(FileAccess.DISK);
    static final OverlayFiles FILES = new OverlayFiles(MEMORY);
    static final boolean UPDATE = Boolean.getBoolean("pdll.fixtures.update");
    static final Map<String, Map<String, String>> UPDATES = new LinkedHashMap<>();
    /** A case's files under this directory make it an include dir (searched before MLIR's root). */
    static final Path FXINC = Path.of("/fxinc");
    /** The façade as the server has it, without an op index (the index cases make their own). */
    static final Ide IDE = new Ide(FILES, OpIndexes.NONE);

    @TestFactory
    Stream<DynamicTest> completion() {
        return cases("completion.test", IdeFeaturesTest::checkCompletion);
    }

    @TestFactory
    Stream<DynamicTest> includeCompletion() {
        return cases("include-completion.test", IdeFeaturesTest::checkCompletion);
    }

    @TestFactory
    Stream<DynamicTest> hover() {
        return cases("hover.test", IdeFeaturesTest::checkHover);
    }

    @TestFactory
    Stream<DynamicTest> definition() {
        return cases("definition.test", IdeFeaturesTest::checkDefinition);
    }

    @TestFactory
    Stream<DynamicTest> diagnostics() {
        return cases("diagnostics.test", IdeFeaturesTest::checkDiagnostics);
    }

    @TestFactory
    Stream<DynamicTest> verifierDiagnostics() {
        return cases("verifier-diagnostics.test", IdeFeaturesTest::checkDiagnostics);
    }

    @TestFactory
    Stream<DynamicTest> literalDiagnostics() {
        return cases("literal-diagnostics.test", IdeFeaturesTest::checkDiagnostics);
    }

    @TestFactory
    Stream<DynamicTest> documentSymbols() {
        return cases("symbols.test", IdeFeaturesTest::checkSymbols);
    }

    @TestFactory
    Stream<DynamicTest> folding() {
        return cases("folding.test", IdeFeaturesTest::checkFolding);
    }

    @TestFactory
    Stream<DynamicTest> documentLinks() {
        return cases("links.test", IdeFeaturesTest::checkLinks);
    }

    @TestFactory
    Stream<DynamicTest> signatureHelp() {
        return cases("signature.test", IdeFeaturesTest::checkSignature);
    }

    @TestFactory
    Stream<DynamicTest> inlayHints() {
        return cases("inlay.test", IdeFeaturesTest::checkInlayHints);
    }

    @TestFactory
    Stream<DynamicTest> codeActions() {
        return cases("actions.test", IdeFeaturesTest::checkCodeActions);
    }

    @TestFactory
    Stream<DynamicTest> opIndex() {
        return cases("index.test", IdeFeaturesTest::checkIndex);
    }

    @TestFactory
    Stream<DynamicTest> workspaceSymbols() {
        return cases("workspace-symbols.test", IdeFeaturesTest::checkWorkspaceSymbols);
    }

    @TestFactory
    Stream<DynamicTest> formatting() {
        return cases("formatting.test", IdeFeaturesTest::checkFormatting);
    }

    @TestFactory
    Stream<DynamicTest> semanticTokens() {
        return cases("tokens.test", IdeFeaturesTest::checkTokens);
    }

    @TestFactory
    Stream<DynamicTest> references() {
        return cases("references.test", IdeFeaturesTest::checkReferences);
    }

    @TestFactory
    Stream<DynamicTest> highlights() {
        return cases("highlights.test", IdeFeaturesTest::checkHighlights);
    }

    @TestFactory
    Stream<DynamicTest> rename() {
        return cases("rename.test", IdeFeaturesTest::checkRename);
    }

    @TestFactory
    Stream<DynamicTest> viewOutput() {
        return cases("view-output.test", IdeFeaturesTest::checkViewOutput);
    }

    // --- one check per feature, each through the façade method the server calls ----------------

    static String checkCompletion(Fixture f, Analysis a) {
        return checkCompletionWith(f, a, new Ide(FILES, OpIndexes.NONE));
    }

    static String checkCompletionWith(Fixture f, Analysis a, Ide ide) {
        StringBuilder sb = new StringBuilder();
        LineIndex lines = a.snapshot().lines();
        List<CompletionItem> items = ide.completions(a, cursor(f), null).items();
        if (f.name().contains("(ranked)")) {
            // in the order a client shows them: by sortText (stable, as the server listed them)
            items = items.stream().sorted(Comparator.comparing(CompletionItem::sortText)).toList();
        }
        for (CompletionItem c : items) {
            sb.append(c.kind()).append(' ').append(c.label());
            if (!c.detail().isEmpty()) sb.append("  detail=\"").append(c.detail()).append('"');
            if (!c.insertText().equals(c.label())) sb.append("  insert=\"").append(c.insertText()).append('"');
            sb.append("  replaces ").append(range(lines, c.replace())).append(" \"")
                    .append(lines.text(), c.replace().start(), c.replace().end()).append('"');
            for (TextEdit e : c.additionalEdits()) sb.append("  +edit ").append(edit(lines, e));
            sb.append('\n');
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    /** An edit as {@code range "new text"}, newlines shown as {@code \\n}. */
    static String edit(LineIndex lines, TextEdit e) {
        return range(lines, e.range()) + " \"" + e.newText().replace("\n", "\\n") + "\"";
    }

    static String checkHover(Fixture f, Analysis a) {
        Optional<HoverInfo> h = IDE.hover(a, cursor(f));
        if (h.isEmpty()) return "(none)\n";
        LineIndex lines = a.snapshot().lines();
        return range(lines, h.get().range()) + " \"" + lines.text().substring(h.get().range().start(), h.get().range().end())
                + "\"\n" + h.get().markdown();
    }

    static String checkDefinition(Fixture f, Analysis a) {
        return spans(IDE.definition(a, cursor(f)));
    }

    static String checkReferences(Fixture f, Analysis a) {
        return spans(IDE.references(a, cursor(f), true));
    }

    static String checkHighlights(Fixture f, Analysis a) {
        StringBuilder sb = new StringBuilder();
        for (Highlight h : IDE.highlights(a, cursor(f))) {
            sb.append(range(a.snapshot().lines(), h.range())).append(h.write() ? " write" : " read").append('\n');
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    /** The spans a rename to {@code Renamed} changes, file by file. */
    static String checkRename(Fixture f, Analysis a) {
        List<FileSpan> all = new ArrayList<>();
        IDE.rename(a, cursor(f), "Renamed").values().forEach(all::addAll);
        return spans(all);
    }

    /** The case name's last word is the kind of output. */
    static String checkViewOutput(Fixture f, Analysis a) {
        return IDE.viewOutput(a, f.name().substring(f.name().lastIndexOf(' ') + 1));
    }

    private static String spans(List<FileSpan> spans) {
        StringBuilder sb = new StringBuilder();
        for (FileSpan s : spans) sb.append(span(s)).append('\n');
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    /**
     * Every diagnostic the server publishes for the document, the PDL verifier's checked to the end
     * (code in brackets when there is one), with related information.
     */
    static String checkDiagnostics(Fixture f, Analysis a) {
        StringBuilder sb = new StringBuilder();
        LineIndex lines = a.snapshot().lines();
        for (IdeDiagnostic d : diagnostics(a)) {
            sb.append(range(lines, d.range())).append(' ').append(d.severity()).append(' ');
            if (d.code() != null) sb.append('[').append(d.code()).append("] ");
            sb.append(d.message()).append('\n');
            for (IdeDiagnostic.Related r : d.related()) sb.append("  related ").append(span(r.location())).append(' ').append(r.message()).append('\n');
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    /** The published diagnostics once the verifier has checked every pattern. */
    static List<IdeDiagnostic> diagnostics(Analysis a) {
        Ide.Diagnostics d = Ide.diagnostics(a, new VerifierDiagnostics(), Long.MAX_VALUE, () -> false);
        assertTrue(d.complete());
        return d.all();
    }

    static String checkSymbols(Fixture f, Analysis a) {
        StringBuilder sb = new StringBuilder();
        for (DocumentSymbol s : IDE.documentSymbols(a.snapshot())) symbol(sb, a.snapshot().lines(), s, "");
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    static String checkFolding(Fixture f, Analysis a) {
        StringBuilder sb = new StringBuilder();
        for (FoldingRange r : IDE.foldingRanges(a.snapshot())) {
            sb.append(r.startLine() + 1).append('-').append(r.endLine() + 1).append(' ').append(r.kind()).append('\n');
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    static String checkLinks(Fixture f, Analysis a) {
        StringBuilder sb = new StringBuilder();
        LineIndex lines = a.snapshot().lines();
        for (DocumentLink l : IDE.documentLinks(a)) {
            sb.append(range(lines, l.range())).append(' ').append(lines.text(), l.range().start(), l.range().end())
                    .append(" -> ").append(display(l.target())).append('\n');
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    static String checkCodeActions(Fixture f, Analysis a) {
        return checkCodeActionsWith(f, a, IDE);
    }

    /**
     * The quick fixes at the cursor, the editor showing the document's diagnostics: one line per
     * fix, {@code *} when preferred, the title, each edit, then the messages of the diagnostics it fixes.
     */
    static String checkCodeActionsWith(Fixture f, Analysis a, Ide ide) {
        List<ShownDiagnostic> shown = diagnostics(a).stream().map(d -> new ShownDiagnostic(d.range(), d.message())).toList();
        LineIndex lines = a.snapshot().lines();
        StringBuilder sb = new StringBuilder();
        for (QuickFix x : ide.codeActions(a, new TextRange(cursor(f), cursor(f)), shown)) {
            CodeAction c = x.action();
            sb.append(c.preferred() ? "* " : "  ").append(c.title());
            for (TextEdit e : c.edits()) {
                sb.append("  replaces ").append(range(lines, e.range())).append(" with \"")
                        .append(e.newText().replace("\n", "\\n")).append('"');
            }
            for (int i : x.fixes()) sb.append("  fixes: ").append(shown.get(i).message());
            sb.append('\n');
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    /**
     * The op index over the case's {@code /fxinc} files (evaluated on the document's search path):
     * a case named {@code index…} lists it, {@code completion…} completes and {@code action…} lists
     * the quick fixes with it.
     */
    static String checkIndex(Fixture f, Analysis a) {
        OpIndex index = buildIndex(List.of(FXINC), a.searchPath().includeDirs());
        Ide ide = new Ide(FILES, sp -> index);
        if (f.name().startsWith("completion")) return checkCompletionWith(f, a, ide);
        if (f.name().startsWith("action")) return checkCodeActionsWith(f, a, ide);
        StringBuilder sb = new StringBuilder();
        index.dialects().forEach((d, ops) -> {
            sb.append("dialect ").append(d).append(" -> ").append(index.dialectInclude(d)).append('\n');
            for (IndexedOp o : ops) {
                sb.append("  ").append(o.name()).append(" -> ").append(o.include());
                if (!o.summary().isEmpty()) sb.append("  \"").append(o.summary()).append('"');
                sb.append('\n');
            }
        });
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    /** Builds an index on a thread with a big stack, as the server's index thread has. */
    static OpIndex buildIndex(List<Path> roots, List<Path> includeDirs) {
        OpIndex[] out = {OpIndex.EMPTY};
        Thread t = new Thread(null, () -> out[0] = OpIndexBuilder.build(new TdCaches(), roots, includeDirs, FILES, FILES, () -> false, () -> { }),
                "test-op-index", 512L << 20);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return out[0];
    }

    /** The query is the first line of the document, after {@code // query: }. */
    static String checkWorkspaceSymbols(Fixture f, Analysis a) {
        String first = f.text().lines().findFirst().orElse("");
        String query = first.startsWith("// query:") ? first.substring(9).strip() : "";
        StringBuilder sb = new StringBuilder();
        for (SymbolMatch s : IDE.workspaceSymbols(List.of(a), query)) {
            sb.append(s.kind()).append(' ').append(s.name()).append("  ").append(span(s.location())).append('\n');
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    static String checkSignature(Fixture f, Analysis a) {
        SignatureInfo info = IDE.signatureHelp(a, cursor(f));
        if (info == null) return "(none)\n";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < info.signatures().size(); i++) {
            SignatureInfo.Signature s = info.signatures().get(i);
            sb.append(i == info.activeSignature() ? "* " : "  ").append(s.label()).append("  -- ").append(s.documentation()).append('\n');
            for (int k = 0; k < s.parameters().size(); k++) {
                SignatureInfo.Parameter p = s.parameters().get(k);
                sb.append(k == info.activeParameter() ? "    > " : "      ").append(s.label(), p.start(), p.end());
                if (!p.documentation().isEmpty()) sb.append("  -- ").append(p.documentation());
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /** Hints over the whole document, each shown as {@code «label»} inserted into the line it belongs to. */
    static String checkInlayHints(Fixture f, Analysis a) {
        String text = a.snapshot().text();
        List<InlayHint> hints = IDE.inlayHints(a, new TextRange(0, text.length()));
        if (hints.isEmpty()) return "(none)\n";
        StringBuilder sb = new StringBuilder(text);
        for (int i = hints.size() - 1; i >= 0; i--) sb.insert(hints.get(i).offset(), "\u00ab" + hints.get(i).label() + "\u00bb");
        return sb.toString();
    }

    /**
     * The formatted text (or "(unchanged)" / "(not formatted)"); formatting it again must change
     * nothing. A case named {@code ... CRLF ...} formats its document with CRLF line breaks (shown
     * as {@code ␍}); a case named {@code range L-M ...} formats only lines L to M (1-based) and
     * shows the edits, then the resulting text. Trailing blanks show as {@code ␣}.
     */
    static String checkFormatting(Fixture f, Analysis a) {
        Snapshot s = a.snapshot();
        if (f.name().contains("CRLF")) s = snapshot(s.text().replace("\n", "\r\n"));
        String text = s.text();
        Matcher m = Pattern.compile("^range (\\d+)-(\\d+)").matcher(f.name());
        if (m.find()) {
            LineIndex lines = s.lines();
            int from = lines.lineStart(Integer.parseInt(m.group(1)) - 1);
            int to = lines.lineEnd(Integer.parseInt(m.group(2)) - 1);
            List<TextEdit> edits = IDE.rangeFormatting(s, new TextRange(from, to));
            String after = TextEdits.apply(text, edits);
            LineIndex afterLines = new LineIndex(after);
            int to2 = afterLines.lineEnd(Math.min(afterLines.lineCount() - 1, Integer.parseInt(m.group(2)) - 1));
            assertEquals(List.of(), IDE.rangeFormatting(snapshot(after), new TextRange(Math.min(from, to2), to2)),
                    "range formatting is idempotent");
            StringBuilder sb = new StringBuilder();
            for (TextEdit e : edits) {
                sb.append(range(lines, e.range())).append(" \"").append(e.newText().replace("\r", "\u240d").replace("\n", "\\n")).append("\"\n");
            }
            return (sb.isEmpty() ? "(no edits)\n" : sb.toString()) + "--- result\n" + visible(after);
        }
        // a split document is formatted part by part (a part with errors is left alone)
        if (!s.isSplit() && s.tree().hasErrors()) {
            assertEquals(List.of(), IDE.formatting(s), "a document with syntax errors is left alone");
            return "(not formatted: syntax errors)\n";
        }
        String once = TextEdits.apply(text, IDE.formatting(s));
        assertEquals(List.of(), IDE.formatting(snapshot(once)), "formatting is idempotent");
        return once.equals(text) ? "(unchanged)\n" : visible(once);
    }

    /** A snapshot of a text that is no case's document (formatting a variant of it). */
    private static Snapshot snapshot(String text) {
        return new DocumentStore(new OverlayFiles(new MemoryFiles()), ParseOptions.DEFAULT).open("file:///fx/variant.pdll", 1, text);
    }

    private static String visible(String s) {
        return s.replace("\r", "\u240d").replace(" \n", "\u2423\n").replace(" \u240d", "\u2423\u240d");
    }

    static String checkTokens(Fixture f, Analysis a) {
        StringBuilder sb = new StringBuilder();
        LineIndex lines = a.snapshot().lines();
        for (SemanticToken t : IDE.semanticTokens(a.snapshot())) {
            sb.append(range(lines, new TextRange(t.start(), t.end()))).append(' ').append(t.type());
            if (t.declaration()) sb.append("+declaration");
            if (t.documentation()) sb.append("+documentation");
            sb.append(' ').append(lines.text(), t.start(), t.end()).append('\n');
        }
        return sb.isEmpty() ? "(none)\n" : sb.toString();
    }

    // --- harness ---------------------------------------------------------------------------------

    interface Check {
        String run(Fixture f, Analysis a);
    }

    static Stream<DynamicTest> cases(String file, Check check) {
        List<DynamicTest> tests = new ArrayList<>();
        for (Fixture f : Fixture.load(file)) {
            tests.add(DynamicTest.dynamicTest(f.name() + " (" + file + ":" + f.line() + ")", () -> {
                boolean needsMlir = f.text().contains("\"mlir/") || f.files().values().stream().anyMatch(t -> t.contains("\"mlir/"));
                assumeTrue(!needsMlir || MLIR.isPresent(),
                        "no MLIR include root (mlir/IR/OpBase.td): install libmlir-22-dev to run this case");
                Analysis a = analyze(f, needsMlir);
                String actual = check.run(f, a);
                if (UPDATE) {
                    UPDATES.computeIfAbsent(file, k -> new LinkedHashMap<>()).put(f.name(), actual);
                    return;
                }
                assertEquals(f.expected(), actual, f.name() + " in " + file + ":" + f.line());
            }));
        }
        return tests.stream();
    }

    @AfterAll
    static void writeUpdates() throws Exception {
        for (var e : UPDATES.entrySet()) Fixture.update(e.getKey(), e.getValue());
    }

    /** A case sees exactly its files (and, when it needs it, MLIR's include root on the include path). */
    static Analysis analyze(Fixture f, boolean needsMlir) {
        MEMORY.clear();
        for (var e : f.files().entrySet()) MEMORY.put(e.getKey(), e.getValue());
        MEMORY.put(f.main(), f.text());
        IncludeConfig config = new IncludeConfig(FILES, m -> { });
        List<Path> dirs = new ArrayList<>();
        if (f.files().keySet().stream().anyMatch(p -> p.startsWith(FXINC))) dirs.add(FXINC);
        if (needsMlir) MLIR.ifPresent(dirs::add);
        config.update(new IncludeSettings(dirs, List.of(), null, false));
        DocumentStore store = new DocumentStore(FILES, ParseOptions.DEFAULT);
        Snapshot s = store.open(f.main().toUri().toString(), 1, f.text());
        return new Analyzer(FILES, config, TdCaches.CLI).analyze(s, () -> false);
    }

    static int cursor(Fixture f) {
        if (f.cursor() < 0) throw new IllegalArgumentException("case " + f.name() + " has no $0 cursor");
        return f.cursor();
    }

    static String span(FileSpan s) {
        return display(s.file()) + ":" + range(s.lines(), s.range());
    }

    /** Paths under the MLIR include root print as {@code <mlir>/...}, so fixtures do not depend on the install. */
    static String display(Path p) {
        if (MLIR.isPresent() && p.startsWith(MLIR.get())) return "<mlir>/" + MLIR.get().relativize(p);
        return p.toString();
    }
}
