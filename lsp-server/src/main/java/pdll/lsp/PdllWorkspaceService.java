package pdll.lsp;

import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.services.WorkspaceService;

/** Settings changes re-run every open document; watched-file changes too (an include may have changed). */
final class PdllWorkspaceService implements WorkspaceService {
    private final PdllLanguageServer server;

    PdllWorkspaceService(PdllLanguageServer server) {
        this.server = server;
    }

    @Override
    public void didChangeConfiguration(DidChangeConfigurationParams params) {
        server.applySettings(params == null ? null : params.getSettings());
        server.analysis.scheduleAll();
    }

    @Override
    public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
        server.analysis.invalidateAll();
        server.analysis.scheduleAll();
    }
}
