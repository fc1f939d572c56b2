package pdll.lsp;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import pdll.base.io.FileAccess;

/**
 * {@code pdll-lsp}: parses the command line, then serves one client over stdio or, with
 * {@code --port N} or {@code --socket PATH}, over a socket, to a client of its own user only
 * ({@link OwnerConnections}). stdout carries only protocol
 * messages; everything else goes to stderr.
 */
public final class PdllLspMain {
    private PdllLspMain() {}

    public static void main(String[] argv) {
        EarlyStart early = EarlyStart.begin();
        ServerArgs args;
        try {
            args = ServerArgs.parse(argv);
        } catch (ServerArgs.UsageException e) {
            System.err.println("pdll-lsp: " + e.getMessage());
            System.err.print(ServerArgs.USAGE);
            System.exit(2);
            return;
        }
        if (args.help()) {
            System.out.print(ServerArgs.USAGE);
            return;
        }
        if (args.version()) {
            System.out.println("pdll-lsp " + PdllLanguageServer.VERSION);
            return;
        }
        Log log = new Log(args.logLevel(), System.err);
        // Keep stray prints from ever corrupting the protocol stream.
        InputStream in = System.in;
        OutputStream out = System.out;
        System.setOut(System.err);
        try {
            if (args.overSocket()) {
                OwnerConnections.Connection c = args.port() != null ? OwnerConnections.acceptTcp(args.port(), log)
                        : OwnerConnections.acceptUnix(args.socket(), log);
                System.exit(serve(args, log, c.in(), c.out(), early));
            } else {
                System.exit(serve(args, log, in, out, early));
            }
        } catch (Exception e) {
            log.error("fatal: " + e);
            System.exit(1);
        }
    }

    /** LSP4J logs through java.util.logging: one line each into our log, not multi-line stack traces. */
    static void routeLibraryLogging(Log log) {
        Logger root = LogManager.getLogManager().getLogger("");
        for (Handler h : root.getHandlers()) root.removeHandler(h);
        root.addHandler(new Handler() {
            @Override
            public void publish(LogRecord r) {
                String msg = r.getMessage() == null ? "" : r.getMessage().lines().findFirst().orElse("");
                if (r.getThrown() != null && msg.isEmpty()) msg = String.valueOf(r.getThrown());
                if (r.getLevel().intValue() >= Level.SEVERE.intValue()) log.error(msg);
                else if (r.getLevel().intValue() >= Level.WARNING.intValue()) log.info(msg);
                else log.verbose(msg);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        });
    }

    /**
     * The server as {@code pdll-lsp ARGS} runs it, on streams the caller provides (the fuzzer and
     * other in-process clients): until {@code exit} (its code) or end of input (1).
     */
    public static int serve(String[] argv, PrintStream log, InputStream in, OutputStream out) throws Exception {
        ServerArgs args = ServerArgs.parse(argv);
        return serve(args, new Log(args.logLevel(), log), in, out);
    }

    /** Serves one connection until {@code exit} (its code) or end of input (1, as the reference). */
    static int serve(ServerArgs args, Log log, InputStream in, OutputStream out) throws Exception {
        return serve(args, log, in, out, null);
    }

    /**
     * Serves one connection until {@code exit} (its code) or end of input (1, as the reference),
     * with the work {@code early} began, when there is any (a fresh process).
     */
    static int serve(ServerArgs args, Log log, InputStream in, OutputStream out, EarlyStart early) throws Exception {
        if (args.delimited()) in = new DelimitedInput(in);
        if (args.pretty()) out = new PrettyOutput(out);
        int[] code = {-1};
        Object done = new Object();
        PdllLanguageServer server = new PdllLanguageServer(args, log, FileAccess.DISK, c -> {
            synchronized (done) {
                code[0] = c;
                done.notifyAll();
            }
        });
        Launcher.Builder<LanguageClient> b = new LSPLauncher.Builder<LanguageClient>() {
            @Override
            protected Map<String, JsonRpcMethod> getSupportedMethods() {
                return early != null ? early.awaitMethods() : super.getSupportedMethods();
            }

            @Override
            protected MessageJsonHandler createJsonHandler() {
                return new TolerantJsonHandler(getSupportedMethods(), configureGson != null ? configureGson : g -> { });
            }

            /** LSP4J wraps the writer first, then the endpoint that dispatches what the client sends. */
            @Override
            protected MessageConsumer wrapMessageConsumer(MessageConsumer c) {
                MessageConsumer w = super.wrapMessageConsumer(c);
                return c instanceof RemoteEndpoint ? server.pending.incoming(w, args.delimited() ? () -> server.analysis.awaitScheduled(PendingRequests.WAIT_MILLIS) : null, log) : server.pending.outgoing(w, log);
            }
        }
                .setLocalService(server)
                .setRemoteInterface(LanguageClient.class)
                .setInput(in)
                .setOutput(out)
                .setExecutorService(server.threads.protocol)
                .setExceptionHandler(new ErrorReplies(log, server.pending));
        if (args.logLevel() == Log.Level.VERBOSE) b.traceMessages(new PrintWriter(System.err, true));
        Launcher<LanguageClient> launcher = b.create();
        server.connect(launcher.getRemoteProxy());
        // In a process of its own LSP4J's java.util.logging goes into our log (set up here, after
        // the early start has loaded it); in-process callers keep their own.
        if (early != null) routeLibraryLogging(log);
        Future<Void> listening = launcher.startListening();
        try {
            server.threads.protocol.execute(() -> {
                try {
                    listening.get();
                } catch (InterruptedException e) {
                    return; // exit closed the server's threads: exit sets the status
                } catch (Exception e) {
                    // input closed or broken: handled below
                }
                // The input ended without exit: answer what was asked, then fail like the reference
                // (status 1, also after shutdown: only exit ends a session cleanly).
                server.pending.awaitAnswered(server.pending.receivedSoFar());
                server.analysis.awaitScheduled(PendingRequests.WAIT_MILLIS);
                synchronized (done) {
                    if (code[0] < 0) code[0] = 1;
                    done.notifyAll();
                }
            });
        } catch (RejectedExecutionException e) {
            // An exit that came first (the listener runs on the same threads) has closed them
            // already: exit sets the status.
        }
        synchronized (done) {
            while (code[0] < 0) done.wait();
        }
        // An input that ended without exit leaves the server's threads running (the idle
        // collector's every second among them): a process ends anyway, but an in-process caller
        // (the fuzzer's wire target, tests) would pile them up session after session.
        server.threads.close();
        log.info("exiting with " + code[0]);
        return code[0];
    }
}
