package pdll.intellij.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.intellij.settings.LaunchOptions;

/** The launch decisions, without a process: which program, which jar, which options, which environment. */
class ServerLaunchTest {
    @TempDir
    Path tmp;

    @Test
    void bundledJarRunsOnTheGivenJava() throws IOException {
        Path javaHome = fakeJava("java");
        Path root = tmp.resolve("plugins/pdll-intellij");
        ServerLaunch l = ServerLaunch.of(javaHome, Optional.of(root), LaunchOptions.BUNDLED, tmp);
        List<String> expected = new ArrayList<>(List.of(javaHome.resolve("bin/java").toString()));
        expected.addAll(ServerLaunch.SERVER_JVM_OPTIONS);
        expected.addAll(List.of("-jar", root.resolve("server/pdll-lsp.jar").toString()));
        assertEquals(expected, l.command());
        assertEquals(Optional.of(root.resolve("server/pdll-lsp.jar")), l.jar());
        assertEquals(tmp, l.workingDir());
        assertEquals(Map.of(), l.environment());
    }

    @Test
    void windowsRuntimeUsesJavaExe() throws IOException {
        Path javaHome = fakeJava("java.exe");
        ServerLaunch l = ServerLaunch.of(javaHome, Optional.of(tmp), LaunchOptions.BUNDLED, tmp);
        assertEquals(javaHome.resolve("bin/java.exe").toString(), l.command().get(0));
    }

    @Test
    void jvmOptionsComeBeforeTheJar() {
        ServerLaunch l = ServerLaunch.of(tmp, Optional.of(tmp), new LaunchOptions("", " -Xss8m  \"-Dx=a b\" "), tmp);
        int n = ServerLaunch.SERVER_JVM_OPTIONS.size();
        assertEquals(ServerLaunch.SERVER_JVM_OPTIONS, l.command().subList(1, 1 + n), "the server's memory settings first");
        assertEquals(List.of("-Xss8m", "-Dx=a b", "-jar"), l.command().subList(1 + n, 4 + n), "then the user's, which win");
    }

    @Test
    void userHeapOrCollectorOptionsReplaceTheServersMemorySettings() {
        for (String user : List.of("-Xmx1g", "-XX:+UseG1GC", "-XX:MaxHeapFreeRatio=50", "-XX:NewSize=64m")) {
            ServerLaunch l = ServerLaunch.of(tmp, Optional.of(tmp), new LaunchOptions("", user), tmp);
            assertEquals(List.of(user, "-jar"), l.command().subList(1, 3), user);
        }
    }

    /** The plugin's copy of the memory settings is the launcher's (bin/pdll-lsp), so the two cannot drift apart. */
    @Test
    void theMemorySettingsAreTheLaunchers() throws IOException {
        Path launcher = Path.of("..", "bin", "pdll-lsp");
        Assumptions.assumeTrue(Files.isRegularFile(launcher), "bin/pdll-lsp beside the module");
        Matcher m = Pattern.compile("pdll_server_opts=\\(([^)]*)\\)").matcher(Files.readString(launcher));
        assertTrue(m.find(), "bin/pdll-lsp sets pdll_server_opts");
        List<String> expected = new ArrayList<>(List.of("-Xss4m"));
        for (String w : m.group(1).strip().split("\\s+")) expected.add(w);
        assertEquals(expected, ServerLaunch.SERVER_JVM_OPTIONS);
    }

    @Test
    void aJarOverrideRunsTheSameWayRelativeToTheProject() {
        ServerLaunch l = ServerLaunch.of(tmp, Optional.of(tmp), new LaunchOptions("build/my-lsp.jar", ""), tmp.resolve("proj"));
        int jar = l.command().indexOf("-jar");
        assertEquals(List.of("-jar", tmp.resolve("proj/build/my-lsp.jar").toString()), l.command().subList(jar, jar + 2));
        assertEquals(Optional.of(tmp.resolve("proj/build/my-lsp.jar")), l.jar());
    }

    @Test
    void aCommandOverrideRunsAsTypedWithPdllJava() {
        ServerLaunch l = ServerLaunch.of(tmp, Optional.of(tmp), new LaunchOptions("/opt/pdll/bin/pdll-lsp --log=verbose", "-Xmx1g"), tmp);
        assertEquals(List.of("/opt/pdll/bin/pdll-lsp", "--log=verbose"), l.command());
        assertEquals(Optional.empty(), l.jar());
        assertEquals(Map.of("PDLL_JAVA", tmp.resolve("bin/java").toString()), l.environment());
        assertEquals(Optional.empty(), l.problem(), "a command is not checked: the OS reports a missing program");
    }

    @Test
    void aMissingJarIsAProblemNamingIt() throws IOException {
        ServerLaunch missing = ServerLaunch.of(tmp, Optional.of(tmp), LaunchOptions.BUNDLED, tmp);
        assertTrue(missing.problem().orElseThrow().contains("pdll-lsp.jar"));
        Files.createDirectories(tmp.resolve("server"));
        Files.createFile(tmp.resolve("server/pdll-lsp.jar"));
        assertFalse(ServerLaunch.of(tmp, Optional.of(tmp), LaunchOptions.BUNDLED, tmp).problem().isPresent());
    }

    @Test
    void pluginRootIsTheParentOfLib() {
        assertEquals(Optional.of(tmp.resolve("pdll-intellij")), PluginLayout.rootOfJar(tmp.resolve("pdll-intellij/lib/pdll-intellij.jar")));
        assertEquals(Optional.empty(), PluginLayout.rootOfJar(tmp.resolve("pdll-intellij/pdll-intellij.jar")));
        // in the tests our classes come from target/classes, a folder, not a plugin
        assertEquals(Optional.empty(), PluginLayout.rootOf(PluginLayout.class));
    }

    @Test
    void commandWords() {
        assertEquals(List.of("a", "b c", "d'e", "f g"), CommandWords.split(" a \"b c\" \"d'e\" f\\ g", false));
        assertEquals(List.of("C:\\tools\\lsp.exe", "--x"), CommandWords.split("C:\\tools\\lsp.exe --x", true));
        assertEquals(List.of(""), CommandWords.split("\"\"", false));
        assertEquals(List.of(), CommandWords.split("   ", false));
    }

    @Test
    void nativeErrorsOnlyWithoutARunningServer() {
        assertFalse(PdllServer.nativeSyntaxErrorsShown("started"));
        for (String s : new String[] {null, "none", "starting", "stopping", "stopped"}) assertTrue(PdllServer.nativeSyntaxErrorsShown(s), s);
    }

    private Path fakeJava(String exe) throws IOException {
        Path home = tmp.resolve("jbr-" + exe);
        Files.createDirectories(home.resolve("bin"));
        Files.createFile(home.resolve("bin").resolve(exe));
        return home;
    }
}
