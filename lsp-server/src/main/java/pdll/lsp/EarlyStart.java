package pdll.lsp;

import java.lang.reflect.Proxy;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.logging.LogManager;
import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * The start-up work of a fresh server that needs neither its arguments nor the client, begun
 * first thing in {@code main} on a thread of its own, so that on a second core it overlaps the
 * parsing of the arguments and the construction of the server: LSP4J's table of JSON-RPC methods
 * (annotations read by reflection over every protocol interface), the class of the client's proxy,
 * java.util.logging's manager and the clock's time zone. Together about 40 ms of a cold JVM before
 * {@code initialize} can be answered, most of it reflection run by the interpreter.
 */
final class EarlyStart {
    private final CompletableFuture<Map<String, JsonRpcMethod>> methods = new CompletableFuture<>();

    private EarlyStart() {}

    static EarlyStart begin() {
        EarlyStart s = new EarlyStart();
        Thread t = new Thread(s::run, "pdll-early-start");
        t.setDaemon(true);
        t.start();
        return s;
    }

    private void run() {
        try {
            methods.complete(methods());
        } catch (RuntimeException | Error e) {
            methods.completeExceptionally(e); // the launcher computes the table itself then
        }
        // Only warmed here: LSP4J creates the proxy itself (Proxy caches the class), the
        // server routes the logging and writes the log.
        Proxy.newProxyInstance(LanguageClient.class.getClassLoader(), new Class<?>[] {LanguageClient.class, Endpoint.class},
                (proxy, method, args) -> null);
        LogManager.getLogManager();
        Log.prepareClock();
    }

    /**
     * The JSON-RPC methods LSP4J's launcher builder gathers for the server (the client's, then the
     * server's own with its delegates), computed the same way.
     */
    static Map<String, JsonRpcMethod> methods() {
        Map<String, JsonRpcMethod> m = new LinkedHashMap<>(ServiceEndpoints.getSupportedMethods(LanguageClient.class));
        m.putAll(ServiceEndpoints.getSupportedMethods(PdllLanguageServer.class));
        return m;
    }

    /** The method table, waiting for it; computed here if the early thread failed. */
    Map<String, JsonRpcMethod> awaitMethods() {
        try {
            return methods.join();
        } catch (RuntimeException e) {
            return methods();
        }
    }
}
