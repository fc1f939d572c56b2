package pdll.intellij.server;

import com.intellij.openapi.project.Project;
import com.redhat.devtools.lsp4ij.client.LanguageClientImpl;
import org.jetbrains.annotations.NotNull;
import pdll.intellij.settings.PdllProjectSettings;
import pdll.intellij.settings.SettingsJson;

/**
 * LSP4IJ's client for a running pdll-lsp: its settings are the project's PDLL settings (instead of
 * LSP4IJ's generic per-server JSON), and a change on the settings page reaches the server as
 * {@code workspace/didChangeConfiguration} without a restart.
 */
final class PdllLanguageClient extends LanguageClientImpl {
    private final PdllProjectSettings settings;
    private final Runnable onChange = this::triggerChangeConfiguration;

    PdllLanguageClient(@NotNull Project project) {
        super(project);
        settings = PdllProjectSettings.getInstance(project);
        settings.addListener(onChange);
    }

    @Override
    protected Object createSettings() {
        return SettingsJson.of(settings.getState(), PdllConnectionProvider.projectDir(getProject()));
    }

    @Override
    public void dispose() {
        settings.removeListener(onChange);
        super.dispose();
    }
}
