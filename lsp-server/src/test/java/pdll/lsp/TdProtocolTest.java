package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pdll.lsp.ProtocolEdgesTest.EXIT;
import static pdll.lsp.ProtocolEdgesTest.SHUTDOWN;
import static pdll.lsp.ProtocolEdgesTest.at;
import static pdll.lsp.ProtocolEdgesTest.init;
import static pdll.lsp.ProtocolEdgesTest.request;
import static pdll.lsp.ProtocolEdgesTest.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code .td} document over the protocol, as an editor configured for {@code tblgen-lsp-server}
 * drives {@code bin/tblgen-lsp}: TableGen diagnostics (every error, {@code source: "tablegen"}),
 * hover with the evaluated record, definition into an include, links, the outline, the
 * completion of a class name and {@code tablegen/viewRecords}.
 */
class TdProtocolTest {
    @TempDir
    Path dir;

    static String openTd(String uri, String text) {
        JsonObject d = new JsonObject();
        d.addProperty("uri", uri);
        d.addProperty("languageId", "tablegen");
        d.addProperty("version", 1);
        d.addProperty("text", text);
        return "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":" + d + "}}";
    }

    @Test
    void aTdDocumentIsServedAsTableGen() throws Exception {
        Files.writeString(dir.resolve("lib.td"), "class Base<int n> { int v = n; }\n");
        String uri = dir.resolve("main.td").toUri().toString();
        String text = "include \"lib.td\"\ndef X : Base<3>;\ndef Y : Nope;\ndef Z : Base<\"s\">;\n";
        ProtocolEdgesTest.Session s = run(init("{}"), openTd(uri, text),
                request(1, "textDocument/hover", at(uri, 1, 4, "")),
                request(2, "textDocument/definition", at(uri, 1, 9, "")),
                request(3, "textDocument/documentLink", "{\"textDocument\":{\"uri\":\"" + uri + "\"}}"),
                request(4, "textDocument/documentSymbol", "{\"textDocument\":{\"uri\":\"" + uri + "\"}}"),
                request(5, "textDocument/completion", at(uri, 1, 9, "")),
                request(6, "tablegen/viewRecords", "{\"uri\":\"" + uri + "\",\"scope\":\"document\"}"),
                SHUTDOWN, EXIT);
        assertEquals(0, s.status());
        JsonArray diags = null;
        for (JsonObject m : s.out()) {
            if (m.has("method") && m.get("method").getAsString().equals("textDocument/publishDiagnostics")) {
                diags = m.getAsJsonObject("params").getAsJsonArray("diagnostics");
            }
        }
        assertTrue(diags != null, "diagnostics published");
        assertEquals(2, diags.size(), diags.toString());
        assertEquals("Couldn't find class 'Nope'", diags.get(0).getAsJsonObject().get("message").getAsString());
        assertEquals("tablegen", diags.get(0).getAsJsonObject().get("source").getAsString());
        String hover = s.answer(1).getAsJsonObject("result").getAsJsonObject("contents").get("value").getAsString();
        assertTrue(hover.startsWith("**def** `X`") && hover.contains("  int v = 3;"), hover);
        JsonArray def = s.answer(2).getAsJsonArray("result");
        assertEquals(dir.resolve("lib.td").toUri().toString().replace("file:///", "file:/"),
                def.get(0).getAsJsonObject().get("uri").getAsString().replace("file:///", "file:/"));
        assertEquals(1, s.answer(3).getAsJsonArray("result").size());
        assertEquals(3, s.answer(4).getAsJsonArray("result").size());
        JsonArray items = s.answer(5).getAsJsonObject("result").getAsJsonArray("items");
        assertEquals(1, items.size(), items.toString());
        assertEquals("Base", items.get(0).getAsJsonObject().get("label").getAsString());
        String records = s.answer(6).getAsJsonObject("result").get("output").getAsString();
        assertTrue(records.contains("def X {\t// Base\n  int v = 3;\n}\n"), records);
    }

    /** A bang operator's snippet goes as a snippet only to a client that declares snippetSupport, else as plain text. */
    @Test
    void aBangOperatorsSnippetFollowsTheClientsCapability() throws Exception {
        String uri = dir.resolve("main.td").toUri().toString();
        String text = "def X { list<int> v = !fore }\n";
        String snippets = "{\"capabilities\":{\"textDocument\":{\"completion\":{\"completionItem\":{\"snippetSupport\":true}}}}}";
        for (boolean takes : new boolean[] {true, false}) {
            ProtocolEdgesTest.Session s = run(init(takes ? snippets : "{}"), openTd(uri, text),
                    request(1, "textDocument/completion", at(uri, 0, 27, "")), SHUTDOWN, EXIT);
            JsonObject item = s.answer(1).getAsJsonObject("result").getAsJsonArray("items").get(0).getAsJsonObject();
            assertEquals("foreach", item.get("label").getAsString());
            assertEquals(takes ? 2 : 1, item.get("insertTextFormat").getAsInt());
            assertEquals(takes ? "foreach(${1:var}, ${2:list}, ${3:expr})" : "foreach(var, list, expr)",
                    item.get("insertText").getAsString());
        }
    }
}
