package pdll.intellij.settings;

import com.intellij.openapi.components.PersistentStateComponent;
import com.intellij.openapi.components.State;
import com.intellij.openapi.components.Storage;
import com.intellij.openapi.project.Project;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jetbrains.annotations.NotNull;

/**
 * The project's PDLL settings ({@code .idea/pdll.xml}), a {@code projectService} in plugin.xml
 * (not the {@code @Service} annotation: this module compiles against a core where it is shrunk).
 * Language clients of the project listen for changes to send them to their server.
 */
@State(name = "PdllProjectSettings", storages = @Storage("pdll.xml"))
public final class PdllProjectSettings implements PersistentStateComponent<ProjectSettingsState> {
    private volatile ProjectSettingsState state = new ProjectSettingsState();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    public static PdllProjectSettings getInstance(@NotNull Project project) {
        return project.getService(PdllProjectSettings.class);
    }

    @Override
    public @NotNull ProjectSettingsState getState() {
        return state;
    }

    @Override
    public void loadState(@NotNull ProjectSettingsState loaded) {
        state = loaded;
    }

    /** Replaces the settings (the settings page's apply) and tells the listeners if they changed. */
    public void update(ProjectSettingsState next) {
        if (next.equals(state)) return;
        state = next.copy();
        for (Runnable l : listeners) l.run();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }
}
