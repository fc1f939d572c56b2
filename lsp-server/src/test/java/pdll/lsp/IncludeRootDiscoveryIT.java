package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server started as an editor configured by the docs starts it, with no include flag and no
 * settings, finds the installed MLIR's {@code .td} files as pdllc does: the include of a {@code
 * .pdll} and of a {@code .td} document resolves and completion offers the dialect's ops.
 */
class IncludeRootDiscoveryIT {
    static final Path LLVM_22 = Path.of("/usr/lib/llvm-22/include");

    @Test
    void noIncludeFlagStillFindsMlir(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isRegularFile(LLVM_22.resolve("mlir/Dialect/Arith/IR/ArithOps.td")),
                "no /usr/lib/llvm-22/include/mlir: install libmlir-22-dev to run this test");
        Path pdll = dir.resolve("main.pdll");
        Files.writeString(pdll, "#include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n"
                + "Pattern { let c = op<arith.\n");
        Path td = dir.resolve("ops.td");
        Files.writeString(td, "include \"mlir/IR/PatternBase.td\"\ninclude \"mlir/Dialect/Arith/IR/ArithOps.td\"\n"
                + "def X : Pat<(Arith_AddIOp $a, $b, $o), (Arith_AddIOp $b, $a, $o)>;\n");
        try (LspProcess lsp = LspProcess.start("--log=info")) {
            lsp.request("initialize", StdioEndToEndIT.json("{\"processId\":null,\"rootUri\":null,\"capabilities\":{}}"));
            lsp.notify("initialized", new JsonObject());
            String pdllUri = pdll.toUri().toString();
            lsp.notify("textDocument/didOpen", StdioEndToEndIT.open(pdllUri, 1, Files.readString(pdll)));
            JsonObject d = lsp.diagnostics(pdllUri, 1);
            for (JsonElement e : d.getAsJsonArray("diagnostics")) {
                String m = e.getAsJsonObject().get("message").getAsString();
                assertTrue(!m.contains("include"), "the include did not resolve: " + d);
            }
            JsonObject completion = lsp.request("textDocument/completion", StdioEndToEndIT.pos(pdllUri, 1, 27)).getAsJsonObject("result");
            List<String> labels = new ArrayList<>();
            for (JsonElement e : completion.getAsJsonArray("items")) labels.add(e.getAsJsonObject().get("label").getAsString());
            assertTrue(labels.contains("addi") && labels.contains("constant"), labels.toString());

            String tdUri = td.toUri().toString();
            JsonObject open = StdioEndToEndIT.open(tdUri, 1, Files.readString(td));
            open.getAsJsonObject("textDocument").addProperty("languageId", "tablegen");
            lsp.notify("textDocument/didOpen", open);
            JsonObject tdDiags = lsp.diagnostics(tdUri, 1);
            assertTrue(tdDiags.getAsJsonArray("diagnostics").isEmpty(), tdDiags.toString());
        }
    }
}
