package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33, finding 1: another local user must not be served over {@code --port} (a peer of
 * another uid is closed before any byte of LSP) nor {@code --socket} (the socket file is 0600),
 * and the owner's client connecting afterwards is served (this is also the test of serving over
 * {@code --port} and {@code --socket} at all). The second user is {@code nobody}
 * through {@code setpriv}, so those parts run only as root (CI) and skip elsewhere with the reason.
 */
class SocketSecurityIT {
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final String INIT = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"processId\":null,\"capabilities\":{}}}";

    @Test
    void anotherUserOnThePortGetsNothingAndTheOwnerIsServedAfterwards() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/net/tcp")), "--port needs /proc/net/tcp (Linux) to know a peer's user");
        Process p = start("--port", "0");
        try {
            int port = Integer.parseInt(awaitLog(p, "listening on 127\\.0\\.0\\.1:(\\d+)").group(1));
            if (secondUserUnavailable() == null) {
                // The server may close before or while the request is written: the write then fails
                // (EPIPE, with SIGPIPE ignored so that the shell lives on) and the read sees the end
                // or a reset. Either is a closed connection; only cat's timeout (124) means held open.
                List<String> cmd = asNobody("bash", "-c", "trap '' PIPE; exec 3<>/dev/tcp/127.0.0.1/" + port + "; printf 'Content-Length: "
                        + INIT.length() + "\\r\\n\\r\\n%s' '" + INIT + "' >&3 2>/dev/null; timeout 5 cat <&3 2>/dev/null; test $? -ne 124");
                Process other = new ProcessBuilder(cmd).redirectErrorStream(true).start();
                assertTrue(other.waitFor(20, TimeUnit.SECONDS), "the other user's client did not finish");
                String got = new String(other.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertEquals("", got, "the other user was sent bytes");
                assertEquals(0, other.exitValue(), "the connection was not closed (cat ran until its timeout)");
                awaitLog(p, "refused a connection from .* of uid 65534");
            } else {
                System.err.println("SocketSecurityIT: second-user part skipped: " + secondUserUnavailable());
            }
            try (Socket s = new Socket("127.0.0.1", port)) {
                servedUntilExit(p, s.getInputStream(), s.getOutputStream());
            }
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void theUnixSocketIsTheOwnersOnlyAndGoneAfterExit(@TempDir Path dir) throws Exception {
        // the folder others may enter: the socket's own mode is then what keeps them out
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path sock = dir.resolve("pdll.sock");
        Process p = start("--socket", sock.toString());
        try {
            awaitLog(p, "listening on " + Pattern.quote(sock.toString()));
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(sock, LinkOption.NOFOLLOW_LINKS)));
            try (Stream<String> leftovers = Files.list(dir).map(f -> f.getFileName().toString())) {
                assertEquals(List.of("pdll.sock"), leftovers.toList(), "a temporary folder was left next to the socket");
            }
            if (secondUserUnavailable() == null) {
                OtherUserClient.Result r = OtherUserClient.run(UnixSocketProbe.class.getName(), sock.toString());
                assertTrue(r.out().startsWith("refused"), "the other user connected: " + r);
            } else {
                System.err.println("SocketSecurityIT: second-user part skipped: " + secondUserUnavailable());
            }
            try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
                ch.connect(UnixDomainSocketAddress.of(sock));
                servedUntilExit(p, ChannelStreams.in(ch), ChannelStreams.out(ch));
            }
            assertFalse(Files.exists(sock, LinkOption.NOFOLLOW_LINKS), "the socket file is left after exit");
        } finally {
            p.destroyForcibly();
        }
    }

    /** The owner's client: initialize answered, then shutdown and exit end the server with 0. */
    private static void servedUntilExit(Process p, InputStream in, OutputStream out) throws Exception {
        try (LspProcess lsp = LspProcess.over(p, in, out)) {
            JsonObject init = lsp.request("initialize", JsonParser.parseString("{\"processId\":null,\"capabilities\":{}}"));
            assertEquals("pdll-lsp", init.getAsJsonObject("result").getAsJsonObject("serverInfo").get("name").getAsString());
            lsp.request("shutdown", null);
            lsp.notify("exit", null);
            assertEquals(0, lsp.waitFor());
        }
    }

    /** Why no second user can be tried here, or null. */
    static String secondUserUnavailable() {
        if (!ROOT) return "not running as root (a second user needs setpriv as root)";
        if (!Files.isExecutable(SETPRIV)) return "no /usr/bin/setpriv (apt-get install util-linux)";
        return null;
    }

    static List<String> asNobody(String... cmd) {
        List<String> out = new ArrayList<>(List.of(SETPRIV.toString(), "--reuid=65534", "--regid=65534", "--clear-groups"));
        out.addAll(List.of(cmd));
        return out;
    }

    private static Process start(String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                LspProcess.JAR.toString(), "--log=info"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    /** Reads the server's log up to the first line matching {@code regex}. */
    private static Matcher awaitLog(Process p, String regex) throws IOException {
        BufferedReader err = logOf(p);
        Pattern pat = Pattern.compile(regex);
        StringBuilder seen = new StringBuilder();
        String line;
        while ((line = err.readLine()) != null) {
            seen.append(line).append('\n');
            Matcher m = pat.matcher(line);
            if (m.find()) return m;
        }
        throw new AssertionError("the server's log has no line matching " + regex + ":\n" + seen);
    }

    private static final java.util.Map<Process, BufferedReader> LOGS = new java.util.concurrent.ConcurrentHashMap<>();

    private static BufferedReader logOf(Process p) {
        return LOGS.computeIfAbsent(p, q -> new BufferedReader(new InputStreamReader(q.getErrorStream(), StandardCharsets.UTF_8)));
    }
}
