package pdll.lsp;

import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.WorkspaceSymbol;
import org.eclipse.lsp4j.WorkspaceSymbolParams;
import org.eclipse.lsp4j.jsonrpc.CompletableFutures;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.WorkspaceService;
import pdll.ide.analysis.Analysis;
import pdll.ide.symbols.WorkspaceSymbols;
import pdll.ide.workspace.Snapshot;

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
    public CompletableFuture<Either<List<? extends SymbolInformation>, List<? extends WorkspaceSymbol>>> symbol(WorkspaceSymbolParams params) {
        return CompletableFutures.computeAsync(server.requests, cancel -> {
            List<Analysis> docs = new ArrayList<>();
            for (Snapshot s : server.store.all()) {
                try {
                    docs.add(server.analysis.analysis(s));
                } catch (java.util.concurrent.CancellationException e) {
                    // a document changing under us: it is searched next time
                } catch (RuntimeException | StackOverflowError e) {
                    server.analysis.analyzer().crashes().report("workspace symbols", s, e);
                }
            }
            List<WorkspaceSymbol> out = new ArrayList<>();
            for (WorkspaceSymbols.Found f : WorkspaceSymbols.search(docs, params.getQuery())) {
                WorkspaceSymbol w = new WorkspaceSymbol(f.name(), switch (f.kind()) {
                    case PATTERN -> SymbolKind.Class;
                    case CONSTRAINT, REWRITE -> SymbolKind.Function;
                    case VARIABLE -> SymbolKind.Variable;
                }, Either.forLeft(Convert.location(f.location(), server.store.encoding(), server::uri)));
                w.setContainerName(f.container());
                out.add(w);
            }
            return Either.forRight(out);
        });
    }

    @Override
    public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
        server.analysis.invalidateAll();
        server.analysis.scheduleAll();
    }
}
