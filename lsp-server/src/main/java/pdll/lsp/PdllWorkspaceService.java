package pdll.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWorkspaceFoldersParams;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.WorkspaceSymbol;
import org.eclipse.lsp4j.WorkspaceSymbolParams;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.WorkspaceService;
import pdll.ide.Ide;
import pdll.ide.answer.SymbolMatch;
import pdll.ide.td.TdWorkspaceSymbols;

/** Settings changes re-run every open document; watched-file changes too (an include may have changed). */
final class PdllWorkspaceService implements WorkspaceService {
    private final PdllLanguageServer server;
    private final Ide ide;
    private final Documents documents;
    private final ToLsp to;
    private final DrrConversion drr;

    PdllWorkspaceService(PdllLanguageServer server, Ide ide, Documents documents, ToLsp to, DrrConversion drr) {
        this.server = server;
        this.ide = ide;
        this.documents = documents;
        this.to = to;
        this.drr = drr;
    }

    /** The server's one command: a DRR → PDLL conversion chosen among a {@code .td}'s code actions ({@link DrrConversion}). */
    @Override
    public CompletableFuture<Object> executeCommand(ExecuteCommandParams params) {
        if (params == null || !DrrConversion.COMMAND.equals(params.getCommand())) return CompletableFuture.completedFuture(null);
        return drr.execute(params.getArguments());
    }

    @Override
    public void didChangeConfiguration(DidChangeConfigurationParams params) {
        server.applySettings(params == null ? null : params.getSettings());
        documents.filesChanged();
    }

    @Override
    public CompletableFuture<Either<List<? extends SymbolInformation>, List<? extends WorkspaceSymbol>>> symbol(WorkspaceSymbolParams params) {
        return documents.withAll("workspace symbols", docs -> {
            List<SymbolMatch> found = new ArrayList<>(ide.workspaceSymbols(docs, params.getQuery()));
            found.addAll(TdWorkspaceSymbols.search(documents.tdAnalyses("workspace symbols"), params.getQuery()));
            return Either.forRight(found.stream().map(to::workspaceSymbol).toList());
        });
    }

    @Override
    public void didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams params) {
        if (params != null) server.folders.change(params.getEvent());
    }

    @Override
    public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
        documents.filesChanged();
    }
}
