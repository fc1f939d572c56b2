package pdll.intellij.settings;

import com.intellij.openapi.application.ApplicationManager;
import com.intellij.openapi.components.PersistentStateComponent;
import com.intellij.openapi.components.State;
import com.intellij.openapi.components.Storage;
import org.jetbrains.annotations.NotNull;

/**
 * The PDLL settings shared by all projects ({@code options/pdll.xml}), an {@code applicationService}
 * in plugin.xml. Read on every {@code .td} file type lookup (TableGenFileTypeOverrider), so the
 * state is a volatile field and nothing more.
 */
@State(name = "PdllApplicationSettings", storages = @Storage("pdll.xml"))
public final class PdllApplicationSettings implements PersistentStateComponent<ApplicationSettingsState> {
    private volatile ApplicationSettingsState state = new ApplicationSettingsState();

    public static PdllApplicationSettings getInstance() {
        return ApplicationManager.getApplication().getService(PdllApplicationSettings.class);
    }

    @Override
    public @NotNull ApplicationSettingsState getState() {
        return state;
    }

    @Override
    public void loadState(@NotNull ApplicationSettingsState loaded) {
        state = loaded;
    }

    public void update(ApplicationSettingsState next) {
        state = next.copy();
    }
}
