package pdll.lsp;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import pdll.ide.answer.TokenType;

/**
 * The answer to {@code initialize}: the server's capabilities, written as JSON once by
 * {@link #capabilities} and sent as they are ({@link #JSON}, on the server's Gson). Gson's
 * reflective adapters for LSP4J's {@link ServerCapabilities} (forty fields, most an Either of a
 * boolean and an options class) took a fresh server about 12 ms to build and run, on the way to
 * the first answer an editor waits for. The JSON is the one Gson writes for the same LSP4J
 * objects, field for field and in the same order ({@code InitializeAnswerTest} reads it back
 * through LSP4J's types); in-process the answer reads as LSP4J's result, parsed on demand.
 */
final class InitializeAnswer extends InitializeResult {
    private final String json;
    private volatile boolean parsed;

    InitializeAnswer(String positionEncoding) {
        this.json = result(positionEncoding);
    }

    /** The {@code result} of the answer, as sent. */
    String json() {
        return json;
    }

    @Override
    public ServerCapabilities getCapabilities() {
        parse();
        return super.getCapabilities();
    }

    @Override
    public ServerInfo getServerInfo() {
        parse();
        return super.getServerInfo();
    }

    private synchronized void parse() {
        if (parsed) return;
        InitializeResult r = new MessageJsonHandler(Map.of()).getGson().fromJson(json, InitializeResult.class);
        setCapabilities(r.getCapabilities());
        setServerInfo(r.getServerInfo());
        parsed = true;
    }

    /** Writes an answer's prepared JSON (the server never reads one). */
    static final TypeAdapterFactory JSON = new TypeAdapterFactory() {
        @Override
        @SuppressWarnings("unchecked")
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            return type.getRawType() == InitializeAnswer.class ? (TypeAdapter<T>) new Writer() : null;
        }
    };

    private static final class Writer extends TypeAdapter<InitializeAnswer> {
        @Override
        public void write(JsonWriter out, InitializeAnswer a) throws IOException {
            out.jsonValue(a.json);
        }

        @Override
        public InitializeAnswer read(JsonReader in) {
            throw new UnsupportedOperationException("the server never reads an initialize answer");
        }
    }

    private static String result(String positionEncoding) {
        StringWriter s = new StringWriter(1024);
        try {
            JsonWriter out = new JsonWriter(s);
            out.setHtmlSafe(true); // as LSP4J's Gson: '<' is written \u003c
            out.beginObject();
            capabilities(out.name("capabilities"), positionEncoding);
            out.name("serverInfo").beginObject();
            out.name("name").value("pdll-lsp");
            out.name("version").value(PdllLanguageServer.VERSION);
            out.endObject();
            out.endObject();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return s.toString();
    }

    /** What the server does, in the order of LSP4J's {@link ServerCapabilities} fields. */
    private static void capabilities(JsonWriter out, String positionEncoding) throws IOException {
        out.beginObject();
        out.name("positionEncoding").value(positionEncoding);
        out.name("textDocumentSync").beginObject();
        out.name("openClose").value(true);
        out.name("change").value(TextDocumentSyncKind.Incremental.ordinal()); // None 0, Full 1, Incremental 2
        out.name("save").beginObject().name("includeText").value(false).endObject();
        out.endObject();
        out.name("hoverProvider").value(true);
        out.name("completionProvider").beginObject();
        out.name("resolveProvider").value(true);
        strings(out.name("triggerCharacters"), PdllLanguageServer.TRIGGER_CHARACTERS);
        strings(out.name("allCommitCharacters"), PdllLanguageServer.COMMIT_CHARACTERS);
        out.endObject();
        out.name("signatureHelpProvider").beginObject();
        // `<` opens a .td template argument list (`def X : Base<`); PDLL answers none there
        strings(out.name("triggerCharacters"), List.of("(", ",", "<"));
        out.endObject();
        out.name("definitionProvider").value(true);
        out.name("referencesProvider").value(true);
        out.name("documentHighlightProvider").value(true);
        out.name("documentSymbolProvider").value(true);
        out.name("workspaceSymbolProvider").value(true);
        out.name("codeActionProvider").value(true);
        out.name("documentFormattingProvider").value(true);
        out.name("documentRangeFormattingProvider").value(true);
        out.name("renameProvider").beginObject().name("prepareProvider").value(true).endObject();
        out.name("documentLinkProvider").beginObject().name("resolveProvider").value(false).endObject();
        out.name("foldingRangeProvider").value(true);
        out.name("executeCommandProvider").beginObject();
        strings(out.name("commands"), List.of(DrrConversion.COMMAND));
        out.endObject();
        out.name("semanticTokensProvider").beginObject();
        out.name("legend").beginObject();
        out.name("tokenTypes").beginArray();
        for (TokenType t : TokenType.values()) out.value(t.lspName());
        out.endArray();
        strings(out.name("tokenModifiers"), List.of("declaration", "documentation"));
        out.endObject();
        out.name("range").value(false);
        out.name("full").value(true);
        out.endObject();
        out.name("inlayHintProvider").value(true);
        out.endObject();
    }

    private static void strings(JsonWriter out, List<String> values) throws IOException {
        out.beginArray();
        for (String v : values) out.value(v);
        out.endArray();
    }
}
