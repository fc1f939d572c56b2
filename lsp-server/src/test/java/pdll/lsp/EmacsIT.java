package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Batch Emacs with eglot and the documented config ({@code docs/editors/emacs.el}, loaded verbatim;
 * only its {@code PDLL_LSP} variable is set, to a script running the shaded jar) opens a {@code
 * .pdll} and a {@code .td} file with an error each: the config's major mode, its server started by
 * {@code eglot-ensure}, and the error as a flymake diagnostic on its line. Skips when Emacs or
 * eglot (built in from Emacs 29; Debian 12: elpa-eglot) is not installed.
 */
class EmacsIT {
    static final Path DOCUMENTED_CONFIG = Path.of("../docs/editors/emacs.el");

    static String resource(String name) throws Exception {
        try (InputStream in = EmacsIT.class.getResourceAsStream("/emacs/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The probe's results by kind for {@code file}, after checking it reported no error and exited 0. */
    static Map<String, JsonElement> probe(Path emacs, Path dir, Path file) throws Exception {
        assertTrue(Files.isRegularFile(DOCUMENTED_CONFIG), DOCUMENTED_CONFIG.toAbsolutePath() + " is missing");
        Path packages = dir.resolve("packages.el");
        Files.writeString(packages, resource("packages.el"));
        Path probe = dir.resolve("eglot_probe.el");
        Files.writeString(probe, resource("eglot_probe.el"));
        ProcessBuilder pb = new ProcessBuilder(emacs.toString(), "--batch", "-Q", "-l", packages.toString(),
                "-l", DOCUMENTED_CONFIG.toAbsolutePath().normalize().toString(), "-l", probe.toString());
        EditorProbe.Run run = EditorProbe.run(pb, dir, Map.of("LSP_FILE", file.toString(), "LSP_TIMEOUT_MS", "60000"));
        String output = run.output();
        Map<String, JsonElement> results = run.results();
        assumeTrue(!results.containsKey("no-eglot"), "eglot not found: install Emacs 29+ or, on Debian 12, apt-get install elpa-eglot");
        assertTrue(!results.containsKey("error"), output);
        assertEquals(0, run.exitCode(), output);
        return results;
    }

    static List<String> diagnostics(Map<String, JsonElement> results) {
        List<String> out = new ArrayList<>();
        for (JsonElement e : results.get("diagnostics").getAsJsonArray()) {
            JsonObject d = e.getAsJsonObject();
            out.add(d.get("line").getAsInt() + " " + d.get("type").getAsString() + ": " + d.get("text").getAsString());
        }
        return out;
    }

    @Test
    void eglotGetsTheServersDiagnostics(@TempDir Path dir) throws Exception {
        Optional<Path> emacs = NeovimIT.onPath("emacs");
        assumeTrue(emacs.isPresent(), "emacs not found: apt-get install emacs-nox elpa-eglot to run this test");
        Path pdll = dir.resolve("broken.pdll");
        Files.writeString(pdll, "Pattern {\n  let root = op<my.op>;\n  let = 3;\n  erase root;\n}\n");
        Map<String, JsonElement> r = probe(emacs.get(), dir, pdll);
        assertEquals("pdll-mode", r.get("mode").getAsString());
        assertEquals(dir.resolve("pdll-lsp").toString(), r.get("server").getAsString());
        assertTrue(r.get("flymake").getAsBoolean());
        List<String> pdllDiags = diagnostics(r);
        assertTrue(pdllDiags.contains("3 eglot-error: pdll: expected identifier after `let` to name a new variable"), pdllDiags.toString());

        Path td = dir.resolve("broken.td");
        Files.writeString(td, "class Widget<int w> {\n  int width = w;\n}\ndef Small : Widget<missing>;\n");
        r = probe(emacs.get(), dir, td);
        assertEquals("tablegen-mode", r.get("mode").getAsString());
        List<String> tdDiags = diagnostics(r);
        assertTrue(tdDiags.size() >= 1 && tdDiags.get(0).startsWith("4 eglot-error: tablegen: ") && tdDiags.get(0).contains("missing"),
                tdDiags.toString());
        System.out.println("pdll-lsp under Emacs eglot: " + pdllDiags + " " + tdDiags);
    }
}
