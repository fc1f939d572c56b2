package pdll.intellij.server;

import com.intellij.openapi.project.Project;
import com.redhat.devtools.lsp4ij.LanguageServerFactory;
import com.redhat.devtools.lsp4ij.client.LanguageClientImpl;
import com.redhat.devtools.lsp4ij.server.StreamConnectionProvider;
import org.eclipse.lsp4j.services.LanguageServer;
import org.jetbrains.annotations.NotNull;

/** LSP4IJ's entry point for the pdll-lsp server ({@code <server factoryClass>} in plugin.xml). */
public final class PdllLanguageServerFactory implements LanguageServerFactory {

    @Override
    public @NotNull StreamConnectionProvider createConnectionProvider(@NotNull Project project) {
        return new PdllConnectionProvider(project);
    }

    @Override
    public @NotNull LanguageClientImpl createLanguageClient(@NotNull Project project) {
        return new PdllLanguageClient(project);
    }

    /** So that LSP4IJ's proxy also speaks {@code pdll/viewOutput}. */
    @Override
    public @NotNull Class<? extends LanguageServer> getServerInterface() {
        return PdllServerApi.class;
    }
}
