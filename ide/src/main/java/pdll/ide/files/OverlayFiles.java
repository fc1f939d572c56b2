package pdll.ide.files;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import pdll.base.io.FileAccess;

/**
 * The file system as the server sees it: the text of open editor buffers first, then an
 * underlying file access (the disk, or a map in tests). The server's instance lives as long as it:
 * the shared {@code .td} closure cache keys its entries by file access identity, and an open
 * buffer's stamp changes with its content, so editing an open {@code .td} invalidates exactly the
 * closures that read it. TableGen error recovery overlays a short-lived one with the texts it
 * blanked statements out of ({@code TdDiagnostics}).
 */
public final class OverlayFiles implements FileAccess, Directories {
    private final FileAccess base;
    private final Map<Path, String> buffers = new ConcurrentHashMap<>();

    public OverlayFiles(FileAccess base) {
        this.base = base;
    }

    public void open(Path path, String text) {
        buffers.put(key(path), text);
    }

    public void close(Path path) {
        buffers.remove(key(path));
    }

    @Override
    public Optional<String> read(Path path) {
        String b = buffers.get(key(path));
        return b != null ? Optional.of(b) : base.read(path);
    }

    @Override
    public String stamp(Path path) {
        String b = buffers.get(key(path));
        if (b != null) return "buffer:" + b.length() + ":" + b.hashCode();
        return base.stamp(path);
    }

    @Override
    public boolean onDisk(Path path) {
        return !buffers.containsKey(key(path)) && base.onDisk(path);
    }

    /** The base's entries (the disk when the base cannot list) plus open buffers in that directory. */
    @Override
    public List<Entry> list(Path dir) {
        Map<String, Entry> out = new TreeMap<>();
        for (Entry e : Directories.of(base).list(dir)) out.put(e.name(), e);
        Path k = key(dir);
        for (Path p : buffers.keySet()) if (k.equals(p.getParent())) out.putIfAbsent(p.getFileName().toString(), new Entry(p.getFileName().toString(), false));
        return List.copyOf(out.values());
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
