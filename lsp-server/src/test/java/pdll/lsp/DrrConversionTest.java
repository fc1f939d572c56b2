package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static pdll.lsp.ProtocolEdgesTest.EXIT;
import static pdll.lsp.ProtocolEdgesTest.SHUTDOWN;
import static pdll.lsp.ProtocolEdgesTest.init;
import static pdll.lsp.ProtocolEdgesTest.request;
import static pdll.lsp.ProtocolEdgesTest.run;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.MlirIncludeRoot;

/**
 * DRR → PDLL over the protocol: the code actions of a {@code .td} with DRR patterns (each runs the
 * server's command), the command announced in the capabilities, and the command run for a client
 * that cannot create files: the server writes the {@code .pdll} beside the document and answers its URI.
 * Also for a {@code .td} that is not open (LSP4IJ opens only PDLL documents on the server): read
 * from disk, with the server's include directories.
 */
class DrrConversionTest {
    @TempDir
    Path dir;

    @Test
    void codeActionsRunTheCommandThatWritesThePdll() throws Exception {
        var mlir = MlirIncludeRoot.discover();
        assumeTrue(mlir.isPresent(), "no MLIR include root: install libmlir-22-dev to run this test");
        String uri = dir.resolve("ext.td").toUri().toString();
        String text = "include \"mlir/IR/PatternBase.td\"\ninclude \"mlir/Dialect/Arith/IR/ArithOps.td\"\n"
                + "def ExtSIOfExtUI : Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;\n";
        String range = "{\"start\":{\"line\":2,\"character\":5},\"end\":{\"line\":2,\"character\":5}}";
        ProtocolEdgesTest.Session s = run(init("{\"initializationOptions\":{\"tablegenExtraDirs\":[\"" + mlir.get() + "\"]}}"),
                TdProtocolTest.openTd(uri, text),
                request(1, "textDocument/codeAction", "{\"textDocument\":{\"uri\":\"" + uri + "\"},\"range\":" + range
                        + ",\"context\":{\"diagnostics\":[]}}"),
                request(2, "textDocument/codeAction", "{\"textDocument\":{\"uri\":\"" + uri + "\"},\"range\":" + range
                        + ",\"context\":{\"diagnostics\":[],\"only\":[\"quickfix\"]}}"),
                request(3, "workspace/executeCommand", "{\"command\":\"" + DrrConversion.COMMAND + "\",\"arguments\":[\"" + uri + "\",\"\"]}"),
                SHUTDOWN, EXIT);
        assertEquals(0, s.status());
        JsonArray commands = s.answer(0).getAsJsonObject("result").getAsJsonObject("capabilities")
                .getAsJsonObject("executeCommandProvider").getAsJsonArray("commands");
        assertEquals("[\"" + DrrConversion.COMMAND + "\"]", commands.toString());
        JsonArray actions = s.answer(1).getAsJsonArray("result");
        assertEquals(2, actions.size(), actions.toString());
        JsonObject first = actions.get(0).getAsJsonObject();
        assertEquals("Convert DRR pattern `ExtSIOfExtUI` to PDLL", first.get("title").getAsString());
        assertEquals("refactor.rewrite", first.get("kind").getAsString());
        assertEquals("[\"" + uri + "\",\"ExtSIOfExtUI\"]", first.getAsJsonObject("command").getAsJsonArray("arguments").toString());
        assertEquals("Convert all DRR patterns of this file to PDLL", actions.get(1).getAsJsonObject().get("title").getAsString());
        assertEquals(0, s.answer(2).getAsJsonArray("result").size(), "only quick fixes asked");
        Path pdll = dir.resolve("ext.pdll");
        assertEquals(pdll.toUri().toString().replace("file:///", "file:/"),
                s.answer(3).get("result").getAsString().replace("file:///", "file:/"));
        String written = Files.readString(pdll);
        assertTrue(written.startsWith("// Converted from ext.td by drr2pdll: 1 of 1 DRR records.\n") && written.contains("Pattern ExtSIOfExtUI with benefit(2) {"),
                written);
    }

    @Test
    void aTdThatIsNotOpenIsReadFromDisk() throws Exception {
        var mlir = MlirIncludeRoot.discover();
        assumeTrue(mlir.isPresent(), "no MLIR include root: install libmlir-22-dev to run this test");
        Path td = dir.resolve("closed.td");
        Files.writeString(td, "include \"mlir/IR/PatternBase.td\"\ninclude \"mlir/Dialect/Arith/IR/ArithOps.td\"\n"
                + "def ExtSIOfExtUI : Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;\n"
                + "def ExtUIOfExtUI : Pat<(Arith_ExtUIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;\n");
        String uri = td.toUri().toString();
        String range = "{\"start\":{\"line\":3,\"character\":5},\"end\":{\"line\":3,\"character\":5}}";
        ProtocolEdgesTest.Session s = run(init("{\"initializationOptions\":{\"tablegenExtraDirs\":[\"" + mlir.get() + "\"]}}"),
                request(1, "textDocument/codeAction", "{\"textDocument\":{\"uri\":\"" + uri + "\"},\"range\":" + range
                        + ",\"context\":{\"diagnostics\":[],\"only\":[\"refactor\"]}}"),
                request(2, "workspace/executeCommand", "{\"command\":\"" + DrrConversion.COMMAND + "\",\"arguments\":[\"" + uri
                        + "\",\"ExtUIOfExtUI\"]}"),
                request(3, "workspace/executeCommand", "{\"command\":\"" + DrrConversion.COMMAND + "\",\"arguments\":[\""
                        + dir.resolve("missing.td").toUri() + "\",\"\"]}"),
                request(4, "textDocument/hover", "{\"textDocument\":{\"uri\":\"" + uri + "\"},\"position\":{\"line\":3,\"character\":5}}"),
                SHUTDOWN, EXIT);
        assertEquals(0, s.status());
        JsonArray actions = s.answer(1).getAsJsonArray("result");
        assertEquals("[\"Convert DRR pattern `ExtUIOfExtUI` to PDLL\",\"Convert all DRR patterns of this file to PDLL\"]",
                titles(actions), actions.toString());
        String written = Files.readString(dir.resolve("closed.pdll"));
        assertTrue(written.contains("Pattern ExtUIOfExtUI") && !written.contains("Pattern ExtSIOfExtUI"), written);
        assertTrue(s.answer(2).get("result").getAsString().endsWith("/closed.pdll"), s.answer(2).toString());
        assertTrue(s.answer(3).get("result").isJsonNull(), "no such file: nothing to convert, " + s.answer(3));
        assertTrue(s.answer(4).get("result").isJsonNull(), "features other than the conversion stay with open documents: " + s.answer(4));
    }

    private static String titles(JsonArray actions) {
        JsonArray out = new JsonArray();
        for (var a : actions) out.add(a.getAsJsonObject().get("title"));
        return out.toString();
    }
}
