package pdll.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plugin cache another user could write is never used: the process compiles into a folder of its
 * own instead. That folder is made once per process, and removed when the process ends (each run
 * used to leave a {@code pdll-run-plugins*} folder in the temporary folder).
 */
class PluginCacheOwnDirTest {

    /** In a process of its own: the own folder of an untrusted cache, asked for by two runs' caches; prints both. */
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args[0]);
        PrintStream log = new PrintStream(OutputStream.nullOutputStream());
        Path first = new PluginCache(root, log).privateDir(root.resolve("22"));
        Files.writeString(first.resolve("plugin.so"), "compiled"); // what a run leaves in it
        Path second = new PluginCache(root, log).privateDir(root.resolve("22")); // a server's next run
        System.out.println(first);
        System.out.println(second);
        System.out.println(Files.isDirectory(first));
    }

    @Test
    void anUntrustedCacheCompilesIntoOneFolderRemovedAtExit(@TempDir Path dir) throws Exception {
        Path root = Files.createDirectories(dir.resolve("plugins"));
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxrwxrwx")); // anyone may plant a plugin
        Process p = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-cp",
                System.getProperty("java.class.path"), PluginCacheOwnDirTest.class.getName(), root.toString())
                .redirectError(ProcessBuilder.Redirect.PIPE).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), err);
        List<String> lines = out.lines().toList();
        assertEquals(3, lines.size(), out + err);
        Path own = Path.of(lines.get(0));
        assertEquals(own, Path.of(lines.get(1)), "one own folder per process: later runs reuse what earlier ones compiled");
        assertTrue(own.getFileName().toString().startsWith("pdll-run-plugins"), own.toString());
        assertFalse(own.startsWith(root), "not in the untrusted cache");
        assertEquals("true", lines.get(2), "the folder existed while the process ran");
        assertFalse(Files.exists(own), "removed when the process ended: " + own);
        assertTrue(err.contains("pdll: not trusting the plugin cache " + root), "says why: " + err);
        try (var left = Files.list(root)) {
            assertTrue(left.allMatch(f -> f.getFileName().toString().equals("22")), "nothing compiled into the untrusted cache");
        }
    }
}
