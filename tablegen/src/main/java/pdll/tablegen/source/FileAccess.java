package pdll.tablegen.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The only way the front end reads files. The compiler reads the disk; the language server
 * overlays open buffers; tests use an in-memory map.
 */
public interface FileAccess {

    /** The text of a regular file, or empty when it does not exist or cannot be read. */
    Optional<String> read(Path path);

    /** The file system as it is on disk, decoding UTF-8 (malformed bytes are replaced, never fatal). */
    FileAccess DISK = path -> {
        try {
            if (!Files.isRegularFile(path)) return Optional.empty();
            byte[] bytes = Files.readAllBytes(path);
            return Optional.of(new String(bytes, StandardCharsets.UTF_8));
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    };
}
