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
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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
        JsonArray diags = diagnostics(s, 1);
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

    static ProtocolEdgesTest.Session runDelimited(String... messages) throws Exception {
        String in = String.join("\n// -----\n", messages) + "\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = PdllLspMain.serve(ServerArgs.parse(new String[] {"--input-style=delimited"}),
                new Log(Log.Level.ERROR, new PrintStream(new ByteArrayOutputStream())),
                new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)), out);
        return new ProtocolEdgesTest.Session(LitTranscript.parse(out.toByteArray()), status);
    }

    /** The diagnostics last published for a version of the document, null when none were. */
    static JsonArray diagnostics(ProtocolEdgesTest.Session s, int version) {
        JsonArray last = null;
        for (JsonObject m : s.out()) {
            if (m.has("method") && m.get("method").getAsString().equals("textDocument/publishDiagnostics")
                    && m.getAsJsonObject("params").get("version").getAsInt() == version) {
                last = m.getAsJsonObject("params").getAsJsonArray("diagnostics");
            }
        }
        return last;
    }

    static String change(String uri, int version, String text) {
        JsonObject d = new JsonObject();
        d.addProperty("uri", uri);
        d.addProperty("version", version);
        JsonObject c = new JsonObject();
        c.addProperty("text", text);
        JsonArray cs = new JsonArray();
        cs.add(c);
        JsonObject p = new JsonObject();
        p.add("textDocument", d);
        p.add("contentChanges", cs);
        return "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":" + p + "}";
    }

    /**
     * After an edit the evaluation resumes after the statements the edit left alone, sharing the
     * records they made, which point into the document's earlier text: hover, definition and the
     * records of the document still answer for the document as it now is.
     */
    @Test
    void answersAfterAResumedEvaluationPointIntoTheDocument() throws Exception {
        Files.writeString(dir.resolve("lib.td"), "class Base<int n> { int v = n; }\n");
        String uri = dir.resolve("main.td").toUri().toString();
        String v1 = "include \"lib.td\"\ndef X : Base<3>;\ndef Y { int w = X.v; }\n";
        String v2 = v1 + "def W : Base<9>;\n";
        // delimited input: each message is handled (v1 evaluated, its diagnostics published) before the next is read
        ProtocolEdgesTest.Session s = runDelimited(init("{}"), openTd(uri, v1),
                request(1, "textDocument/hover", at(uri, 1, 4, "")),
                change(uri, 2, v2),
                request(2, "textDocument/hover", at(uri, 1, 4, "")),
                request(3, "textDocument/definition", at(uri, 2, 16, "")),
                request(4, "tablegen/viewRecords", "{\"uri\":\"" + uri + "\",\"scope\":\"document\"}"),
                request(5, "textDocument/hover", at(uri, 3, 4, "")),
                SHUTDOWN, EXIT);
        assertEquals(0, s.status());
        JsonArray last = diagnostics(s, 2);
        assertTrue(last != null && last.isEmpty(), String.valueOf(last));
        String hover = s.answer(2).getAsJsonObject("result").getAsJsonObject("contents").get("value").getAsString();
        assertTrue(hover.startsWith("**def** `X`") && hover.contains("  int v = 3;"), hover);
        JsonObject def = s.answer(3).getAsJsonArray("result").get(0).getAsJsonObject();
        assertEquals(uri.replace("file:///", "file:/"), def.get("uri").getAsString().replace("file:///", "file:/"));
        assertEquals(1, def.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());
        String records = s.answer(4).getAsJsonObject("result").get("output").getAsString();
        assertTrue(records.contains("def X {") && records.contains("def Y {") && records.contains("def W {"), records);
        String w = s.answer(5).getAsJsonObject("result").getAsJsonObject("contents").get("value").getAsString();
        assertTrue(w.startsWith("**def** `W`") && w.contains("  int v = 9;"), w);
    }

    /**
     * Statements after an edit that do not depend on it are replayed from the previous evaluation:
     * their records point into the earlier text, lines above where they now are. Hover (the comment
     * above the def, where its values were set) and definition answer for the document as it is.
     */
    @Test
    void answersForStatementsReplayedAfterAnEditAreWhereTheyNowAre() throws Exception {
        Files.writeString(dir.resolve("lib.td"), "class Base<int n> { int v = n; }\n");
        String uri = dir.resolve("main.td").toUri().toString();
        String v1 = "include \"lib.td\"\ndef A : Base<1>;\n// the Z def\ndef Z : Base<2> { let v = 5; }\ndef R { int w = Z.v; }\n";
        String v2 = v1.replace("def A : Base<1>;\n// the Z def", "def A : Base<7>;\ndef A2;\n// the Z def, edited");
        ProtocolEdgesTest.Session s = runDelimited(init("{}"), openTd(uri, v1),
                request(1, "textDocument/hover", at(uri, 3, 4, "")),
                change(uri, 2, v2),
                request(2, "textDocument/hover", at(uri, 4, 4, "")),
                request(3, "textDocument/definition", at(uri, 5, 16, "")),
                SHUTDOWN, EXIT);
        assertEquals(0, s.status());
        JsonArray last = diagnostics(s, 2);
        assertTrue(last != null && last.isEmpty(), String.valueOf(last));
        String hover = s.answer(2).getAsJsonObject("result").getAsJsonObject("contents").get("value").getAsString();
        assertTrue(hover.startsWith("**def** `Z`") && hover.contains("the Z def, edited") && hover.contains("  int v = 5;"), hover);
        assertTrue(hover.contains("`v`: `let v = 5`, line 5"), hover);
        JsonObject def = s.answer(3).getAsJsonArray("result").get(0).getAsJsonObject();
        assertEquals(4, def.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());
        assertEquals(4, def.getAsJsonObject("range").getAsJsonObject("start").get("character").getAsInt());
    }

    /**
     * An error the evaluation went on after, kept from before the checkpoint an edit resumed at,
     * points into the document's earlier text; the recovery runs (which blank the failing
     * statements) must still start from the document as it now is, or the records after the
     * checkpoint would be lost.
     */
    @Test
    void errorsKeptFromBeforeTheCheckpointAreRecoveredFromTheCurrentText() throws Exception {
        String uri = dir.resolve("main.td").toUri().toString();
        String v1 = "def A { int x = missing; }\ndef B;\n";
        String v2 = v1 + "def C : Nope;\ndef D { int y = 4; }\n";
        ProtocolEdgesTest.Session s = runDelimited(init("{}"), openTd(uri, v1),
                request(1, "textDocument/hover", at(uri, 1, 4, "")),
                change(uri, 2, v2),
                request(2, "tablegen/viewRecords", "{\"uri\":\"" + uri + "\",\"scope\":\"document\"}"),
                SHUTDOWN, EXIT);
        assertEquals(0, s.status());
        JsonArray last = diagnostics(s, 2);
        assertTrue(last != null && last.size() == 2, String.valueOf(last));
        assertEquals(0, last.get(0).getAsJsonObject().getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());
        assertEquals(2, last.get(1).getAsJsonObject().getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());
        String records = s.answer(2).getAsJsonObject("result").get("output").getAsString();
        assertTrue(records.contains("def B {") && records.contains("def D {\n  int y = 4;\n}"), records);
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
