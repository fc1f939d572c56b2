package pdll.base.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Files on disk; the stamp is size, modification time and file identity, so no content is read.
 * A file this process may not read has no stamp: it is absent to every search, as the reference's
 * open fails on it, and it is found again (its stamp changes from none) once it becomes readable.
 */
final class DiskFiles implements FileAccess {

    @Override
    public Optional<String> read(Path path) {
        try {
            if (!Files.isRegularFile(path)) return Optional.empty();
            return Optional.of(new String(Files.readAllBytes(path), StandardCharsets.UTF_8));
        } catch (IOException | SecurityException | OutOfMemoryError e) {
            return Optional.empty();
        }
    }

    @Override
    public boolean onDisk(Path path) {
        return true;
    }

    @Override
    public String stamp(Path path) {
        try {
            BasicFileAttributes a = Files.readAttributes(path, BasicFileAttributes.class);
            if (!a.isRegularFile() || !Files.isReadable(path)) return null;
            return a.size() + ":" + a.lastModifiedTime().to(TimeUnit.NANOSECONDS) + ":" + a.fileKey();
        } catch (IOException | SecurityException e) {
            return null;
        }
    }
}
