package pdll.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A bundle unpacked into an empty folder, run as a user without a JDK or Maven would: PATH is a
 * folder of links to the system's commands minus java, the JDK's tools and mvn (Debian links
 * /usr/bin/java to the JDK through /etc/alternatives, so /usr/bin itself cannot be on it), with no
 * JAVA_HOME and an empty PDLL_JVM_DIRS, so the launcher finds no Java but its own.
 */
final class Unpacked implements AutoCloseable {
    final Path root;
    final Map<String, String> env = new HashMap<>();
    private Path path;

    private Unpacked(Path root) {
        this.root = root;
    }

    /** Removes the PATH folder's links (JUnit's temporary folder cleanup warns about every link it deletes). */
    @Override
    public void close() throws IOException {
        if (path == null) return;
        try (Stream<Path> s = Files.list(path)) {
            for (Path link : (Iterable<Path>) s::iterator) Files.delete(link);
        }
    }

    /** Unpacks ARCHIVE (.tar.gz or .zip, with tar or unzip) into WORK and prepares the Java-less environment. */
    static Unpacked unpack(Path archive, Path work) throws Exception {
        Path into = Files.createDirectories(work.resolve("unpacked"));
        List<String> cmd = archive.toString().endsWith(".zip")
                ? List.of("unzip", "-q", archive.toString(), "-d", into.toString())
                : List.of("tar", "-xzf", archive.toString(), "-C", into.toString());
        Result r = run(cmd, work, Map.of("PATH", System.getenv("PATH")), null, 300);
        assertEquals(0, r.status, r.err);
        Unpacked u = new Unpacked(into.resolve(ReleaseArtifacts.bundleName()));
        assertTrue(Files.isDirectory(u.root), "no " + u.root.getFileName() + " folder in " + archive);
        Path path = u.path = Files.createDirectories(work.resolve("path"));
        for (String dir : List.of("/usr/local/bin", "/usr/bin", "/bin")) {
            if (!Files.isDirectory(Path.of(dir))) continue;
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                for (Path tool : (Iterable<Path>) s::iterator) {
                    Path link = path.resolve(tool.getFileName().toString());
                    if (Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS) || javaOrMaven(tool)) continue;
                    Files.createSymbolicLink(link, tool);
                }
            }
        }
        Path emptyJvms = Files.createDirectories(work.resolve("no-jvms"));
        u.env.put("PATH", path.toString());
        u.env.put("HOME", Files.createDirectories(work.resolve("home")).toString());
        u.env.put("PDLL_JVM_DIRS", emptyJvms.toString());
        u.env.put("LANG", "C.UTF-8");
        // The premise: nothing on this PATH is a java or mvn.
        Result which = u.run(List.of("bash", "-c", "command -v java mvn javac || true"), null, 30);
        assertEquals("", which.out.strip(), "java or mvn still on the test's PATH");
        return u;
    }

    /** Whether a command of a system bin folder is a Java or Maven tool (by name or by where its links lead). */
    static boolean javaOrMaven(Path tool) {
        String name = tool.getFileName().toString();
        if (name.equals("java") || name.startsWith("mvn") || name.startsWith("javac") || name.equals("jshell")) return true;
        try {
            String real = tool.toRealPath().toString();
            return real.contains("/jvm/") || real.contains("/maven") || real.endsWith("/java");
        } catch (IOException e) {
            return true; // a dangling link is no tool
        }
    }

    /** A command run in the bundle's folder with the Java-less environment (plus EXTRA). */
    Result run(List<String> cmd, String stdin, int timeoutSeconds, String... extra) throws Exception {
        Map<String, String> e = new HashMap<>(env);
        for (int i = 0; i + 1 < extra.length; i += 2) e.put(extra[i], extra[i + 1]);
        return run(cmd, root, e, stdin, timeoutSeconds);
    }

    /** The files under lib/ (what a run must not add to). */
    List<String> libFiles() throws IOException {
        try (Stream<Path> s = Files.list(root.resolve("lib"))) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    record Result(int status, String out, String err) {}

    static Result run(List<String> cmd, Path cwd, Map<String, String> env, String stdin, int timeoutSeconds) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(cmd)).directory(cwd.toFile());
        pb.environment().clear();
        pb.environment().putAll(env);
        File out = File.createTempFile("pdll-release", ".out");
        File err = File.createTempFile("pdll-release", ".err");
        try {
            pb.redirectOutput(out).redirectError(err);
            if (stdin == null) pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
            Process p = pb.start();
            if (stdin != null) {
                try (var in = p.getOutputStream()) {
                    in.write(stdin.getBytes(StandardCharsets.UTF_8));
                }
            }
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new AssertionError(cmd + " did not finish in " + timeoutSeconds + " s; stderr: " + Files.readString(err.toPath()));
            }
            return new Result(p.exitValue(), Files.readString(out.toPath()), Files.readString(err.toPath()));
        } finally {
            out.delete();
            err.delete();
        }
    }
}
