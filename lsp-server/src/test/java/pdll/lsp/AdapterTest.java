package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionCapabilities;
import org.eclipse.lsp4j.CompletionItemCapabilities;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.GeneralClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.junit.jupiter.api.Test;
import pdll.base.text.LineIndex;
import pdll.base.text.PositionEncoding;
import pdll.ide.Ide;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.Analyzer;
import pdll.ide.answer.Proposals;
import pdll.ide.completion.SpaceTrigger;
import pdll.ide.config.IncludeConfig;
import pdll.ide.files.MemoryFiles;
import pdll.ide.files.OverlayFiles;
import pdll.ide.index.OpIndexes;
import pdll.ide.answer.SemanticToken;
import pdll.ide.answer.TokenType;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.TdCaches;

/**
 * The adapter's edge: encoding negotiation, snippets as plain text, quick fixes on the client's
 * diagnostics, documentation left to completionItem/resolve, token encoding.
 */
class AdapterTest {

    static InitializeParams offering(List<String> encodings, Boolean snippets) {
        InitializeParams p = new InitializeParams();
        ClientCapabilities caps = new ClientCapabilities();
        GeneralClientCapabilities general = new GeneralClientCapabilities();
        general.setPositionEncodings(encodings);
        caps.setGeneral(general);
        TextDocumentClientCapabilities td = new TextDocumentClientCapabilities();
        CompletionCapabilities completion = new CompletionCapabilities();
        completion.setCompletionItem(new CompletionItemCapabilities(snippets));
        td.setCompletion(completion);
        caps.setTextDocument(td);
        p.setCapabilities(caps);
        return p;
    }

    @Test
    void utf16UnlessTheClientCannot() {
        assertEquals(PositionEncoding.UTF16, PdllLanguageServer.negotiate(offering(null, null)));
        assertEquals(PositionEncoding.UTF16, PdllLanguageServer.negotiate(offering(List.of("utf-8", "utf-16"), null)));
        assertEquals(PositionEncoding.UTF8, PdllLanguageServer.negotiate(offering(List.of("utf-8"), null)));
        assertEquals(PositionEncoding.UTF32, PdllLanguageServer.negotiate(offering(List.of("ebcdic", "utf-32"), null)));
        assertEquals(PositionEncoding.UTF16, PdllLanguageServer.negotiate(new InitializeParams()));
    }

    @Test
    void snippetsOnlyForClientsThatSayTheyTakeThem() {
        assertTrue(PdllLanguageServer.snippetSupport(offering(null, true)));
        assertFalse(PdllLanguageServer.snippetSupport(offering(null, false)));
        assertFalse(PdllLanguageServer.snippetSupport(new InitializeParams()));
        assertEquals("Pattern Name {\n  \n}", ToLsp.plain("Pattern ${1:Name} {\n  $0\n}"));
        assertEquals("op<>()", ToLsp.plain("op<$1>($0)"));
    }

    @Test
    void aDidYouMeanFixCarriesTheDiagnosticItFixes() throws Exception {
        PdllLanguageServer server = new PdllLanguageServer(ServerArgs.parse(new String[0]),
                new Log(Log.Level.ERROR, new PrintStream(new ByteArrayOutputStream())), new MemoryFiles(), code -> { });
        String uri = "file:///w/a.pdll";
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "pdll", 1,
                "Pattern {\n  let input: Value;\n  erase op<a.b>(inptu);\n}\n")));
        Range name = new Range(new Position(2, 16), new Position(2, 21));
        Diagnostic fixed = new Diagnostic(name, "undefined reference to `inptu`");
        Diagnostic other = new Diagnostic(name, "something else");
        CodeActionParams params = new CodeActionParams(new TextDocumentIdentifier(uri),
                new Range(new Position(2, 18), new Position(2, 18)), new CodeActionContext(List.of(other, fixed)));
        var actions = server.getTextDocumentService().codeAction(params).get();
        assertEquals(1, actions.size());
        var x = actions.get(0).getRight();
        assertEquals("Did you mean `input`?", x.getTitle());
        assertEquals("quickfix", x.getKind());
        assertTrue(x.getIsPreferred());
        assertEquals("input", x.getEdit().getChanges().get(uri).get(0).getNewText());
        assertEquals(name, x.getEdit().getChanges().get(uri).get(0).getRange());
        assertEquals(List.of(fixed), x.getDiagnostics());
        server.shutdown().get();
        server.exit();
    }

    @Test
    void aLongCompletionListLeavesDocumentationToResolve() {
        OverlayFiles files = new OverlayFiles(new MemoryFiles());
        DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);
        Snapshot s = store.open("file:///w/a.pdll", 1, "Pattern P with ");
        Analysis a = new Analyzer(files, new IncludeConfig(files, m -> { }), TdCaches.CLI).analyze(s, () -> false);
        Ide ide = new Ide(files, OpIndexes.NONE);
        Proposals found = ide.completions(a, s.text().length(), null);
        String doc = found.items().get(0).documentation();
        assertFalse(doc.isEmpty());
        assertEquals(doc, ide.resolve(new Proposals.Ref(found.id(), 0)), "looked up by list and index");
        assertEquals("", ide.resolve(new Proposals.Ref(found.id() + 1, 0)), "a list never answered");
        // over RESOLVE_DOCS_ABOVE items the documentation stays behind, the item says where to find it
        Proposals many = new Proposals(7, Collections.nCopies(ToLsp.RESOLVE_DOCS_ABOVE + 1, found.items().get(0)));
        var item = new ToLsp(store, () -> false).completions(s.lines(), many).getItems().get(3);
        assertNull(item.getDocumentation());
        assertEquals(Optional.of(new Proposals.Ref(7, 3)), FromLsp.proposal(item));
    }

    @Test
    void multiLineTokensAreSplitAndRelative() {
        LineIndex lines = new LineIndex("a [{ x\ny }] é b\n");
        List<SemanticToken> tokens = List.of(
                new SemanticToken(2, 11, TokenType.STRING, false, false),
                new SemanticToken(14, 15, TokenType.VARIABLE, true, false));
        DocumentStore store = new DocumentStore(new OverlayFiles(new MemoryFiles()), ParseOptions.DEFAULT);
        ToLsp to = new ToLsp(store, () -> false);
        assertEquals(List.of(
                0, 2, 4, TokenType.STRING.ordinal(), 0,
                1, 0, 4, TokenType.STRING.ordinal(), 0,
                0, 7, 1, TokenType.VARIABLE.ordinal(), 1), to.semanticTokens(lines, tokens).getData());
        // in UTF-8 the é counts two
        store.setEncoding(PositionEncoding.UTF8);
        assertEquals(8, to.semanticTokens(lines, tokens).getData().get(11));
    }

    @Test
    void aTypedSpaceCompletesOnlyWhereTheReferenceDoes() {
        String text = "Pattern P with \n  let x: \n  let y = \n  op< a, \n  erase ";
        IntPredicate after = at -> SpaceTrigger.worthAnswering(text, at);
        assertTrue(after.test(text.indexOf("with ") + 5));
        assertTrue(after.test(text.indexOf(": ") + 2));
        assertTrue(after.test(text.indexOf("op< ") + 4));
        assertTrue(after.test(text.indexOf(", ") + 2));
        assertFalse(after.test(text.indexOf("= ") + 2));
        assertFalse(after.test(text.length()));
        assertFalse(after.test(0));
    }
}
