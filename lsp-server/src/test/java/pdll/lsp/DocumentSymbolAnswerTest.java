package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.base.text.PositionEncoding;
import pdll.ide.files.OverlayFiles;
import pdll.ide.symbols.DocumentSymbols;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;

/** The outline written straight from its records is, byte for byte, what Gson writes for LSP4J's symbols. */
class DocumentSymbolAnswerTest {
    private static final String TEXT = """
            // a constraint with <html> & 'quotes' and a tab\tin its detail
            Constraint Pick(a: Value,
                            b:   Attr) -> (r: Op<é.op>, s: Value) [{ return success(); }];
            Rewrite Make(v: Value) -> Op { return op<"x">(v); }
            Pattern Named with benefit(2) { let root = op<"é\\u2028">(x: Value) -> (t: Type); erase root; }
            Pattern { let z: Value<"\\"q\\"">; erase op<a.b>(z); }
            Pattern Broken { let = ; }
            Constraint
            """;

    @Test
    void writesWhatGsonWritesForTheLsp4jSymbols() {
        for (PositionEncoding enc : List.of(PositionEncoding.UTF16, PositionEncoding.UTF8)) {
            DocumentStore store = new DocumentStore(new OverlayFiles(FileAccess.DISK), ParseOptions.DEFAULT);
            store.setEncoding(enc);
            Snapshot s = store.open("file:///t/main.pdll", 1, TEXT);
            DocumentSymbolAnswer answer = new DocumentSymbolAnswer(DocumentSymbols.compute(s.tree()), s.lines(), new ToLsp(store, () -> false));
            assertTrue(answer.size() >= 4, "symbols: " + answer.size());
            var methods = ServiceEndpoints.getSupportedMethods(LanguageServer.class);
            String fast = new TolerantJsonHandler(methods, g -> { }).serialize(response(answer));
            String gson = new MessageJsonHandler(methods).serialize(response(new ArrayList<>(answer)));
            assertEquals(gson, fast, enc.label());
        }
    }

    private static ResponseMessage response(Object result) {
        ResponseMessage m = new ResponseMessage();
        m.setId("7");
        m.setResult(result);
        return m;
    }
}
