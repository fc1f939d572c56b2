package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.MlirIncludeRoot;

/**
 * Headless Neovim with the documented config (as {@link NeovimIT}: it gives the file the {@code
 * tablegen} filetype and starts the server, no include flag) on a {@code .td} document that includes OpBase.td and has an
 * undefined name on line 9 (sample.td): the error arrives on that line, hover on a def shows its
 * evaluated fields, definition of its parent class goes to the class, completion after {@code :}
 * offers class names, workspace symbols find a def in a file of the include path nothing
 * includes. Skips when Neovim or MLIR is not installed.
 */
class NeovimTdIT {
    @Test
    void neovimOnATdDocument(@TempDir Path dir) throws Exception {
        Optional<Path> nvim = NeovimIT.onPath("nvim");
        assumeTrue(nvim.isPresent(), "nvim not found: install the Debian package neovim (apt-get install neovim) to run this test");
        Optional<Path> mlir = MlirIncludeRoot.discover();
        assumeTrue(mlir.isPresent(), "no MLIR include root: install libmlir-22-dev to run this test");
        Path sample = dir.resolve("sample.td");
        Files.writeString(sample, NeovimIT.resource("sample.td"));
        Map<String, JsonElement> results = NeovimIT.probe(nvim.get(), dir, Map.of(
                "LSP_FILE", sample.toString(),
                "LSP_TRIGGER", ":",
                "LSP_HOVER", "7:5",           // Small
                "LSP_COMPLETION", "7:12",     // just after `def Small : `
                "LSP_DEFINITION", "7:14",     // Widget
                "LSP_WORKSPACE_SYMBOL", "Arith_AddIOp")); // in a file on the include path nothing includes

        assertEquals("tablegen", results.get("filetype").getAsString());
        JsonArray diags = results.get("diagnostics").getAsJsonObject().getAsJsonArray("diagnostics");
        List<String> messages = new ArrayList<>();
        for (JsonElement d : diags) {
            JsonObject o = d.getAsJsonObject();
            messages.add(o.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt()
                    + " " + o.get("severity").getAsInt() + ": " + o.get("message").getAsString());
        }
        assertTrue(messages.size() >= 1 && messages.get(0).startsWith("8 1: ") && messages.get(0).contains("missing"), messages.toString());

        String hover = results.get("textDocument/hover").getAsJsonObject().getAsJsonObject("contents").get("value").getAsString();
        assertTrue(hover.startsWith("**def** `Small`") && hover.contains("int width = 3;") && hover.contains("int twice = 6;"), hover);

        JsonElement def = results.get("textDocument/definition");
        JsonObject loc = (def.isJsonArray() ? def.getAsJsonArray().get(0) : def).getAsJsonObject();
        assertEquals(sample.toUri().toString().replace("file:///", "file:/"), loc.get("uri").getAsString().replace("file:///", "file:/"));
        assertEquals(2, loc.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt(), loc.toString());

        JsonElement completion = results.get("textDocument/completion");
        JsonArray items = completion.isJsonArray() ? completion.getAsJsonArray() : completion.getAsJsonObject().getAsJsonArray("items");
        List<String> labels = new ArrayList<>();
        for (JsonElement i : items) labels.add(i.getAsJsonObject().get("label").getAsString());
        assertTrue(labels.contains("Widget") && labels.contains("Op"), labels.size() + " " + labels);
        List<String> symbols = new ArrayList<>();
        for (JsonElement e : results.get("workspace/symbol").getAsJsonArray()) {
            JsonObject o = e.getAsJsonObject();
            symbols.add(o.get("name").getAsString() + " " + o.getAsJsonObject("location").get("uri").getAsString());
        }
        assertTrue(symbols.contains("Arith_AddIOp " + mlir.get().resolve("mlir/Dialect/Arith/IR/ArithOps.td").toUri()), symbols.toString());

        System.out.println("tblgen-lsp under Neovim: " + diags.size() + " diagnostics (" + messages.get(0) + "), "
                + labels.size() + " completions after `:`, hover and definition ok");
    }
}
