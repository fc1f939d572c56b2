package pdll.intellij.server;

import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * The server's interface as LSP4IJ's proxy sees it: the standard LanguageServer plus the custom
 * request {@code pdll/viewOutput} (the reference server's, which pdll-lsp answers too). LSP4J is
 * LSP4IJ's copy at runtime; this module never bundles one.
 */
public interface PdllServerApi extends LanguageServer {

    @JsonRequest("pdll/viewOutput")
    CompletableFuture<ViewOutputResult> viewOutput(ViewOutputParams params);
}
