package pdll.intellij.ui;

import com.intellij.openapi.application.ApplicationManager;
import com.intellij.openapi.fileTypes.ex.FileTypeManagerEx;
import com.intellij.openapi.options.Configurable;
import com.intellij.openapi.project.Project;
import com.intellij.openapi.project.ProjectManager;
import com.redhat.devtools.lsp4ij.LanguageServerManager;
import com.redhat.devtools.lsp4ij.ServerStatus;
import javax.swing.JComponent;
import org.jetbrains.annotations.NotNull;
import pdll.intellij.server.PdllServer;
import pdll.intellij.settings.ApplicationSettingsState;
import pdll.intellij.settings.PdllProjectSettings;
import pdll.intellij.settings.PdllApplicationSettings;

/**
 * Settings › Languages &amp; Frameworks › PDLL ({@code projectConfigurable} in plugin.xml). On apply,
 * each change goes where it takes effect: project settings to the running server as
 * {@code didChangeConfiguration} (through the client's listener), launch options by restarting
 * the servers that run, the TableGen mode by telling the IDE that {@code .td} file types changed
 * (as FileTypeOverrider's contract asks).
 */
public final class PdllConfigurable implements Configurable {
    private final Project project;
    private SettingsForm form;

    public PdllConfigurable(@NotNull Project project) {
        this.project = project;
    }

    @Override
    public String getDisplayName() {
        return "PDLL";
    }

    @Override
    public JComponent createComponent() {
        form = new SettingsForm();
        reset();
        return form.component();
    }

    @Override
    public boolean isModified() {
        return form != null && (!form.project().equals(PdllProjectSettings.getInstance(project).getState())
                || !form.application().equals(PdllApplicationSettings.getInstance().getState()));
    }

    @Override
    public void apply() {
        if (form == null) return;
        PdllApplicationSettings app = PdllApplicationSettings.getInstance();
        ApplicationSettingsState before = app.getState();
        ApplicationSettingsState after = form.application();
        app.update(after);
        PdllProjectSettings.getInstance(project).update(form.project());
        if (!before.launchOptions().equals(after.launchOptions())) restartRunningServers();
        if (before.tableGenMode() != after.tableGenMode()) {
            ApplicationManager.getApplication().runWriteAction(() ->
                    FileTypeManagerEx.getInstanceEx().makeFileTypesChange("PDLL: TableGen support for .td files changed", () -> { }));
        }
    }

    @Override
    public void reset() {
        if (form != null) form.show(PdllProjectSettings.getInstance(project).getState(), PdllApplicationSettings.getInstance().getState());
    }

    @Override
    public void disposeUIResources() {
        form = null;
    }

    /** Launch options are application-wide: every open project's running server restarts with them; stopped ones start with them later. */
    private static void restartRunningServers() {
        for (Project p : ProjectManager.getInstance().getOpenProjects()) {
            LanguageServerManager m = LanguageServerManager.getInstance(p);
            ServerStatus s = m.getServerStatus(PdllServer.ID);
            if (s == ServerStatus.started || s == ServerStatus.starting) {
                m.stop(PdllServer.ID);
                m.start(PdllServer.ID);
            }
        }
    }
}
