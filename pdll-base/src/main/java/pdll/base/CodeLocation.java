package pdll.base;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;

/** The jar (or classes directory) a class was loaded from, as a path that exists on this machine. */
public final class CodeLocation {
    private CodeLocation() {}

    /**
     * Where {@code c} came from, or empty when that cannot be told. Its code source first; but a
     * class mapped from a Java 25 AOT cache trained elsewhere (a release bundle's, docs/release.md)
     * has a code source without a location, so then the URL of its class file, which the class
     * loader resolves on this machine: {@code jar:file:/…/x.jar!/a/B.class} or {@code file:/…/a/B.class}.
     */
    public static Optional<Path> of(Class<?> c) {
        try {
            CodeSource cs = c.getProtectionDomain().getCodeSource();
            if (cs != null && cs.getLocation() != null) {
                Path where = Path.of(cs.getLocation().toURI());
                if (Files.exists(where)) return Optional.of(where);
            }
            Class<?> named = c.isHidden() ? c.getNestHost() : c; // a lambda's class has no class file
            String file = named.getName().replace('.', '/') + ".class";
            URL url = named.getResource("/" + file);
            if (url == null) return Optional.empty();
            String s = url.toString();
            if (s.startsWith("jar:") && s.contains("!/")) return existing(Path.of(new URI(s.substring(4, s.indexOf("!/")))));
            if (s.startsWith("file:") && s.endsWith("/" + file)) {
                return existing(Path.of(new URI(s.substring(0, s.length() - file.length()))));
            }
            return Optional.empty();
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Path> existing(Path p) {
        return Files.exists(p) ? Optional.of(p) : Optional.empty();
    }
}
