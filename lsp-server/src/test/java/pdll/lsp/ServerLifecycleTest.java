package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import pdll.ide.files.MemoryFiles;

/** {@code exit} leaves no thread pool of the server running (the request pool used to stay). */
class ServerLifecycleTest {
    @Test
    void exitClosesTheRequestPool() throws Exception {
        AtomicInteger code = new AtomicInteger(-1);
        PdllLanguageServer server = new PdllLanguageServer(ServerArgs.parse(new String[0]),
                new Log(Log.Level.ERROR, new PrintStream(new ByteArrayOutputStream())), new MemoryFiles(), code::set);
        server.shutdown().get();
        server.exit();
        assertEquals(0, code.get());
        assertTrue(server.requests.isShutdown(), "the request pool is shut down on exit");
    }
}
