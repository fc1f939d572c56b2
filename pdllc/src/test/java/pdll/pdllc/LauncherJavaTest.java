package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which java {@code bin/lib/launcher.sh} chooses ({@code pdll_select_java}), over a made-up tree
 * of JDK homes with {@code release} files ({@code PDLL_JVM_DIRS} replaces {@code /usr/lib/jvm}):
 * the newest 17 or later, each home once however many links lead to it, {@code PDLL_JAVA} over
 * everything. The java binaries are never run: the launcher reads the release files only.
 */
class LauncherJavaTest {
    static final Path LAUNCHER = SamplesTest.repoRoot().resolve("bin/lib/launcher.sh");

    @TempDir
    Path tmp;
    Path jvm, mac, tools;

    @BeforeEach
    void tree() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
        jvm = tmp.resolve("jvm");
        mac = tmp.resolve("mac");
        // PATH holds only the tools the launcher runs, not the machine's java.
        tools = Files.createDirectories(tmp.resolve("tools"));
        for (String tool : new String[] {"readlink", "dirname", "basename"}) {
            for (String dir : new String[] {"/usr/bin", "/bin"}) {
                Path t = Path.of(dir, tool);
                Path wrapper = tools.resolve(tool);
                if (Files.isExecutable(t) && !Files.exists(wrapper)) {
                    Files.writeString(wrapper, "#!/bin/sh\nexec " + t + " \"$@\"\n");
                    wrapper.toFile().setExecutable(true);
                }
            }
        }
        jdk(jvm.resolve("jdk-17"), "17.0.15", "17.0.15+6-Debian-1deb12u1");
        jdk(jvm.resolve("jdk-21"), "21.0.5", "21.0.5+11");
        jdk(jvm.resolve("temurin-25"), "25.0.1", "25.0.1+8-LTS");
        jdk(jvm.resolve("jdk-11"), "11.0.22", "11.0.22+7");
        jdk(jvm.resolve("jdk-8"), "1.8.0_392", "1.8.0_392-b08");
        jdk(jvm.resolve("no-release"), null, null);
        Files.createSymbolicLink(jvm.resolve("default-java"), jvm.resolve("temurin-25"));
        jdk(mac.resolve("jdk-26.jdk/Contents/Home"), "26", "26+35");
    }

    /** A JDK home with an executable bin/java (never run) and, unless version is null, a release file. */
    static void jdk(Path home, String version, String runtime) throws IOException {
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho 'not to be run' >&2; exit 99\n");
        java.toFile().setExecutable(true);
        if (version != null) {
            Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_RUNTIME_VERSION=\"" + runtime + "\"\nJAVA_VERSION=\""
                    + version + "\"\nMODULES=\"java.base java.logging\"\n");
        }
    }

    /** pdll_select_java's choice under env: "binary|feature|runtime". */
    String select(Map<String, String> env) throws Exception {
        return bash("source \"$1\" && pdll_select_java && printf '%s|%s|%s' \"$pdll_java_bin\" \"$pdll_java_feature\" \"$pdll_java_runtime\"",
                env, 0);
    }

    /** SCRIPT run by bash with the launcher library as $1, under env (PATH gets the test's tools): its output, once it exited with STATUS. */
    String bash(String script, Map<String, String> env, int status) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("/bin/bash", "-c", script, "test", LAUNCHER.toString());
        pb.environment().clear();
        pb.environment().putAll(env);
        pb.environment().merge("PATH", tools.toString(), (given, t) -> given + ":" + t);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(status, p.waitFor(), out);
        return out;
    }

    String real(Path home) throws IOException {
        return home.resolve("bin/java").toRealPath().toString();
    }

    @Test
    void newestOfTheJvmDirectories() throws Exception {
        assertEquals(real(jvm.resolve("temurin-25")) + "|25|25.0.1+8-LTS", select(Map.of("PDLL_JVM_DIRS", jvm.toString())));
    }

    @Test
    void macOsHomesCount() throws Exception {
        assertEquals(real(mac.resolve("jdk-26.jdk/Contents/Home")) + "|26|26+35", select(Map.of("PDLL_JVM_DIRS", jvm + ":" + mac)));
    }

    @Test
    void javaHomeAndPathTakePartAndWinATie() throws Exception {
        Path home = tmp.resolve("home-25");
        jdk(home, "25.0.1", "25.0.1+8-LTS");
        Map<String, String> env = new HashMap<>(Map.of("PDLL_JVM_DIRS", jvm.toString(), "JAVA_HOME", home.toString()));
        assertEquals(real(home) + "|25|25.0.1+8-LTS", select(env));

        // java on PATH through a link, as Debian's /usr/bin/java: its home is found from the link's target.
        Path bin = Files.createDirectories(tmp.resolve("usr-bin"));
        Files.createSymbolicLink(bin.resolve("java"), jvm.resolve("jdk-21/bin/java"));
        Path old = tmp.resolve("jvm-old");
        jdk(old.resolve("jdk-17"), "17.0.1", "17.0.1+12");
        assertEquals(real(jvm.resolve("jdk-21")) + "|21|21.0.5+11", select(Map.of("PDLL_JVM_DIRS", old.toString(), "PATH", bin.toString())));
    }

    @Test
    void belowSeventeenAndHomesWithoutReleaseAreSkipped() throws Exception {
        Path only = tmp.resolve("only-old");
        jdk(only.resolve("jdk-11"), "11.0.22", "11.0.22+7");
        jdk(only.resolve("no-release"), null, null);
        jdk(only.resolve("jdk-17"), "17.0.15", "17.0.15+6");
        assertEquals(real(only.resolve("jdk-17")) + "|17|17.0.15+6", select(Map.of("PDLL_JVM_DIRS", only.toString())));
    }

    @Test
    void withoutAnyVersionFoundJavaOnPathRunsAsItIs() throws Exception {
        Path only = tmp.resolve("only-old");
        jdk(only.resolve("jdk-11"), "11.0.22", "11.0.22+7");
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("java"), jvm.resolve("no-release/bin/java"));
        assertEquals(bin.resolve("java") + "|0|", select(Map.of("PDLL_JVM_DIRS", only.toString(), "PATH", bin.toString())));
    }

    @Test
    void pdllJavaOverridesEverything() throws Exception {
        Path java17 = jvm.resolve("jdk-17/bin/java");
        assertEquals(java17 + "|17|17.0.15+6-Debian-1deb12u1",
                select(Map.of("PDLL_JVM_DIRS", jvm.toString(), "PDLL_JAVA", java17.toString())));
        Path java8 = jvm.resolve("jdk-8/bin/java");
        assertEquals(java8 + "|1|1.8.0_392-b08", select(Map.of("PDLL_JVM_DIRS", jvm.toString(), "PDLL_JAVA", java8.toString())));
    }

    /** pdll_select_java then pdll_check_java under env: what they printed, once they exited with expectedStatus. */
    String check(Map<String, String> env, int expectedStatus) throws Exception {
        return bash("source \"$1\" && PDLL_TOOL=pdllc && pdll_select_java && pdll_check_java && printf 'ok %s' \"$pdll_java_bin\"",
                env, expectedStatus).strip();
    }

    static final String NEEDS = "pdllc: needs Java 17 or later (found ";
    static final String INSTALL = "; install one (Debian: apt-get install openjdk-17-jdk-headless; elsewhere: https://adoptium.net),"
            + " or set PDLL_JAVA or JAVA_HOME to a Java 17+";

    @Test
    void onlyAnOldJavaStopsWithOneLineNamingWhatToInstall() throws Exception {
        // Java 11 on PATH (a link, as Debian's /usr/bin/java) and nothing newer anywhere: its release file says 11.
        Path only = tmp.resolve("only-old");
        jdk(only.resolve("jdk-11"), "11.0.22", "11.0.22+7");
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("java"), only.resolve("jdk-11/bin/java"));
        assertEquals(NEEDS + "11.0.22+7 at " + bin.resolve("java") + ")" + INSTALL,
                check(Map.of("PDLL_JVM_DIRS", tmp.resolve("none").toString(), "PATH", bin.toString()), 1));

        // PDLL_JAVA naming a Java 8 is refused the same way, before the JVM could say "Unrecognized VM option".
        Path java8 = jvm.resolve("jdk-8/bin/java");
        assertEquals(NEEDS + "1.8.0_392-b08 at " + java8 + ")" + INSTALL,
                check(Map.of("PDLL_JVM_DIRS", jvm.toString(), "PDLL_JAVA", java8.toString()), 1));
    }

    @Test
    void aJavaWithoutReleaseFileIsAskedForItsVersion() throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("asked/bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho 'openjdk version \"11.0.2\" 2019-01-15' >&2\necho 'OpenJDK Runtime Environment' >&2\n");
        java.toFile().setExecutable(true);
        Map<String, String> env = Map.of("PDLL_JVM_DIRS", tmp.resolve("none").toString(), "PATH", bin.toString());
        assertEquals(NEEDS + "11.0.2 at " + java + ")" + INSTALL, check(env, 1));

        // The same without a release file but a 17: runs.
        Files.writeString(java, "#!/bin/sh\necho 'openjdk version \"17.0.9\" 2023-10-17' >&2\n");
        assertEquals("ok " + java, check(env, 0));
    }

    @Test
    void seventeenAndLaterPassTheCheckWithoutRunningJava() throws Exception {
        // The fake java binaries exit 99 when run: the check reads the release file only.
        assertEquals("ok " + real(jvm.resolve("temurin-25")), check(Map.of("PDLL_JVM_DIRS", jvm.toString()), 0));
    }
}
