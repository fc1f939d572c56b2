package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What NeovimIT and EmacsIT share: the server as a user's config names it ({@code PDLL_LSP}, a
 * script running the shaded jar), and an editor run in a folder of its own whose probe prints
 * {@code RESULT {"kind":…,"value":…}} lines.
 */
final class EditorProbe {
    private EditorProbe() {}

    /** The output of a run and its results by kind (the last of each kind). */
    record Run(String output, int exitCode, Map<String, JsonElement> results) {}

    /** Writes {@code dir/pdll-lsp}, a script running the shaded jar on this JVM, for the configs' PDLL_LSP. */
    static Path serverScript(Path dir) throws Exception {
        Path server = dir.resolve("pdll-lsp");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(server, "#!/bin/sh\nexec '" + java + "' -jar '" + LspProcess.JAR.toAbsolutePath() + "' \"$@\"\n");
        assertTrue(server.toFile().setExecutable(true));
        return server;
    }

    /** Runs the editor in {@code dir} with HOME there (no user config) and PDLL_LSP set, within two minutes. */
    static Run run(ProcessBuilder pb, Path dir, Map<String, String> env) throws Exception {
        pb.environment().putAll(env);
        pb.environment().put("PDLL_LSP", serverScript(dir).toString());
        pb.environment().put("HOME", dir.toString());
        pb.redirectErrorStream(true);
        pb.directory(dir.toFile());
        Process p = pb.start();
        String output;
        try (InputStream in = p.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), pb.command().get(0) + " did not finish");
        Map<String, JsonElement> results = new LinkedHashMap<>();
        for (String line : output.split("\n")) {
            int k = line.indexOf("RESULT ");
            if (k < 0) continue;
            JsonObject r = JsonParser.parseString(line.substring(k + 7)).getAsJsonObject();
            results.put(r.get("kind").getAsString(), r.get("value"));
        }
        return new Run(output, p.exitValue(), results);
    }
}
