package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import java.util.Map;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The capabilities the server writes by hand ({@link InitializeAnswer}) are JSON that LSP4J's
 * types hold completely: read into {@link InitializeResult} and written again by LSP4J's Gson,
 * they come back byte for byte (a misspelt field would be dropped, a wrong shape would fail or
 * change, a field out of LSP4J's order would move).
 */
class InitializeAnswerTest {
    private static final Gson LSP4J = new MessageJsonHandler(Map.of()).getGson();

    @ParameterizedTest
    @ValueSource(strings = {"utf-16", "utf-8", "utf-32"})
    void lsp4jReadsAndWritesTheSameJson(String encoding) {
        String json = new InitializeAnswer(encoding).json();
        InitializeResult read = LSP4J.fromJson(json, InitializeResult.class);
        assertEquals(json, LSP4J.toJson(read));
        assertEquals(encoding, read.getCapabilities().getPositionEncoding());
    }

    @ParameterizedTest
    @ValueSource(strings = {"utf-16"})
    void inProcessTheAnswerReadsAsLsp4jsResult(String encoding) {
        InitializeAnswer a = new InitializeAnswer(encoding);
        ServerCapabilities c = a.getCapabilities();
        assertTrue(c.getHoverProvider().getLeft());
        assertEquals(PdllLanguageServer.TRIGGER_CHARACTERS, c.getCompletionProvider().getTriggerCharacters());
        assertEquals("pdll-lsp", a.getServerInfo().getName());
        assertEquals(PdllLanguageServer.VERSION, a.getServerInfo().getVersion());
    }

    /** On the wire the server's own Gson writes the prepared JSON as it is. */
    @ParameterizedTest
    @ValueSource(strings = {"utf-8"})
    void theServersGsonWritesThePreparedJson(String encoding) {
        InitializeAnswer a = new InitializeAnswer(encoding);
        Gson server = new TolerantJsonHandler(Map.of(), g -> { }).getGson();
        assertEquals(a.json(), server.toJson(a));
    }
}
