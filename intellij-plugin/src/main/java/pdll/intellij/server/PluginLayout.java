package pdll.intellij.server;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;

/**
 * Where the installed plugin's files are: the IDE unpacks the zip to {@code <plugins>/pdll-intellij/}
 * and loads our classes from {@code lib/*.jar}, so the root is the parent of the jar's folder.
 * Found from a class's own jar rather than through PluginManagerCore, whose lookup members are
 * internal API (and shrunk away in the core this module compiles against); the same code finds
 * the root of an unpacked zip in the tests. Pure: no IntelliJ types.
 */
public final class PluginLayout {
    private PluginLayout() {}

    /** The plugin root holding the jar {@code c} was loaded from, if it was loaded from {@code <root>/lib/*.jar}. */
    public static Optional<Path> rootOf(Class<?> c) {
        return jarOf(c).flatMap(PluginLayout::rootOfJar);
    }

    /** {@code <root>} for {@code <root>/lib/x.jar}; empty for a jar anywhere else (or a classes folder). */
    public static Optional<Path> rootOfJar(Path jar) {
        Path lib = jar.toAbsolutePath().normalize().getParent();
        if (lib == null || lib.getFileName() == null || !lib.getFileName().toString().equals("lib")) return Optional.empty();
        return Optional.ofNullable(lib.getParent());
    }

    /** The bundled server jar under a plugin root. */
    public static Path bundledServerJar(Path root) {
        return root.resolve(PdllServer.BUNDLED_JAR);
    }

    /**
     * The jar a class came from: its code source where the class loader records one, else the
     * {@code jar:file:…!/…} URL of its class file (IntelliJ's plugin class loader answers that).
     */
    static Optional<Path> jarOf(Class<?> c) {
        try {
            CodeSource src = c.getProtectionDomain().getCodeSource();
            if (src != null && src.getLocation() != null && "file".equals(src.getLocation().getProtocol())) {
                Path p = Path.of(src.getLocation().toURI());
                if (Files.isRegularFile(p)) return Optional.of(p);
            }
            URL self = c.getResource(c.getSimpleName() + ".class");
            if (self == null || !"jar".equals(self.getProtocol())) return Optional.empty();
            String spec = self.getPath(); // file:/…/x.jar!/pdll/…/C.class
            int bang = spec.indexOf("!/");
            if (bang < 0) return Optional.empty();
            return Optional.of(Path.of(new URL(spec.substring(0, bang)).toURI()));
        } catch (URISyntaxException | java.io.IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
