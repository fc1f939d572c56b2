package pdll.pdllc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs a tool's main class in a JVM of its own as a user whom file modes bind: as root (CI), as
 * {@code nobody} through {@code setpriv} (root reads and writes every file whatever its mode, so
 * permission findings reproduce only under another user); as anyone else, as that user. The
 * test's class path is copied to a folder that user may read.
 */
final class OtherUser {
    private OtherUser() {}

    record Result(int rc, String out, String err) {}

    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static String classPath;

    /** Why the runs cannot bind file modes here, or null when they can. */
    static String unavailable() {
        if (!ROOT) return null;
        if (!Files.isExecutable(SETPRIV)) return "running as root without /usr/bin/setpriv (util-linux) to run as nobody";
        return null;
    }

    /** A folder the other user may enter, read and write (the test's own temporary folder is 0700). */
    static Path openFolder(Path parent) throws IOException {
        Path d = Files.createDirectories(parent.resolve("shared"));
        Files.setPosixFilePermissions(parent, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(d, PosixFilePermissions.fromString("rwxrwxrwx"));
        return d;
    }

    static Result run(Path cwd, String mainClass, String... args) throws Exception {
        return run(cwd, null, mainClass, args);
    }

    /** The same with standard output going to {@code stdout} (e.g. /dev/full); out is then empty. */
    static Result run(Path cwd, Path stdout, String mainClass, String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        if (ROOT) cmd.addAll(List.of(SETPRIV.toString(), "--reuid=65534", "--regid=65534", "--clear-groups"));
        cmd.add(ProcessHandle.current().info().command().orElse("java"));
        cmd.addAll(List.of("-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", readableClassPath(), mainClass));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(cwd.toFile());
        pb.environment().put("PDLL_CACHE", "0");
        pb.environment().put("HOME", cwd.toString());
        Path out = Files.createTempFile("other-user", ".out");
        Path err = Files.createTempFile("other-user", ".err");
        try {
            Process p = pb.redirectOutput(stdout != null ? stdout.toFile() : out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("no exit within 120 s: " + cmd);
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static synchronized String readableClassPath() throws IOException {
        if (classPath == null) {
            Path root = Files.createTempDirectory("pdll-cp");
            Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
            List<String> entries = new ArrayList<>();
            int i = 0;
            for (String e : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
                Path from = Path.of(e);
                if (!Files.exists(from)) continue;
                Path to = root.resolve(i++ + (Files.isDirectory(from) ? "" : ".jar"));
                copy(from, to);
                entries.add(to.toString());
            }
            classPath = String.join(java.io.File.pathSeparator, entries);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(root)));
        }
        return classPath;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path f : (Iterable<Path>) s::iterator) {
                Path t = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) Files.createDirectories(t);
                else Files.copy(f, t, StandardCopyOption.REPLACE_EXISTING);
                Files.setPosixFilePermissions(t, PosixFilePermissions.fromString(Files.isDirectory(f) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
    }

    private static void delete(Path root) {
        try (Stream<Path> s = Files.walk(root)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind
        }
    }
}
