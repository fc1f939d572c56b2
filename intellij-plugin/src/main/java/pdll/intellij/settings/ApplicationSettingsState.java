package pdll.intellij.settings;

import java.util.Objects;

/**
 * The PDLL settings shared by all projects (options/pdll.xml), a serializer bean like
 * {@link ProjectSettingsState}. The TableGen mode is kept as its name, so that a value from a
 * later version falls back to the default instead of failing to load.
 */
public final class ApplicationSettingsState {
    /** {@link TableGenMode#name()}. */
    public String tableGenMode = TableGenMode.AUTOMATIC.name();
    /** Blank for the bundled server; a {@code .jar} path; or a whole command line. */
    public String serverOverride = "";
    /** Extra options for the Java that runs the server jar. */
    public String jvmOptions = "";

    public TableGenMode tableGenMode() {
        return TableGenMode.parse(tableGenMode);
    }

    public LaunchOptions launchOptions() {
        return new LaunchOptions(serverOverride, jvmOptions);
    }

    public ApplicationSettingsState copy() {
        ApplicationSettingsState c = new ApplicationSettingsState();
        c.tableGenMode = tableGenMode;
        c.serverOverride = serverOverride;
        c.jvmOptions = jvmOptions;
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ApplicationSettingsState s && tableGenMode() == s.tableGenMode()
                && launchOptions().equals(s.launchOptions());
    }

    @Override
    public int hashCode() {
        return Objects.hash(tableGenMode(), launchOptions());
    }
}
