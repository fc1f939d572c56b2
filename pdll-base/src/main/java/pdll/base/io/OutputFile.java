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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
        Staged s = stage(target, bytes, onlyIfChanged);
        s.publish();
        return s.changes();
    }

    /**
     * Publishes several files together ({@code -o} and its {@code -d} dependency file): each is
     * written beside its target first, and only when all of them are written are they renamed
     * over their targets, so that a failure (a full disk, a missing directory) leaves every
     * target as it was.
     */
    public static void writeAll(List<Path> targets, List<byte[]> contents, List<Boolean> onlyIfChanged)
            throws IOException {
        List<Staged> staged = new ArrayList<>();
        try {
            for (int i = 0; i < targets.size(); i++) {
                staged.add(stage(targets.get(i), contents.get(i), onlyIfChanged.get(i)));
            }
            for (Staged s : staged) s.publish();
        } finally {
            for (Staged s : staged) s.discard();
        }
    }

    /**
     * A result file written beside its target, not yet visible there. A target that is not a
     * regular file (a device, a pipe) is written in place on publishing, never replaced.
     */
    public static final class Staged {
        private final Path target;
        private final Path tmp;
        private final byte[] inPlace;
        private final boolean changes;
        private boolean done;

        private Staged(Path target, Path tmp, byte[] inPlace, boolean changes) {
            this.target = target;
            this.tmp = tmp;
            this.inPlace = inPlace;
            this.changes = changes;
        }

        /** Whether publishing changes the target (false: it already holds these bytes). */
        public boolean changes() {
            return changes;
        }

        /** Renames the written file over the target (or writes a special file in place). */
        public void publish() throws IOException {
            if (done) return;
            done = true;
            if (inPlace != null) {
                try (OutputStream os = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
                    os.write(inPlace);
                }
                return;
            }
            if (tmp == null) return;
            try {
                try {
                    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(tmp);
                throw e;
            }
        }

        /** Removes the written file if it was not published. */
        public void discard() {
            if (done) return;
            done = true;
            try {
                if (tmp != null) Files.deleteIfExists(tmp);
            } catch (IOException e) {
                // a leftover hidden temporary file is harmless; the target is untouched
            }
        }
    }

    /**
     * Writes {@code bytes} beside {@code target}, refusing what the reference refuses: a target
     * that is a directory, a file this user may not write (the reference opens the target
     * itself, so a read-only file is "Permission denied"; the rename would have replaced it), and
     * a target in a directory that does not exist (nothing is created).
     */
    public static Staged stage(Path target, byte[] bytes, boolean onlyIfChanged) throws IOException {
        boolean exists = Files.exists(target);
        if (exists && !Files.isRegularFile(target)) {
            if (Files.isDirectory(target)) throw new FileSystemException(target.toString(), null, "Is a directory");
            if (!Files.isWritable(target)) throw new AccessDeniedException(target.toString());
            return new Staged(target, null, bytes, true);
        }
        if (exists && !Files.isWritable(target)) throw new AccessDeniedException(target.toString());
        if (onlyIfChanged && exists && Files.size(target) == bytes.length
                && Arrays.equals(Files.readAllBytes(target), bytes)) {
            return new Staged(target, null, null, false);
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
                // named by the target, not the temporary file the user never asked for
                throw renamed(e, target);
            }
        }
        if (exists) copyPermissions(target, tmp);
        return new Staged(target, tmp, null, true);
    }

    private static IOException renamed(IOException e, Path target) {
        if (e instanceof NoSuchFileException) return new NoSuchFileException(target.toString());
        if (e instanceof AccessDeniedException) return new AccessDeniedException(target.toString());
        return new FileSystemException(target.toString(), null, reason(e));
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
