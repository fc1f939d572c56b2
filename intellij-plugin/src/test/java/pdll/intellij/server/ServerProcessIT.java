package pdll.intellij.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.intellij.packaging.PluginZip;
import pdll.intellij.settings.ProjectSettingsState;
import pdll.intellij.settings.SettingsJson;

/**
 * The server command line the plugin builds, run as the plugin runs it, from the installed zip:
 * the zip is unpacked as the IDE installs it, the plugin root is found from the unpacked plugin
 * jar by the plugin's own {@link PluginLayout} (loaded from that jar), {@link ServerLaunch} gives
 * argv, folder and environment, and the test speaks LSP over the process's stdio as LSP4IJ would,
 * settings included ({@code initializationOptions}, then {@code workspace/didChangeConfiguration}).
 * Java is this JVM's, standing in for the IDE's runtime.
 */
class ServerProcessIT {
    static final String BROKEN = "Pattern {\n  let root = op<test.op>(\n}\n";
    static final String HELPER = "Constraint HasOneUse(v: Value) [{ return ::mlir::success(v.hasOneUse()); }];\n";
    static final String USES_HELPER = "#include \"helper.pdll\"\n"
            + "Pattern {\n  let root = op<test.op>(x: Value);\n  HasOneUse(x);\n  erase root;\n}\n";

    @TempDir
    static Path tmp;
    static Path pluginRoot;

    @BeforeAll
    static void install() throws Exception {
        Path unpacked = PluginZip.unpack(Files.createDirectories(tmp.resolve("plugins")));
        Path jar = unpacked.resolve("lib/pdll-intellij.jar");
        // PluginLayout as the IDE would load it: from the installed plugin jar, not from target/classes
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Class<?> layout = loader.loadClass(PluginLayout.class.getName());
            pluginRoot = (Path) ((Optional<?>) layout.getMethod("rootOf", Class.class).invoke(null, layout)).orElseThrow();
        }
        assertEquals(unpacked.toRealPath(), pluginRoot.toRealPath());
    }

    @Test
    void answersInitializeAndPublishesDiagnosticsForABrokenFile() throws Exception {
        Path project = project("broken");
        ServerLaunch launch = launch(project);
        assertEquals(Optional.empty(), launch.problem());
        int jar = launch.command().indexOf("-jar");
        assertEquals(List.of("-jar", pluginRoot.resolve("server/pdll-lsp.jar").toString()), launch.command().subList(jar, jar + 2));
        try (LspClient c = LspClient.start(launch)) {
            JsonObject init = initialize(c, project, new ProjectSettingsState());
            JsonObject caps = init.getAsJsonObject("result").getAsJsonObject("capabilities");
            assertTrue(caps.has("textDocumentSync") && caps.has("completionProvider") && caps.has("documentSymbolProvider"), caps.toString());
            String uri = open(c, project.resolve("broken.pdll"), BROKEN);
            JsonArray diags = diagnostics(c, uri, d -> !d.isEmpty());
            assertTrue(hasError(diags), diags.toString());
            assertEquals(0, c.shutdown());
        }
    }

    /** The include folder from the settings page reaches the server at start, as initializationOptions. */
    @Test
    void includeDirsFromInitializationOptionsResolveIncludes() throws Exception {
        Path project = projectWithHelper("init");
        String without = firstDiagnostics(project, new ProjectSettingsState());
        assertTrue(without.contains("helper.pdll"), "without the include folder the include fails: " + without);
        ProjectSettingsState with = new ProjectSettingsState();
        with.includeDirs = List.of("inc"); // project-relative, as a user types it
        assertEquals("[]", firstDiagnostics(project, with));
    }

    /** A settings change reaches a running server as workspace/didChangeConfiguration, and the open file is checked again. */
    @Test
    void settingsChangesReachARunningServer() throws Exception {
        Path project = projectWithHelper("change");
        try (LspClient c = LspClient.start(launch(project))) {
            initialize(c, project, new ProjectSettingsState());
            String uri = open(c, project.resolve("src/main.pdll"), USES_HELPER);
            assertTrue(hasError(diagnostics(c, uri, d -> !d.isEmpty())));
            c.clear();
            ProjectSettingsState with = new ProjectSettingsState();
            with.includeDirs = List.of("inc");
            JsonObject params = new JsonObject();
            params.add("settings", SettingsJson.of(with, project));
            c.notify("workspace/didChangeConfiguration", params);
            diagnostics(c, uri, JsonArray::isEmpty);
            assertEquals(0, c.shutdown());
        }
    }

    /** What "PDLL: Show Output" asks: pdll/viewOutput answers {output} for each kind. */
    @Test
    void viewOutputAnswersEachKind() throws Exception {
        Path project = projectWithHelper("output");
        ProjectSettingsState with = new ProjectSettingsState();
        with.includeDirs = List.of("inc");
        try (LspClient c = LspClient.start(launch(project))) {
            initialize(c, project, with);
            String uri = open(c, project.resolve("src/main.pdll"), USES_HELPER);
            diagnostics(c, uri, JsonArray::isEmpty);
            for (String kind : List.of("mlir", "cpp", "ast")) {
                JsonObject p = new JsonObject();
                p.addProperty("uri", uri);
                p.addProperty("kind", kind);
                JsonObject r = c.request("pdll/viewOutput", p);
                String out = r.getAsJsonObject("result").get("output").getAsString();
                assertTrue(!out.isBlank(), kind + ": " + r);
                if (kind.equals("mlir")) assertTrue(out.contains("pdl.pattern"), out);
            }
            assertEquals(0, c.shutdown());
        }
    }

    private static ServerLaunch launch(Path project) {
        return ServerLaunch.of(Path.of(System.getProperty("java.home")), Optional.of(pluginRoot), pdll.intellij.settings.LaunchOptions.BUNDLED, project);
    }

    private static String firstDiagnostics(Path project, ProjectSettingsState settings) throws Exception {
        try (LspClient c = LspClient.start(launch(project))) {
            initialize(c, project, settings);
            String uri = open(c, project.resolve("src/main.pdll"), USES_HELPER);
            String d = diagnostics(c, uri, x -> true).toString();
            c.shutdown();
            return d;
        }
    }

    /** initialize as LSP4IJ sends it for this plugin: the settings JSON as initializationOptions; then initialized. */
    private static JsonObject initialize(LspClient c, Path project, ProjectSettingsState settings) throws Exception {
        JsonObject p = new JsonObject();
        p.addProperty("processId", ProcessHandle.current().pid());
        p.addProperty("rootUri", project.toUri().toString());
        p.add("capabilities", new JsonObject());
        p.add("initializationOptions", SettingsJson.of(settings, project));
        JsonObject r = c.request("initialize", p);
        assertTrue(r.has("result"), r.toString());
        c.notify("initialized", new JsonObject());
        return r;
    }

    private static String open(LspClient c, Path file, String text) throws IOException {
        Files.writeString(file, text);
        JsonObject doc = new JsonObject();
        doc.addProperty("uri", file.toUri().toString());
        doc.addProperty("languageId", PdllServer.LANGUAGE_ID);
        doc.addProperty("version", 1);
        doc.addProperty("text", text);
        JsonObject p = new JsonObject();
        p.add("textDocument", doc);
        c.notify("textDocument/didOpen", p);
        return file.toUri().toString();
    }

    private static JsonArray diagnostics(LspClient c, String uri, java.util.function.Predicate<JsonArray> p) throws InterruptedException {
        JsonObject m = c.await(x -> x.has("method") && x.get("method").getAsString().equals("textDocument/publishDiagnostics")
                && sameFile(x.getAsJsonObject("params").get("uri").getAsString(), uri)
                && p.test(x.getAsJsonObject("params").getAsJsonArray("diagnostics")), 60);
        return m.getAsJsonObject("params").getAsJsonArray("diagnostics");
    }

    private static boolean hasError(JsonArray diags) {
        for (JsonElement d : diags) if (d.getAsJsonObject().get("severity").getAsInt() == 1) return true;
        return false;
    }

    private static boolean sameFile(String a, String b) {
        return Path.of(java.net.URI.create(a)).equals(Path.of(java.net.URI.create(b)));
    }

    private static Path project(String name) throws IOException {
        return Files.createDirectories(tmp.resolve("projects").resolve(name));
    }

    /** src/main.pdll includes helper.pdll, which lives in inc/: found only through the include folders. */
    private static Path projectWithHelper(String name) throws IOException {
        Path p = project(name);
        Files.createDirectories(p.resolve("src"));
        Files.createDirectories(p.resolve("inc"));
        Files.writeString(p.resolve("inc/helper.pdll"), HELPER);
        return p;
    }
}
