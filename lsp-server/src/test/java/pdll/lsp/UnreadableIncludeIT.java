package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server's view of an include follows its readability: unreadable, it is not found (as the
 * reference's open fails on it), never read as an empty file; readable again, a watched-file event
 * or the next edit finds it. File modes bind root only through another user, so as root (CI) the
 * server runs as nobody through {@code setpriv}; as anyone else it runs as that user; without
 * setpriv as root the test is skipped, saying so. Runs the built jar ({@code verify}).
 */
class UnreadableIncludeIT {
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");

    @Test
    void anUnreadableIncludeIsNotFoundUntilItIsReadable(@TempDir Path tmp) throws Exception {
        assumeTrue(!ROOT || Files.isExecutable(SETPRIV), "running as root without /usr/bin/setpriv (util-linux) to run the server as nobody");
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path ws = Files.createDirectory(tmp.resolve("ws"));
        Files.setPosixFilePermissions(ws, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path jar = Files.copy(LspProcess.JAR, tmp.resolve("pdll-lsp.jar"));
        Files.setPosixFilePermissions(jar, PosixFilePermissions.fromString("rw-r--r--"));
        Path lib = ws.resolve("lib.pdll");
        Files.writeString(lib, "Constraint Small(v: Value);\n");
        Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("---------"));
        Path main = ws.resolve("main.pdll");
        String text = "#include \"lib.pdll\"\nPattern P {\n  let x: Small;\n  erase op<my.op>(x);\n}\n";
        Files.writeString(main, text);
        String uri = main.toUri().toString();

        List<String> cmd = new ArrayList<>();
        if (ROOT) cmd.addAll(List.of(SETPRIV.toString(), "--reuid=65534", "--regid=65534", "--clear-groups"));
        cmd.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString(), "--no-cache"));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(ws.toFile());
        pb.environment().put("HOME", ws.toString());
        Process p = pb.start();
        try (LspProcess lsp = LspProcess.over(p, p.getInputStream(), p.getOutputStream())) {
            lsp.request("initialize", StdioEndToEndIT.json("{\"processId\":null,\"rootUri\":\"" + ws.toUri() + "\",\"capabilities\":{}}"));
            lsp.notify("initialized", new JsonObject());
            lsp.notify("textDocument/didOpen", StdioEndToEndIT.open(uri, 1, text));
            String unreadable = lsp.diagnostics(uri, 1).toString();
            assertTrue(unreadable.contains("unable to open include file"), unreadable);

            Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("rw-r--r--"));
            lsp.notify("workspace/didChangeWatchedFiles", StdioEndToEndIT.json(
                    "{\"changes\":[{\"uri\":\"" + lib.toUri() + "\",\"type\":2}]}"));
            String readable = lsp.diagnostics(uri, 1).toString();
            assertFalse(readable.contains("unable to open include file") || readable.contains("Small"), "found once readable: " + readable);

            Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("---------"));
            lsp.notify("textDocument/didChange", StdioEndToEndIT.json("{\"textDocument\":{\"uri\":\"" + uri
                    + "\",\"version\":2},\"contentChanges\":[{\"text\":" + new com.google.gson.Gson().toJson(text + "\n") + "}]}"));
            String again = lsp.diagnostics(uri, 2).toString();
            assertTrue(again.contains("unable to open include file"), "the next edit sees it unreadable again, never empty: " + again);
            lsp.request("shutdown", null);
            lsp.notify("exit", null);
        }
    }
}
