package pdll.intellij.server;

/**
 * The names that tie plugin.xml, LSP4IJ and the pdll-lsp server together. Pure (no IntelliJ or
 * LSP4IJ types), so the module's tests can check plugin.xml against it.
 */
public final class PdllServer {
    private PdllServer() {}

    /** The {@code <server id>} and {@code <languageMapping serverId>} in plugin.xml. */
    public static final String ID = "pdllLanguageServer";

    /** The LSP language id of PDLL documents (the VS Code extension's and MLIR's too). */
    public static final String LANGUAGE_ID = "pdll";

    /**
     * The LSP language id of TableGen documents (VS Code's and MLIR's). The server itself tells a
     * TableGen document by its {@code .td} name; our file type is only given to {@code .td} files.
     */
    public static final String TD_LANGUAGE_ID = "tablegen";

    /** The bundled server jar, relative to the plugin's root folder (outside lib/: it carries LSP4J). */
    public static final String BUNDLED_JAR = "server/pdll-lsp.jar";

    /**
     * Whether the native parser's syntax errors are shown for a PDLL file while LSP4IJ reports the
     * server in the given status ({@code ServerStatus#name()}, null when LSP4IJ does not know the
     * server). Only a started server publishes diagnostics, and those carry the same syntax
     * errors, so showing both would show each twice; before it starts, after it stops or when it
     * failed, the native ones are the only ones there are.
     */
    public static boolean nativeSyntaxErrorsShown(String serverStatus) {
        return !"started".equals(serverStatus);
    }
}
