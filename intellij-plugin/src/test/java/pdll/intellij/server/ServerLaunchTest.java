package pdll.intellij.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launch decisions, without a process: which program, which jar, which options, which environment. */
class ServerLaunchTest {
    @TempDir
    Path tmp;

    @Test
    void bundledJarRunsOnTheGivenJava() throws IOException {
        Path javaHome = fakeJava("java");
        Path root = tmp.resolve("plugins/pdll-intellij");
        ServerLaunch l = ServerLaunch.of(javaHome, Optional.of(root), LaunchOptions.BUNDLED, tmp);
        assertEquals(List.of(javaHome.resolve("bin/java").toString(), "-jar", root.resolve("server/pdll-lsp.jar").toString()), l.command());
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
        assertEquals(List.of("-Xss8m", "-Dx=a b", "-jar"), l.command().subList(1, 4));
    }

    @Test
    void aJarOverrideRunsTheSameWayRelativeToTheProject() {
        ServerLaunch l = ServerLaunch.of(tmp, Optional.of(tmp), new LaunchOptions("build/my-lsp.jar", ""), tmp.resolve("proj"));
        assertEquals(List.of("-jar", tmp.resolve("proj/build/my-lsp.jar").toString()), l.command().subList(1, 3));
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
