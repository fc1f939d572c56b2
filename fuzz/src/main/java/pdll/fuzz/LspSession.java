package pdll.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CompletionCapabilities;
import org.eclipse.lsp4j.CompletionItemCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;
import pdll.lsp.PdllLspMain;

/**
 * One language server, started in this process exactly as {@code pdll-lsp} serves stdio, talking
 * to an LSP4J client launcher over two in-memory pipes (NIO pipes: unlike
 * {@code PipedInputStream} they do not break when a writing thread ends, and LSP4J writes from
 * pooled threads). Its log (level error) is collected for the target to read.
 */
final class LspSession implements AutoCloseable {
    final LspClient client = new LspClient();
    final LanguageServer server;
    final Launcher<LanguageServer> launcher;
    final InitializeResult capabilities;
    private final ByteArrayOutputStream logBytes = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(logBytes, true, StandardCharsets.UTF_8);
    private final Pipe toServer;
    private final Pipe toClient;
    private final Thread serving;
    private final Future<Void> listening;
    private int logRead;

    LspSession(List<String> extraDirs, boolean snippets, long timeoutMs) throws Exception {
        toServer = Pipe.open();
        toClient = Pipe.open();
        List<String> argv = new ArrayList<>(List.of("--log=error"));
        // the same folders for both languages: the .td seeds include MLIR's files as the .pdll ones do
        for (String d : extraDirs) {
            argv.add("--pdll-extra-dir=" + d);
            argv.add("--tablegen-extra-dir=" + d);
        }
        serving = new Thread(() -> {
            try {
                PdllLspMain.serve(argv.toArray(String[]::new), log, Channels.newInputStream(toServer.source()),
                        Channels.newOutputStream(toClient.sink()));
            } catch (Exception e) {
                log.println("E[fuzz] server ended with " + Traces.stackTrace(e));
            } finally {
                try {
                    toClient.sink().close();
                } catch (IOException e) {
                    // already closed
                }
            }
        }, "fuzz-lsp-server");
        serving.setDaemon(true);
        serving.start();
        launcher = LSPLauncher.createClientLauncher(client, Channels.newInputStream(toClient.source()),
                Channels.newOutputStream(toServer.sink()));
        server = launcher.getRemoteProxy();
        listening = launcher.startListening();
        InitializeParams init = new InitializeParams();
        ClientCapabilities caps = new ClientCapabilities();
        TextDocumentClientCapabilities td = new TextDocumentClientCapabilities();
        CompletionCapabilities completion = new CompletionCapabilities();
        completion.setCompletionItem(new CompletionItemCapabilities(snippets));
        td.setCompletion(completion);
        caps.setTextDocument(td);
        WindowClientCapabilities window = new WindowClientCapabilities();
        window.setWorkDoneProgress(true);
        caps.setWindow(window);
        init.setCapabilities(caps);
        capabilities = server.initialize(init).get(Math.max(timeoutMs, 30_000), TimeUnit.MILLISECONDS);
        server.initialized(new InitializedParams());
    }

    /** What the server logged since the last call. */
    synchronized String newLog() {
        String all;
        synchronized (logBytes) {
            all = logBytes.toString(StandardCharsets.UTF_8);
        }
        String fresh = all.substring(Math.min(logRead, all.length()));
        logRead = all.length();
        return fresh;
    }

    /** shutdown + exit, as an editor ends a session; the streams are closed whatever happens. */
    @Override
    public void close() {
        try {
            server.shutdown().get(5, TimeUnit.SECONDS);
            server.exit();
            serving.join(5000);
        } catch (Exception e) {
            // a server that does not answer any more is abandoned: its threads are daemons
        } finally {
            try {
                toServer.sink().close();
                toClient.source().close();
                toServer.source().close();
            } catch (IOException e) {
                // closing anyway
            }
            listening.cancel(true);
        }
    }
}
