package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.ide.analysis.Analysis;
import pdll.ide.files.MemoryFiles;
import pdll.ide.document.Snapshot;
import pdll.sema.ods.OdsOperation;
import pdll.tablegen.cache.TdCaches;

/**
 * The server's threads and state have one owner: {@code exit} ends every thread the server
 * started (the request pool used to stay), and two servers in one JVM share no cache.
 */
class ServerLifecycleTest {
    /** Just enough ODS for an import that succeeds: one dialect, one operation. */
    static final String TD = """
            class Dialect { string name = ""; string cppNamespace = ""; }
            class Attr; class Type; class OpInterface;
            def ins; def outs;
            class Op<Dialect dialect, string mnemonic> {
              Dialect opDialect = dialect;
              string opName = mnemonic;
              dag arguments = (ins);
              dag results = (outs);
            }
            def T_Dialect : Dialect { let name = "t"; }
            def T_GoOp : Op<T_Dialect, "go">;
            """;
    static final String DOC = "#include \"t.td\"\nPattern {\n  let root = op<t.go>;\n  erase root;\n}\n";

    static Log quiet() {
        return new Log(Log.Level.ERROR, new PrintStream(new ByteArrayOutputStream()));
    }

    @Test
    void exitClosesTheRequestPool() throws Exception {
        AtomicInteger code = new AtomicInteger(-1);
        PdllLanguageServer server = new PdllLanguageServer(ServerArgs.parse(new String[0]), quiet(), new MemoryFiles(), code::set);
        server.shutdown().get();
        server.exit();
        assertEquals(0, code.get());
        assertTrue(server.threads.requests.isShutdown(), "the request pool is shut down on exit");
    }

    /**
     * A whole session over a pipe that stays open (so the protocol reader does not end by itself):
     * open a document that includes a {@code .td} file, ask for hover and completion (the analysis,
     * progress, model index and op index threads all run), shut down and exit.
     */
    @Test
    void afterExitNoThreadOfTheServerIsAlive(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("t.td"), TD);
        String uri = dir.resolve("main.pdll").toUri().toString();
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        PipedOutputStream client = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(client, 1 << 16);
        for (String m : List.of(ProtocolEdgesTest.init("{\"capabilities\":{\"window\":{\"workDoneProgress\":true}}}"),
                ProtocolEdgesTest.open(uri, DOC),
                ProtocolEdgesTest.request(1, "textDocument/hover", ProtocolEdgesTest.at(uri, 2, 18, "")),
                ProtocolEdgesTest.request(2, "textDocument/completion", ProtocolEdgesTest.at(uri, 2, 16, "")),
                ProtocolEdgesTest.SHUTDOWN, "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}")) {
            byte[] b = m.getBytes(StandardCharsets.UTF_8);
            client.write(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            client.write(b);
        }
        client.flush();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = PdllLspMain.serve(ServerArgs.parse(new String[] {"--pdll-extra-dir=" + dir}), quiet(), in, out);
        assertEquals(0, status);
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("publishDiagnostics"), "the document was analysed");
        List<String> alive = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (before.contains(t) || !(t.getName().startsWith("pdll-") || t.getName().startsWith("tablegen-"))) continue;
            t.join(10_000);
            if (t.isAlive()) alive.add(t.getName());
        }
        assertEquals(List.of(), alive, "threads still alive after exit");
        client.close();
    }

    @Test
    void twoServersInOneJvmShareNoCache() throws Exception {
        int cliClosures = TdCaches.CLI.derivedSize();
        List<PdllLanguageServer> servers = new ArrayList<>();
        List<OdsOperation> ops = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            MemoryFiles files = new MemoryFiles().put("/w/t.td", TD);
            PdllLanguageServer server = new PdllLanguageServer(ServerArgs.parse(new String[0]), quiet(), files, c -> { });
            Snapshot s = server.store.open("file:///w/main.pdll", 1, DOC);
            Analysis a = server.analysis.analysis(s);
            OdsOperation op = a.semantic().ods().lookupOperation("t.go");
            assertNotNull(op, "the operation is imported: " + a.semantic().diagnostics());
            servers.add(server);
            ops.add(op);
        }
        assertNotSame(servers.get(0).caches, servers.get(1).caches);
        assertNotSame(ops.get(0), ops.get(1), "each server imports for itself");
        assertNotSame(ops.get(0).loc().file(), ops.get(1).loc().file(), "each server parses the .td file for itself");
        for (PdllLanguageServer s : servers) assertEquals(1, s.caches.derivedSize(), "the server's own .td import cache");
        assertEquals(cliClosures, TdCaches.CLI.derivedSize(), "the command-line tools' caches are not used");
        for (PdllLanguageServer s : servers) s.threads.close();
    }
}
