package pdll.ide.td;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import pdll.base.io.FileAccess;

/**
 * The files as {@code base} has them, except a few whose text error recovery replaced (statements
 * blanked out, offsets kept). Their stamps differ from the originals', so the parse cache parses
 * only those again; every other file of the closure stays a cache hit.
 */
final class BlankedFiles implements FileAccess {
    private final FileAccess base;
    /** Absolute normalized path → replaced text. */
    private final Map<Path, String> replaced;

    BlankedFiles(FileAccess base, Map<Path, String> replaced) {
        this.base = base;
        this.replaced = replaced;
    }

    @Override
    public Optional<String> read(Path path) {
        String r = replaced.get(key(path));
        return r != null ? Optional.of(r) : base.read(path);
    }

    @Override
    public String stamp(Path path) {
        String r = replaced.get(key(path));
        return r != null ? "blanked:" + r.length() + ":" + r.hashCode() : base.stamp(path);
    }

    @Override
    public boolean onDisk(Path path) {
        return base.onDisk(path);
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
