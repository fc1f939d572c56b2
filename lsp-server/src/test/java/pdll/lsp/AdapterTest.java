package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CompletionCapabilities;
import org.eclipse.lsp4j.CompletionItemCapabilities;
import org.eclipse.lsp4j.GeneralClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.junit.jupiter.api.Test;
import pdll.ide.text.LineIndex;
import pdll.ide.text.PositionEncoding;
import pdll.ide.tokens.SemanticToken;
import pdll.ide.tokens.TokenType;

/** The adapter's edge conversions: encoding negotiation, snippets as plain text, token encoding. */
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
        assertEquals("Pattern Name {\n  \n}", PdllTextDocumentService.plain("Pattern ${1:Name} {\n  $0\n}"));
        assertEquals("op<>()", PdllTextDocumentService.plain("op<$1>($0)"));
    }

    @Test
    void aDidYouMeanFixCarriesTheDiagnosticItFixes() {
        var files = new pdll.ide.files.OverlayFiles(new pdll.ide.files.MemoryFiles());
        var store = new pdll.ide.workspace.DocumentStore(files, pdll.syntax.ParseOptions.DEFAULT);
        var s = store.open("file:///w/a.pdll", 1, "Pattern {\n  let input: Value;\n  erase op<a.b>(inptu);\n}\n");
        var a = new pdll.ide.analysis.Analyzer(files, new pdll.ide.config.IncludeConfig(files, m -> { }))
                .analyze(s, () -> false);
        org.eclipse.lsp4j.Range name = new org.eclipse.lsp4j.Range(new org.eclipse.lsp4j.Position(2, 16), new org.eclipse.lsp4j.Position(2, 21));
        var fixed = new org.eclipse.lsp4j.Diagnostic(name, "undefined reference to `inptu`");
        var other = new org.eclipse.lsp4j.Diagnostic(name, "something else");
        var params = new org.eclipse.lsp4j.CodeActionParams(new org.eclipse.lsp4j.TextDocumentIdentifier(s.uri()),
                new org.eclipse.lsp4j.Range(new org.eclipse.lsp4j.Position(2, 18), new org.eclipse.lsp4j.Position(2, 18)),
                new org.eclipse.lsp4j.CodeActionContext(List.of(other, fixed)));
        var actions = NameFixActions.of(s, a, params, PositionEncoding.UTF16);
        assertEquals(1, actions.size());
        var x = actions.get(0).getRight();
        assertEquals("Did you mean `input`?", x.getTitle());
        assertEquals("quickfix", x.getKind());
        assertTrue(x.getIsPreferred());
        assertEquals("input", x.getEdit().getChanges().get(s.uri()).get(0).getNewText());
        assertEquals(name, x.getEdit().getChanges().get(s.uri()).get(0).getRange());
        assertEquals(List.of(fixed), x.getDiagnostics());
    }

    @Test
    void multiLineTokensAreSplitAndRelative() {
        LineIndex lines = new LineIndex("a [{ x\ny }] é b\n");
        List<SemanticToken> tokens = List.of(
                new SemanticToken(2, 11, TokenType.STRING, false, false),
                new SemanticToken(14, 15, TokenType.VARIABLE, true, false));
        assertEquals(List.of(
                0, 2, 4, TokenType.STRING.ordinal(), 0,
                1, 0, 4, TokenType.STRING.ordinal(), 0,
                0, 7, 1, TokenType.VARIABLE.ordinal(), 1), Convert.encode(tokens, lines, PositionEncoding.UTF16));
        // in UTF-8 the é counts two
        assertEquals(8, Convert.encode(tokens, lines, PositionEncoding.UTF8).get(11));
    }

    @Test
    void aTypedSpaceCompletesOnlyWhereTheReferenceDoes() {
        String text = "Pattern P with \n  let x: \n  let y = \n  op< a, \n  erase ";
        java.util.function.IntPredicate after = at -> pdll.ide.completion.SpaceTrigger.worthAnswering(text, at);
        assertTrue(after.test(text.indexOf("with ") + 5));
        assertTrue(after.test(text.indexOf(": ") + 2));
        assertTrue(after.test(text.indexOf("op< ") + 4));
        assertTrue(after.test(text.indexOf(", ") + 2));
        assertFalse(after.test(text.indexOf("= ") + 2));
        assertFalse(after.test(text.length()));
        assertFalse(after.test(0));
    }
}
