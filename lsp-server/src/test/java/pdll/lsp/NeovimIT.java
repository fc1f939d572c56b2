package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.MlirIncludeRoot;

/**
 * A real third-party client: headless Neovim with the documented config ({@code
 * docs/editors/neovim.lua}, loaded verbatim; only its {@code PDLL_LSP} variable is set, to a script
 * running the shaded jar, and no include flag: the server finds MLIR itself) gives a {@code .pdll}
 * file the {@code pdll} filetype, starts the server, and on a sample including ArithOps.td gets
 * diagnostics, completion after {@code op<arith.}, hover and go-to-definition into the {@code .td}.
 * Skips when Neovim or MLIR is not installed.
 */
class NeovimIT {

    static Optional<Path> onPath(String exe) {
        String path = System.getenv("PATH");
        if (path == null) return Optional.empty();
        for (String d : path.split(File.pathSeparator)) {
            Path p = Path.of(d.isEmpty() ? "." : d, exe);
            if (Files.isExecutable(p)) return Optional.of(p);
        }
        return Optional.empty();
    }

    static String resource(String name) throws Exception {
        try (InputStream in = NeovimIT.class.getResourceAsStream("/nvim/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The Neovim config users copy; the test loads this file, not a copy of it. */
    static final Path DOCUMENTED_CONFIG = Path.of("../docs/editors/neovim.lua");

    /**
     * Runs headless Neovim in {@code dir} with the documented config as its init file and
     * pdll_probe.lua after it, {@code PDLL_LSP} (the config's documented variable) naming a script
     * that runs the shaded jar, and {@code env} for the probe (see the script); returns the probe's
     * results by kind, after checking it reported no error and exited 0.
     */
    static Map<String, JsonElement> probe(Path nvim, Path dir, Map<String, String> probeEnv) throws Exception {
        assertTrue(Files.isRegularFile(DOCUMENTED_CONFIG), DOCUMENTED_CONFIG.toAbsolutePath() + " is missing");
        Path script = dir.resolve("pdll_probe.lua");
        Files.writeString(script, resource("pdll_probe.lua"));
        ProcessBuilder pb = new ProcessBuilder(nvim.toString(), "--headless", "--clean",
                "-u", DOCUMENTED_CONFIG.toAbsolutePath().normalize().toString(), "-c", "luafile " + script);
        Map<String, String> env = new HashMap<>(probeEnv);
        env.put("LSP_TIMEOUT_MS", "30000");
        EditorProbe.Run run = EditorProbe.run(pb, dir, env);
        String output = run.output();
        Map<String, JsonElement> results = run.results();
        List<String> errors = new ArrayList<>();
        for (String line : output.split("\n")) {
            int k = line.indexOf("RESULT ");
            if (k >= 0 && line.contains("\"kind\":\"error\"")) errors.add(line.substring(k + 7));
        }
        assertTrue(errors.isEmpty(), errors + "\n" + output);
        assertEquals(0, run.exitCode(), output);
        return results;
    }

    @Test
    void neovimHeadless(@TempDir Path dir) throws Exception {
        Optional<Path> nvim = onPath("nvim");
        assumeTrue(nvim.isPresent(), "nvim not found: install the Debian package neovim (apt-get install neovim) to run this test");
        Optional<Path> mlir = MlirIncludeRoot.discover();
        assumeTrue(mlir.isPresent(), "no MLIR include root: install libmlir-22-dev to run this test");
        Path sample = dir.resolve("sample.pdll");
        Files.writeString(sample, resource("sample.pdll"));
        Map<String, JsonElement> results = probe(nvim.get(), dir, Map.of(
                "LSP_FILE", sample.toString(),
                "LSP_HOVER", "4:22",
                "LSP_COMPLETION", "13:19",
                "LSP_DEFINITION", "4:22"));

        assertEquals("pdll", results.get("filetype").getAsString());
        assertEquals("pdll-lsp", results.get("client").getAsJsonObject().get("name").getAsString());
        JsonArray diags = results.get("diagnostics").getAsJsonObject().getAsJsonArray("diagnostics");
        List<String> messages = new ArrayList<>();
        for (JsonElement d : diags) {
            JsonObject o = d.getAsJsonObject();
            messages.add(o.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt() + ": " + o.get("message").getAsString());
        }
        assertTrue(messages.contains("9: expected identifier after `let` to name a new variable"), messages.toString());

        JsonElement completion = results.get("textDocument/completion");
        JsonArray items = completion.isJsonArray() ? completion.getAsJsonArray() : completion.getAsJsonObject().getAsJsonArray("items");
        List<String> labels = new ArrayList<>();
        for (JsonElement i : items) labels.add(i.getAsJsonObject().get("label").getAsString());
        assertTrue(labels.contains("addi") && labels.contains("cmpi") && labels.contains("constant"), labels.toString());

        String hover = results.get("textDocument/hover").getAsJsonObject().getAsJsonObject("contents").get("value").getAsString();
        assertTrue(hover.startsWith("**OpName**: `arith.addi`\n***\ninteger addition operation"), hover);

        JsonElement def = results.get("textDocument/definition");
        JsonObject loc = (def.isJsonArray() ? def.getAsJsonArray().get(0) : def).getAsJsonObject();
        assertEquals(mlir.get().resolve("mlir/Dialect/Arith/IR/ArithOps.td").toUri().toString(), loc.get("uri").getAsString());
        String line = Files.readAllLines(mlir.get().resolve("mlir/Dialect/Arith/IR/ArithOps.td"))
                .get(loc.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());
        assertTrue(line.startsWith("def Arith_AddIOp"), line);
        System.out.println("pdll-lsp under Neovim: " + diags.size() + " diagnostics, " + labels.size()
                + " completions after op<arith., hover and definition into ArithOps.td ok");
    }
}
