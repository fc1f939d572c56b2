package pdll.intellij.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The zip as the IDE installs it: one top folder; lib/ holding the plugin jar (plugin.xml, icon)
 * and its runtime libraries and nothing the IDE or LSP4IJ provides; the server jar outside lib/.
 */
class PluginZipIT {
    static final String TOP = "pdll-intellij/";
    static final String PLUGIN_JAR = TOP + "lib/pdll-intellij.jar";
    static final String SERVER_JAR = TOP + "server/pdll-lsp.jar";

    @Test
    void layout() throws IOException {
        List<String> files = PluginZip.entries().stream().filter(e -> !e.endsWith("/")).toList();
        for (String f : files) assertTrue(f.startsWith(TOP + "lib/") || f.equals(SERVER_JAR), "unexpected entry " + f);
        Set<String> lib = new TreeSet<>();
        for (String f : files) if (f.startsWith(TOP + "lib/")) lib.add(f.substring((TOP + "lib/").length()).replaceAll("-[0-9][^/]*\\.jar$", ".jar"));
        assertEquals(new TreeSet<>(List.of("pdll-intellij.jar", "pdll-parser.jar", "tablegen.jar", "pdll-base.jar", "antlr4-runtime.jar")), lib);
        assertTrue(files.contains(SERVER_JAR));
    }

    @Test
    void pluginJarHoldsDescriptorIconAndOurClasses() throws IOException {
        List<String> jar = PluginZip.jarEntries(PLUGIN_JAR);
        assertTrue(jar.contains("META-INF/plugin.xml"));
        assertTrue(jar.contains("META-INF/pluginIcon.svg"));
        assertTrue(jar.contains("pdll/intellij/server/PdllLanguageServerFactory.class"));
        assertTrue(jar.contains("pdll/intellij/output/ShowOutputAction$PdlIr.class"));
        for (String e : jar) {
            if (e.endsWith(".class")) assertTrue(e.startsWith("pdll/intellij/"), "a foreign class in the plugin jar: " + e);
        }
    }

    /** LSP4IJ provides LSP4J and Gson; a second copy on the plugin class path breaks class loading. */
    @Test
    void libHasNoLsp4jGsonOrPlatformClasses() throws IOException {
        List<String> bad = new ArrayList<>();
        for (String jar : libJars()) {
            for (String e : PluginZip.jarEntries(jar)) {
                if (e.startsWith("org/eclipse/lsp4j/") || e.startsWith("com/google/gson/") || e.startsWith("com/intellij/")
                        || e.startsWith("org/jetbrains/kotlin/") || e.startsWith("kotlin/") || e.startsWith("com/redhat/")) {
                    bad.add(jar + "!" + e);
                }
            }
        }
        assertEquals(List.of(), bad.stream().limit(20).toList());
    }

    /** The compile-only declarations (signatures whose bodies throw) must never reach the IDE, anywhere in the zip. */
    @Test
    void noCompileOnlyDeclarationAnywhere() throws IOException {
        Set<String> declared = declarationClassFiles();
        assertTrue(declared.size() > 20, "read the declarations: " + declared.size());
        List<String> found = new ArrayList<>();
        List<String> jars = new ArrayList<>(libJars());
        jars.add(SERVER_JAR);
        for (String jar : jars) {
            for (String e : PluginZip.jarEntries(jar)) if (declared.contains(e)) found.add(jar + "!" + e);
        }
        for (String e : PluginZip.entries()) if (declared.stream().anyMatch(e::endsWith)) found.add(e);
        assertEquals(List.of(), found);
    }

    /** The server runs in its own process, so it carries its own LSP4J (that is why it is outside lib/), and nothing of the IDE. */
    @Test
    void serverJarIsTheShadedServer() throws IOException {
        List<String> jar = PluginZip.jarEntries(SERVER_JAR);
        assertTrue(jar.contains("pdll/lsp/PdllLspMain.class"));
        assertTrue(jar.stream().anyMatch(e -> e.startsWith("org/eclipse/lsp4j/")));
        assertTrue(jar.stream().noneMatch(e -> e.startsWith("com/intellij/") || e.startsWith("pdll/intellij/")));
    }

    private static List<String> libJars() throws IOException {
        return PluginZip.entries().stream().filter(e -> e.startsWith(TOP + "lib/") && e.endsWith(".jar")).toList();
    }

    /** Class file names of the declarations, from their sources (the module's own platform-api folder). */
    private static Set<String> declarationClassFiles() throws IOException {
        Path src = Path.of("platform-api/src/main/java");
        Set<String> out = new TreeSet<>();
        try (Stream<Path> files = Files.walk(src)) {
            files.filter(p -> p.toString().endsWith(".java"))
                    .forEach(p -> out.add(src.relativize(p).toString().replace('\\', '/').replaceAll("\\.java$", ".class")));
        }
        return out;
    }
}
