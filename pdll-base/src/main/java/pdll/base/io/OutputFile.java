package pdll.base.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a result file of a command-line tool ({@code -o}, {@code -d}) so that a reader (a build system, a concurrent run) never sees a partly
 * written file: the bytes go to a temporary file in the same directory, which is then renamed over
 * the target. Special files (e.g. {@code /dev/null}, pipes) are written in place, never replaced.
 */
public final class OutputFile {
    private OutputFile() {}

    /**
     * @return false when {@code onlyIfChanged} and the file already holds exactly these bytes
     *     (nothing was written)
     */
    public static boolean write(Path target, byte[] bytes, boolean onlyIfChanged) throws IOException {
        boolean exists = Files.exists(target);
        if (exists && !Files.isRegularFile(target)) {
            if (Files.isDirectory(target)) throw new FileSystemException(target.toString(), null, "Is a directory");
            try (OutputStream os = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
                os.write(bytes);
            }
            return true;
        }
        if (onlyIfChanged && exists && Files.size(target) == bytes.length
                && Arrays.equals(Files.readAllBytes(target), bytes)) {
            return false;
        }
        Path dir = target.toAbsolutePath().getParent();
        Path tmp = null;
        for (int attempt = 0; tmp == null; attempt++) {
            Path candidate = dir.resolve("." + target.getFileName() + ".tmp"
                    + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffffL));
            try {
                // CREATE_NEW gives the usual 0666 & ~umask mode, like the reference's plain open.
                try (OutputStream os = Files.newOutputStream(candidate, StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE)) {
                    tmp = candidate;
                    os.write(bytes);
                }
            } catch (FileAlreadyExistsException e) {
                if (attempt > 10) throw e;
            } catch (IOException e) {
                if (tmp != null) Files.deleteIfExists(tmp);
                throw e;
            }
        }
        try {
            if (exists) copyPermissions(target, tmp);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        return true;
    }

    private static void copyPermissions(Path from, Path to) {
        try {
            PosixFileAttributeView src = Files.getFileAttributeView(from, PosixFileAttributeView.class,
                    LinkOption.NOFOLLOW_LINKS);
            PosixFileAttributeView dst = Files.getFileAttributeView(to, PosixFileAttributeView.class);
            if (src != null && dst != null) dst.setPermissions(src.readAttributes().permissions());
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            // Best effort: the content matters, the mode is a nicety.
        }
    }

    /** The strerror-style text the reference prints after "error opening FILE: ". */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) return "No such file or directory";
        if (e instanceof AccessDeniedException) return "Permission denied";
        if (e instanceof NotDirectoryException) return "Not a directory";
        if (e instanceof FileSystemException fse && fse.getReason() != null) return fse.getReason();
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
