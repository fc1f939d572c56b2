package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;

/** The method table the early start computes is the one LSP4J's launcher builder gathers itself. */
class EarlyStartTest {
    @Test
    void theMethodTableIsLsp4js() throws Exception {
        PdllLanguageServer server = new PdllLanguageServer(ServerArgs.parse(new String[0]),
                new Log(Log.Level.ERROR, new PrintStream(new ByteArrayOutputStream())), FileAccess.DISK, code -> { });
        try {
            Methods builder = new Methods();
            builder.setLocalService(server).setRemoteInterface(LanguageClient.class);
            Map<String, JsonRpcMethod> lsp4j = builder.methods();
            assertEquals(describe(lsp4j), describe(EarlyStart.methods()));
            assertEquals(describe(lsp4j), describe(EarlyStart.begin().awaitMethods()));
        } finally {
            server.threads.close();
        }
    }

    /** LSP4J's builder, to call its protected gathering. */
    private static final class Methods extends LSPLauncher.Builder<LanguageClient> {
        Map<String, JsonRpcMethod> methods() {
            return getSupportedMethods();
        }
    }

    /** A method's name, kind, parameter types and result type, in the table's order. */
    private static List<String> describe(Map<String, JsonRpcMethod> methods) {
        List<String> out = new ArrayList<>();
        methods.forEach((name, m) -> out.add(name + " " + m.getMethodName() + " " + m.isNotification() + " "
                + List.of(m.getParameterTypes()) + " -> " + m.getReturnType()));
        return out;
    }
}
