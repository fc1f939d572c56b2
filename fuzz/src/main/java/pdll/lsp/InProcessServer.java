package pdll.lsp;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The fuzzer's door to the real server: {@link PdllLspMain#serve} (the very code {@code pdll-lsp}
 * runs after parsing its command line: server, LSP4J launcher with the tolerant JSON handler,
 * request executor) on streams the fuzzer provides. It lives in the fuzz module, in this package,
 * because {@code serve} is package-private and the fuzzer must not change lsp-server's sources.
 */
public final class InProcessServer {
    private InProcessServer() {}

    /** Serves until {@code exit} or end of input; the exit code, as {@code pdll-lsp} would return it. */
    public static int serve(String[] argv, PrintStream log, InputStream in, OutputStream out) throws Exception {
        ServerArgs args = ServerArgs.parse(argv);
        return PdllLspMain.serve(args, new Log(args.logLevel(), log), in, out);
    }
}
