package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The protocol's edges, through {@link PdllLspMain#serve} with the usual {@code Content-Length}
 * framing and the whole input sent at once, as a client that does not wait for answers: requests
 * right before {@code shutdown} are answered before it, exit statuses, no Java stack trace in any
 * reply, methods we do not implement, {@code initialize} with bad parameters, {@code
 * prepareRename}, and documents under URIs of other schemes answered under the same URI.
 */
class ProtocolEdgesTest {
    static final String DOC = "Constraint Small(v: Value);\nPattern Demo {\n  let x: Small;\n  erase op<my.op>(x);\n}\n";

    /** The server's output and exit status for these messages. */
    record Session(List<JsonObject> out, int status) {
        JsonObject answer(int id) {
            for (JsonObject m : out) if (!m.has("method") && m.has("id") && m.get("id").getAsInt() == id) return m;
            throw new AssertionError("no answer to " + id + " in " + out);
        }

        int indexOf(int id) {
            for (int i = 0; i < out.size(); i++) {
                JsonObject m = out.get(i);
                if (!m.has("method") && m.has("id") && m.get("id").getAsInt() == id) return i;
            }
            return -1;
        }
    }

    static Session run(String... messages) throws Exception {
        return runWith(new String[0], messages);
    }

    /**
     * As {@link #run}, with these command-line arguments; with {@code --input-style=delimited} the
     * messages are separated by {@code // -----} lines (one at a time, each edit's diagnostics
     * published before the next message is read).
     */
    static Session runWith(String[] args, String... messages) throws Exception {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        boolean delimited = java.util.Arrays.asList(args).contains("--input-style=delimited");
        for (String m : messages) {
            byte[] b = m.getBytes(StandardCharsets.UTF_8);
            if (!delimited) in.write(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            in.write(b);
            if (delimited) in.write("\n// -----\n".getBytes(StandardCharsets.US_ASCII));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = PdllLspMain.serve(ServerArgs.parse(args), new Log(Log.Level.ERROR, new PrintStream(new ByteArrayOutputStream())),
                new ByteArrayInputStream(in.toByteArray()), out);
        return new Session(LitTranscript.parse(out.toByteArray()), status);
    }

    static String init(String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":" + params + "}";
    }

    static String open(String uri, String text) {
        JsonObject d = new JsonObject();
        d.addProperty("uri", uri);
        d.addProperty("languageId", "pdll");
        d.addProperty("version", 1);
        d.addProperty("text", text);
        return "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":" + d + "}}";
    }

    static String request(int id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    static String at(String uri, int line, int character, String more) {
        return "{\"textDocument\":{\"uri\":\"" + uri + "\"},\"position\":{\"line\":" + line + ",\"character\":" + character + "}" + more + "}";
    }

    static final String SHUTDOWN = "{\"jsonrpc\":\"2.0\",\"id\":999,\"method\":\"shutdown\"}";
    static final String EXIT = "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}";

    @Test
    void requestsBeforeShutdownAreAnsweredThenShutdownThenExitWithZero() throws Exception {
        List<String> msgs = new ArrayList<>(List.of(init("{}"), open("file:///w/a.pdll", DOC)));
        for (int i = 1; i <= 30; i++) {
            String method = List.of("textDocument/hover", "textDocument/references", "textDocument/documentSymbol",
                    "textDocument/completion", "pdll/viewOutput").get(i % 5);
            String params = method.equals("pdll/viewOutput") ? "{\"uri\":\"file:///w/a.pdll\",\"kind\":\"mlir\"}"
                    : at("file:///w/a.pdll", 3, 18, ",\"context\":{\"includeDeclaration\":true}");
            msgs.add(request(i, method, params));
        }
        msgs.add(SHUTDOWN);
        msgs.add(EXIT);
        Session s = run(msgs.toArray(String[]::new));
        assertEquals(0, s.status());
        int shutdownAt = s.indexOf(999);
        assertTrue(shutdownAt >= 0, "shutdown answered");
        for (int i = 1; i <= 30; i++) {
            int at = s.indexOf(i);
            assertTrue(at >= 0 && at < shutdownAt, "request " + i + " answered before shutdown: " + at + " vs " + shutdownAt);
        }
        // the diagnostics of the opened document were published before the process ended
        assertTrue(s.out().stream().anyMatch(m -> m.has("method") && m.get("method").getAsString().equals("textDocument/publishDiagnostics")));
    }

    @Test
    void exitWithoutShutdownAndEndOfInputAreStatusOne() throws Exception {
        assertEquals(1, run(init("{}"), EXIT).status());
        Session eof = run(init("{}"), request(1, "textDocument/hover", at("file:///w/none.pdll", 0, 0, "")), SHUTDOWN);
        assertEquals(1, eof.status(), "the input ended without exit, as the reference: 1");
        assertTrue(eof.answer(999).has("result"), "shutdown still answered");
        assertTrue(eof.answer(1).has("result"));
    }

    /**
     * An exit handled before the server has finished starting to listen (it closes the threads the
     * listener's watcher was to run on) still ends the session with its status: repeated, since the
     * order is the threads' (CI once saw the watcher rejected).
     */
    @Test
    void anExitAtOnceNeverRacesTheStart() throws Exception {
        for (int i = 0; i < 50; i++) {
            assertEquals(1, run(EXIT).status(), "round " + i);
            assertEquals(1, run(init("{}"), EXIT).status(), "round " + i);
        }
    }

    @Test
    void noReplyCarriesAStackTraceAndUnimplementedMethodsAreMethodNotFound() throws Exception {
        Session s = run(init("{}"), open("file:///w/a.pdll", DOC),
                request(1, "textDocument/declaration", at("file:///w/a.pdll", 3, 18, "")),
                request(2, "textDocument/typeDefinition", at("file:///w/a.pdll", 3, 18, "")),
                request(3, "textDocument/moniker", at("file:///w/a.pdll", 3, 18, "")),
                request(4, "pdll/frobnicate", "{}"),
                request(5, "textDocument/rename", at("file:///w/a.pdll", 3, 18, "")), // no newName: fails inside
                request(6, "initialize", "null"),
                SHUTDOWN, EXIT);
        for (int id = 1; id <= 4; id++) {
            JsonObject e = s.answer(id).getAsJsonObject("error");
            assertNotNull(e, "error for " + id);
            assertEquals(-32601, e.get("code").getAsInt(), s.answer(id).toString());
            assertTrue(e.get("message").getAsString().startsWith("method not found") || e.get("message").getAsString().startsWith("Unsupported"),
                    e.toString());
        }
        assertEquals("method not found: textDocument/declaration", s.answer(1).getAsJsonObject("error").get("message").getAsString());
        assertTrue(s.answer(5).has("error"), s.answer(5).toString());
        assertEquals(-32602, s.answer(6).getAsJsonObject("error").get("code").getAsInt());
        for (JsonObject m : s.out()) {
            String text = m.toString();
            assertFalse(text.contains("\\tat ") || text.contains("Exception\\n"), "a stack trace in " + text);
            if (m.has("error")) assertFalse(m.getAsJsonObject("error").has("data") && m.getAsJsonObject("error").get("data").toString().contains("at "),
                    text);
        }
    }

    /** Every request method the server takes, each without params and with null params. */
    static final List<String> METHODS_WITH_PARAMS = List.of("textDocument/hover", "textDocument/completion",
            "textDocument/definition", "textDocument/documentSymbol", "workspace/symbol", "textDocument/formatting",
            "textDocument/rangeFormatting", "textDocument/references", "textDocument/rename", "textDocument/prepareRename",
            "textDocument/codeAction", "textDocument/semanticTokens/full", "textDocument/foldingRange",
            "textDocument/inlayHint", "textDocument/signatureHelp", "textDocument/documentLink",
            "textDocument/documentHighlight", "completionItem/resolve", "workspace/executeCommand",
            "pdll/viewOutput", "pdll/runPatterns", "tablegen/viewRecords");

    /** Missing or null params are InvalidParams (-32602), not a NullPointerException answered -32603. */
    @Test
    void missingOrNullParamsAreInvalidParams() throws Exception {
        List<String> msgs = new ArrayList<>(List.of(init("{}")));
        int id = 1;
        for (String m : METHODS_WITH_PARAMS) {
            msgs.add("{\"jsonrpc\":\"2.0\",\"id\":" + id++ + ",\"method\":\"" + m + "\"}");
            msgs.add(request(id++, m, "null"));
        }
        msgs.add(SHUTDOWN);
        msgs.add(EXIT);
        Session s = run(msgs.toArray(String[]::new));
        for (int i = 1; i < id; i++) {
            String method = METHODS_WITH_PARAMS.get((i - 1) / 2);
            JsonObject e = s.answer(i).getAsJsonObject("error");
            assertNotNull(e, method + ": " + s.answer(i));
            assertEquals(-32602, e.get("code").getAsInt(), method + ": " + e);
            assertFalse(e.toString().contains("Exception"), e.toString());
        }
        assertTrue(s.answer(999).has("result"), "shutdown takes no params");
    }

    /** JSON-RPC ids that are numbers LSP4J cannot hold as an int are answered under the same number. */
    @Test
    void everyNumericIdIsAnswered() throws Exception {
        Session s = run(init("{}"), "{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"workspace/symbol\",\"params\":{\"query\":\"\"}}",
                "{\"jsonrpc\":\"2.0\",\"id\":1e30,\"method\":\"textDocument/hover\",\"params\":null}",
                "{\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"method\":\"workspace/symbol\",\"params\":{\"query\":\"x\"}}",
                SHUTDOWN, EXIT);
        List<String> ids = new ArrayList<>();
        for (JsonObject m : s.out()) if (!m.has("method") && m.has("id")) ids.add(m.get("id").getAsJsonPrimitive().getAsBigDecimal().toString());
        assertTrue(ids.contains("1.5"), ids.toString());
        assertTrue(ids.contains("1.0E+30") || ids.contains("1E+30"), ids.toString());
        assertTrue(ids.contains("9007199254740993"), ids.toString());
    }

    /** Bodies that are no JSON-RPC message: parse errors in plain words, no Java exception names (found by the wire fuzzer). */
    @Test
    void parseErrorsNameNoJavaException() throws Exception {
        Session s = run(init("{}"), "[", "\"C\"", "{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"x\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"x\"}", "{\"jsonrpc\":\"2.0\",\"id\":", SHUTDOWN, EXIT);
        int errors = 0;
        for (JsonObject m : s.out()) {
            if (!m.has("error")) continue;
            errors++;
            String text = m.getAsJsonObject("error").get("message").getAsString();
            assertFalse(text.matches("(?s).*\\b(java|com\\.google)\\.[\\w.]+(Exception|Error)\\b.*"), text);
        }
        assertTrue(errors >= 4, s.out().toString());
    }

    /** A notification sent with an id (a request named exit) is answered InvalidRequest: unanswered, it held the session's end for 20 s (found by the wire fuzzer). */
    @Test
    void aNotificationWithAnIdIsAnsweredInvalidRequest() throws Exception {
        Session s = run(init("{}"), "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"exit\"}",
                "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"textDocument/didOpen\",\"params\":{}}", SHUTDOWN, EXIT);
        assertEquals(-32600, s.answer(5).getAsJsonObject("error").get("code").getAsInt(), s.answer(5).toString());
        assertEquals(-32600, s.answer(6).getAsJsonObject("error").get("code").getAsInt(), s.answer(6).toString());
        assertEquals(0, s.status(), "the real exit still ends the session cleanly");
    }

    /**
     * A notification without the params its method takes is dropped: nothing can be answered, and
     * its handler used to throw (LSP4J logged the NullPointerException with its trace; found by the
     * wire fuzzer once its own records were told apart). Nothing after exit is served.
     */
    @Test
    void notificationsWithoutParamsAreDroppedAndNothingAfterExitIsServed() throws Exception {
        java.util.List<java.util.logging.LogRecord> thrown = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Logger lsp4j = java.util.logging.Logger.getLogger("org.eclipse.lsp4j.jsonrpc");
        java.util.logging.Handler h = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                if (r.getThrown() != null) thrown.add(r);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        lsp4j.addHandler(h);
        try {
            Session s = run(init("{}"), open("file:///w/a.pdll", DOC),
                    "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didClose\"}",
                    "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didClose\",\"params\":{\"textDocument\":{\"u5ri\":\"\"}}}",
                    "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":null}",
                    "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\"}",
                    "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/signatureHelp\"}",
                    "{\"jsonrpc\":\"2.0\",\"method\":\"workspace/didChangeWatchedFiles\",\"params\":null}",
                    request(1, "textDocument/documentSymbol", "{\"textDocument\":{\"uri\":\"file:///w/a.pdll\"}}"),
                    SHUTDOWN, EXIT, request(7, "textDocument/hover", "{\"textDocument\":{\"uri\":\"file:///w/a.pdll\"},\"position\":{\"line\":1,\"character\":9}}"),
                    SHUTDOWN);
            assertTrue(s.answer(1).get("result").toString().contains("Demo"), "the document is still open: " + s.answer(1));
            assertEquals(-1, s.indexOf(7), "a request after exit was answered: " + s.out());
            assertEquals(0, s.status());
            assertEquals(List.of(), thrown.stream().map(r -> r.getMessage() + ": " + r.getThrown()).toList());
        } finally {
            lsp4j.removeHandler(h);
        }
    }

    /**
     * A document over the size limit (a 50 MB one exhausted a 6 GB heap, with no word, after 8.5
     * minutes) is kept as text: one warning says so and how to raise the limit, features give their
     * empty answers, and an edit that brings it under the limit analyses it as usual.
     */
    @Test
    void aDocumentOverTheSizeLimitIsTextOnlyWithOneDiagnostic() throws Exception {
        String uri = "file:///w/big.pdll";
        String big = DOC.repeat(3); // 270 characters; the limit below is 104
        Session s = runWith(new String[] {"--max-document-mb=0.0001", "--input-style=delimited"}, init("{}"), open(uri, big),
                request(1, "textDocument/documentSymbol", "{\"textDocument\":{\"uri\":\"" + uri + "\"}}"),
                "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":\"" + uri
                        + "\",\"version\":2},\"contentChanges\":[{\"text\":\"Pattern Small => erase op<a.b>;\\nPattern Small => erase op<a.b>;\\n\"}]}}",
                request(2, "textDocument/documentSymbol", "{\"textDocument\":{\"uri\":\"" + uri + "\"}}"), SHUTDOWN, EXIT);
        List<JsonObject> published = s.out().stream().filter(m -> m.has("method")
                && m.get("method").getAsString().equals("textDocument/publishDiagnostics")).toList();
        JsonObject first = published.get(0).getAsJsonObject("params");
        assertEquals(1, first.getAsJsonArray("diagnostics").size(), first.toString());
        JsonObject d = first.getAsJsonArray("diagnostics").get(0).getAsJsonObject();
        assertEquals(2, d.get("severity").getAsInt(), d.toString());
        assertTrue(d.get("message").getAsString().contains("more than the 0.0 MB the server analyses")
                && d.get("message").getAsString().contains("--max-document-mb=N"), d.toString());
        assertEquals("[]", s.answer(1).get("result").toString(), "no features on a document over the limit");
        JsonObject last = published.get(published.size() - 1).getAsJsonObject("params");
        assertTrue(last.getAsJsonArray("diagnostics").toString().contains("has already been defined"), "analysed again: " + last);
        assertTrue(s.answer(2).get("result").toString().contains("Small"), s.answer(2).toString());
    }

    /** A rename without newName is InvalidParams (it threw in the rename, logged with its trace; found by the wire fuzzer). */
    @Test
    void aRenameWithoutANewNameIsInvalidParams() throws Exception {
        String uri = "file:///w/a.pdll";
        Session s = run(init("{}"), open(uri, DOC), request(1, "textDocument/rename",
                "{\"textDocument\":{\"uri\":\"" + uri + "\"},\"position\":{\"line\":1,\"character\":9}}"), SHUTDOWN, EXIT);
        assertEquals(-32602, s.answer(1).getAsJsonObject("error").get("code").getAsInt(), s.answer(1).toString());
    }

    /** A document at the root URI file:/// (no file name) once broke workspace/symbol for every document. */
    @Test
    void aDocumentAtTheRootUriIsHarmless() throws Exception {
        Session s = run(init("{}"), open("file:///", "Pattern P => erase op<a.b>;\n"), open("file:///w/a.pdll", DOC),
                request(1, "workspace/symbol", "{\"query\":\"\"}"), SHUTDOWN, EXIT);
        JsonObject answer = s.answer(1);
        assertTrue(answer.has("result"), answer.toString());
        assertTrue(answer.get("result").toString().contains("Demo"), answer.toString());
    }

    @Test
    void initializeWithParametersOfTheWrongShapeStillAnswersTheCapabilities() throws Exception {
        Session s = run(init("{\"processId\":\"\",\"rootUri\":42,\"capabilities\":{\"textDocument\":5},\"trace\":\"loud\"}"), SHUTDOWN, EXIT);
        JsonObject caps = s.answer(0).getAsJsonObject("result").getAsJsonObject("capabilities");
        assertTrue(caps.getAsJsonObject("completionProvider").getAsJsonArray("allCommitCharacters").size() > 20);
        assertTrue(caps.getAsJsonObject("completionProvider").getAsJsonArray("triggerCharacters").toString().contains("\" \""));
        assertTrue(caps.getAsJsonObject("renameProvider").get("prepareProvider").getAsBoolean());
    }

    @Test
    void prepareRenameGivesTheNameAndItsTextOrNull() throws Exception {
        String uri = "file:///w/a.pdll";
        Session s = run(init("{}"), open(uri, DOC),
                request(1, "textDocument/prepareRename", at(uri, 3, 18, "")), // the x in op<my.op>(x)
                request(2, "textDocument/prepareRename", at(uri, 3, 3, "")), // erase
                request(3, "textDocument/prepareRename", at(uri, 1, 9, "")), // the pattern's name
                SHUTDOWN, EXIT);
        JsonObject r = s.answer(1).getAsJsonObject("result");
        assertEquals("x", r.get("placeholder").getAsString());
        assertEquals(JsonParser.parseString("{\"start\":{\"line\":3,\"character\":18},\"end\":{\"line\":3,\"character\":19}}"), r.get("range"));
        assertTrue(s.answer(2).get("result").isJsonNull(), s.answer(2).toString());
        assertEquals("Demo", s.answer(3).getAsJsonObject("result").get("placeholder").getAsString());
    }

    @Test
    void documentsUnderOtherSchemesAreAnsweredUnderTheirOwnUri() throws Exception {
        for (String uri : List.of("untitled:Untitled-1", "test:///foo.pdll", "vscode-vfs://github/llvm/demo/rules.pdll")) {
            Session s = run(init("{}"), open(uri, DOC),
                    request(1, "textDocument/definition", at(uri, 3, 18, "")),
                    request(2, "textDocument/references", at(uri, 2, 6, ",\"context\":{\"includeDeclaration\":true}")),
                    request(3, "textDocument/rename", at(uri, 2, 6, ",\"newName\":\"y\"")),
                    request(4, "textDocument/documentHighlight", at(uri, 2, 6, "")),
                    request(5, "workspace/symbol", "{\"query\":\"Demo\"}"),
                    request(6, "pdll/viewOutput", "{\"uri\":\"" + uri + "\",\"kind\":\"mlir\"}"),
                    SHUTDOWN, EXIT);
            JsonElement def = s.answer(1).get("result");
            assertEquals(uri, def.getAsJsonArray().get(0).getAsJsonObject().get("uri").getAsString(), def.toString());
            for (JsonElement loc : s.answer(2).getAsJsonArray("result")) assertEquals(uri, loc.getAsJsonObject().get("uri").getAsString());
            assertEquals(2, s.answer(2).getAsJsonArray("result").size());
            Map<String, JsonElement> changes = s.answer(3).getAsJsonObject("result").getAsJsonObject("changes").asMap();
            assertEquals(List.of(uri), List.copyOf(changes.keySet()));
            JsonElement symbols = s.answer(5).get("result");
            assertEquals(uri, symbols.getAsJsonArray().get(0).getAsJsonObject().getAsJsonObject("location").get("uri").getAsString(), symbols.toString());
            assertTrue(s.answer(6).getAsJsonObject("result").get("output").getAsString().contains("loc(\"" + uri + "\":"));
            for (JsonObject m : s.out()) {
                if (m.has("method") && m.get("method").getAsString().equals("textDocument/publishDiagnostics")) {
                    assertEquals(uri, m.getAsJsonObject("params").get("uri").getAsString());
                }
                assertFalse(m.toString().contains("file:"), "a file: URI for " + uri + ": " + m);
            }
        }
    }

    /** A file: URI comes back as the client spelled it (here without an authority), not re-encoded from the path. */
    @Test
    void anOpenFileComesBackUnderTheClientsSpelling() throws Exception {
        String uri = "file:/w/odd%20name.pdll";
        Session s = run(init("{}"), open(uri, DOC), request(1, "textDocument/definition", at(uri, 3, 18, "")), SHUTDOWN, EXIT);
        assertEquals(uri, s.answer(1).getAsJsonArray("result").get(0).getAsJsonObject().get("uri").getAsString());
    }
}
