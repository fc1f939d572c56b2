package pdll.intellij.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pdll.intellij.settings.LaunchOptions;

/**
 * The server's command line, working folder and extra environment, computed from the IDE's Java
 * runtime, the plugin root and the launch settings. The connection provider turns exactly this
 * into IntelliJ's GeneralCommandLine, and the module's integration test runs exactly this with a
 * ProcessBuilder, so the two cannot drift. Pure: no IntelliJ or LSP4IJ types.
 *
 * <p>By default the bundled {@code server/pdll-lsp.jar} runs on the IDE's own Java
 * ({@code java.home} inside the IDE is the JetBrains Runtime, Java 21 for 2024.2, newer than the
 * server's 17), so nothing needs installing. The override setting names either another jar (run
 * the same way) or a whole command (e.g. the repository's {@code bin/pdll-lsp} or MLIR's
 * {@code mlir-pdll-lsp-server}), which gets {@code PDLL_JAVA} so that our launchers use the same Java.
 *
 * @param command     the program and its arguments
 * @param jar         the jar run with {@code java -jar}, when the server is a jar (checked before starting)
 * @param workingDir  where the server runs: the project folder, so that relative paths it logs read naturally
 * @param environment added to the IDE's own environment
 */
public record ServerLaunch(List<String> command, Optional<Path> jar, Path workingDir, Map<String, String> environment) {

    public ServerLaunch {
        command = List.copyOf(command);
        environment = Map.copyOf(environment);
    }

    /**
     * @param javaHome   the Java runtime to use ({@code System.getProperty("java.home")} in the IDE)
     * @param pluginRoot the installed plugin's folder (see {@link PluginLayout}), empty when unknown
     * @param options    the application-level launch settings
     * @param workingDir the project folder (or the user's home for a project without one)
     */
    public static ServerLaunch of(Path javaHome, Optional<Path> pluginRoot, LaunchOptions options, Path workingDir) {
        String java = javaExecutable(javaHome).toString();
        String override = options.serverOverride() == null ? "" : options.serverOverride().strip();
        List<String> words = CommandWords.split(override, isWindows());
        if (words.size() > 1 || (words.size() == 1 && !words.get(0).toLowerCase().endsWith(".jar"))) {
            return new ServerLaunch(words, Optional.empty(), workingDir, Map.of("PDLL_JAVA", java));
        }
        Path jar = words.size() == 1 ? resolve(words.get(0), workingDir)
                : pluginRoot.map(PluginLayout::bundledServerJar).orElse(Path.of(PdllServer.BUNDLED_JAR));
        List<String> cmd = new ArrayList<>();
        cmd.add(java);
        List<String> user = CommandWords.split(options.jvmOptions(), isWindows());
        if (user.stream().noneMatch(ServerLaunch::heapOrCollector)) cmd.addAll(SERVER_JVM_OPTIONS);
        cmd.addAll(user);
        cmd.add("-jar");
        cmd.add(jar.toString());
        return new ServerLaunch(cmd, Optional.of(jar), workingDir, Map.of());
    }

    /**
     * The memory and JIT settings {@code bin/pdll-lsp} runs the server with (see its comments: with
     * Java's defaults the server kept 830 MB resident on a 1,000-pattern file, with these about
     * 150 MB, and the C1-only JIT answers a fresh server's first open a third sooner);
     * {@code ServerLaunchTest} checks that they are the launcher's. Left out when the user's JVM
     * options choose the heap or the collector themselves (two collectors would not start).
     */
    static final List<String> SERVER_JVM_OPTIONS = List.of("-Xss4m", "-XX:+UseSerialGC", "-Xms48m", "-Xmn32m",
            "-XX:SurvivorRatio=3", "-XX:MaxTenuringThreshold=3", "-XX:MinHeapFreeRatio=20", "-XX:MaxHeapFreeRatio=40",
            "-XX:-ShrinkHeapInSteps", "-XX:TieredStopAtLevel=1");

    private static boolean heapOrCollector(String option) {
        return option.startsWith("-Xm") || option.contains("GC") || option.contains("Heap") || option.contains("NewSize")
                || option.contains("NewRatio") || option.contains("SurvivorRatio");
    }

    /** Why this launch cannot start, or empty: a missing jar would only show as Java's terse "Unable to access jarfile". */
    public Optional<String> problem() {
        if (jar.isPresent() && !Files.isRegularFile(jar.get())) {
            return Optional.of("the PDLL language server jar " + jar.get() + " does not exist"
                    + " (reinstall the plugin, or correct Settings > Languages & Frameworks > PDLL > Server)");
        }
        return Optional.empty();
    }

    /** {@code bin/java}, or {@code bin/java.exe} where that is what the runtime has. */
    static Path javaExecutable(Path javaHome) {
        Path exe = javaHome.resolve("bin").resolve("java.exe");
        return Files.isRegularFile(exe) ? exe : javaHome.resolve("bin").resolve("java");
    }

    private static Path resolve(String path, Path base) {
        Path p = Path.of(path.startsWith("~/") ? System.getProperty("user.home") + path.substring(1) : path);
        return p.isAbsolute() ? p : base.resolve(p);
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase().startsWith("windows");
    }
}
