package pdll.intellij.settings;

/**
 * The settings that decide how the server process starts (application level, for all projects):
 * a change restarts running servers, where the other settings travel to a running server as
 * {@code workspace/didChangeConfiguration}.
 *
 * @param serverOverride blank for the bundled jar; a {@code .jar} path; or a whole command line
 * @param jvmOptions     extra options for the Java that runs a jar (ignored for a command)
 */
public record LaunchOptions(String serverOverride, String jvmOptions) {
    public static final LaunchOptions BUNDLED = new LaunchOptions("", "");

    public LaunchOptions {
        serverOverride = serverOverride == null ? "" : serverOverride.strip();
        jvmOptions = jvmOptions == null ? "" : jvmOptions.strip();
    }
}
