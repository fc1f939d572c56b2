package pdll.intellij.server;

import com.intellij.execution.configurations.GeneralCommandLine;
import com.intellij.openapi.project.Project;
import com.intellij.openapi.vfs.VirtualFile;
import com.redhat.devtools.lsp4ij.server.CannotStartProcessException;
import com.redhat.devtools.lsp4ij.server.OSProcessStreamConnectionProvider;
import java.nio.file.Path;
import pdll.intellij.settings.PdllApplicationSettings;
import pdll.intellij.settings.PdllProjectSettings;
import pdll.intellij.settings.SettingsJson;

/**
 * Starts pdll-lsp as {@link ServerLaunch} computes it, through LSP4IJ's OS process provider
 * (which shows the server's stderr, its log, in LSP4IJ's console), and gives the project's
 * settings as {@code initializationOptions}. Everything decided here is in the pure
 * {@link ServerLaunch} and {@link SettingsJson}; this class only wraps them.
 */
final class PdllConnectionProvider extends OSProcessStreamConnectionProvider {
    private final Project project;
    private final ServerLaunch launch;

    PdllConnectionProvider(Project project) {
        this(project, ServerLaunch.of(Path.of(System.getProperty("java.home")), PluginLayout.rootOf(PdllConnectionProvider.class),
                PdllApplicationSettings.getInstance().getState().launchOptions(), projectDir(project)));
    }

    private PdllConnectionProvider(Project project, ServerLaunch launch) {
        super(new GeneralCommandLine(launch.command())
                .withWorkingDirectory(launch.workingDir())
                .withEnvironment(launch.environment()));
        this.project = project;
        this.launch = launch;
    }

    @Override
    public void start() throws CannotStartProcessException {
        var problem = launch.problem();
        if (problem.isPresent()) throw new CannotStartProcessException(problem.get());
        super.start();
    }

    @Override
    public Object getInitializationOptions(VirtualFile rootUri) {
        return SettingsJson.of(PdllProjectSettings.getInstance(project).getState(), projectDir(project));
    }

    /** The project folder; the user's home for a project without one (the default project). */
    static Path projectDir(Project project) {
        String base = project.getBasePath();
        return Path.of(base != null ? base : System.getProperty("user.home"));
    }
}
