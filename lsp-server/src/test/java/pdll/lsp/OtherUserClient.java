package pdll.lsp;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs a test class's {@code main} in a JVM of its own as {@code nobody} (through {@code setpriv};
 * the caller checks {@link SocketSecurityIT#secondUserUnavailable}). The test's class path is
 * copied to a folder that user may read: the build's own folders may be closed to it.
 */
final class OtherUserClient {
    private OtherUserClient() {}

    record Result(int rc, String out) {}

    private static String classPath;

    static Result run(String mainClass, String... args) throws Exception {
        List<String> cmd = SocketSecurityIT.asNobody(ProcessHandle.current().info().command().orElse("java"),
                "-Xshare:auto", "-cp", readableClassPath(), mainClass);
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(new File("/")).redirectErrorStream(true).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("no exit within 60 s: " + cmd);
        }
        return new Result(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    /** Only the test classes: the probes need nothing else. */
    private static synchronized String readableClassPath() throws IOException {
        if (classPath == null) {
            Path root = Files.createTempDirectory("pdll-cp");
            Path from = Path.of("target/test-classes").toAbsolutePath();
            try (Stream<Path> s = Files.walk(from)) {
                for (Path f : (Iterable<Path>) s::iterator) {
                    Path t = root.resolve(from.relativize(f).toString());
                    if (Files.isDirectory(f)) Files.createDirectories(t);
                    else Files.copy(f, t, StandardCopyOption.REPLACE_EXISTING);
                    Files.setPosixFilePermissions(t, PosixFilePermissions.fromString(Files.isDirectory(f) ? "rwxr-xr-x" : "rw-r--r--"));
                }
            }
            Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
            classPath = root.toString();
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try (Stream<Path> s = Files.walk(root)) {
                    s.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
                } catch (IOException e) {
                    // a temporary folder left behind
                }
            }));
        }
        return classPath;
    }
}
