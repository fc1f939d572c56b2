package pdll.intellij.settings;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * The project settings as the server reads them (lsp-server's Settings): {@code extraDirs},
 * {@code compilationDatabases}, {@code mlirIncludeRoot}, {@code extraWarnings}. Sent as
 * {@code initializationOptions} and as {@code workspace/didChangeConfiguration} settings; every key
 * is always present because the server replaces its settings with each message. Relative paths
 * are made absolute against the project folder here, since the server resolves against its own
 * working folder. Gson is LSP4IJ's (and the IDE's); never bundled.
 */
public final class SettingsJson {
    private SettingsJson() {}

    public static JsonObject of(ProjectSettingsState s, Path projectDir) {
        JsonObject o = new JsonObject();
        o.add("extraDirs", paths(s.includeDirs, projectDir));
        o.add("compilationDatabases", paths(s.compilationDatabases, projectDir));
        String root = s.mlirIncludeRoot == null ? "" : s.mlirIncludeRoot.strip();
        o.addProperty("mlirIncludeRoot", root.isEmpty() || root.equals(ProjectSettingsState.AUTO) ? root : absolute(root, projectDir));
        o.addProperty("extraWarnings", s.extraWarnings);
        return o;
    }

    private static JsonArray paths(List<String> in, Path base) {
        JsonArray a = new JsonArray();
        for (String p : in) {
            if (p != null && !p.isBlank()) a.add(absolute(p.strip(), base));
        }
        return a;
    }

    /** {@code p} against {@code base}; {@code ~/} is the user's home; a malformed path goes as typed (the server ignores it). */
    static String absolute(String p, Path base) {
        try {
            Path path = Path.of(p.startsWith("~/") || p.equals("~") ? System.getProperty("user.home") + p.substring(1) : p);
            return (path.isAbsolute() || base == null ? path : base.resolve(path)).normalize().toString();
        } catch (InvalidPathException e) {
            return p;
        }
    }
}
