package pdll.base;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The version the tools print (--version, the server's serverInfo): the repository's VERSION file,
 * which the build copies into this module's jar, so that it is written in one place for the tools
 * and the release bundles alike.
 */
public final class Version {
    private Version() {}

    private static final String VERSION = read();

    public static String get() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = Version.class.getResourceAsStream("VERSION")) {
            // Missing only when the classes run outside a Maven build (an IDE's own compile).
            return in == null ? "unknown" : new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
