package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The files of the per-user caches: created for their owner alone (directories 0700, files 0600)
 * and trusted only while that holds. A cache file or directory is used only when it is of the
 * expected kind (a directory, or a regular file: never a FIFO, socket or device, which could block
 * an open forever), not a symbolic link (the cache's own root excepted: a user may link it
 * elsewhere), owned by the current user and writable by nobody else. The check is one
 * {@code lstat} made before the file is opened; a file is then opened without following links.
 * What the check cannot stop (root, or the owner itself) is outside what a cache can defend against.
 */
public final class PrivateFiles {
    private static final int S_IFMT = 0170000;
    private static final int S_IFREG = 0100000;
    private static final int S_IFDIR = 0040000;
    private static final int S_IFLNK = 0120000;
    private static final int S_IFIFO = 0010000;
    private static final int S_IFSOCK = 0140000;
    private static final int GROUP_OR_OTHER_WRITE = 0022;
    private static final FileAttribute<Set<PosixFilePermission>> DIRECTORY =
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"));
    private static final FileAttribute<Set<PosixFilePermission>> FILE =
            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));

    private PrivateFiles() {}

    /** The effective user id of this process; -1 where the file system has no Unix owners. */
    public static int currentUid() {
        return Uid.VALUE;
    }

    private static final class Uid {
        static final int VALUE = find();

        /** The owner of /proc/self (Linux), else of a file this process creates. */
        private static int find() {
            try {
                return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
            } catch (IOException | RuntimeException e) {
                // no /proc: ask a new file
            }
            try {
                Path probe = Files.createTempFile("pdll-uid", ".tmp");
                try {
                    return (Integer) Files.getAttribute(probe, "unix:uid");
                } finally {
                    Files.deleteIfExists(probe);
                }
            } catch (IOException | RuntimeException e) {
                return -1;
            }
        }
    }

    /**
     * Why {@code p} is not to be trusted as a cache directory ({@code directory}) or entry (as
     * "it ..."), or empty when it is. {@code followLink}: a symbolic link is judged by its target
     * (only for the cache's root). Throws {@link java.nio.file.NoSuchFileException} when nothing is there.
     */
    public static Optional<String> distrust(Path p, boolean directory, boolean followLink) throws IOException {
        return distrust(p, directory, followLink, false);
    }

    /**
     * As {@link #distrust(Path, boolean, boolean)}, for files an installer may own: also trusted
     * when root owns them ({@code rootMayOwn}; a bundle unpacked by root into /opt), never when
     * anyone but the user or root may write them.
     */
    public static Optional<String> distrust(Path p, boolean directory, boolean followLink, boolean rootMayOwn) throws IOException {
        int uid = currentUid();
        if (uid < 0) return Optional.empty(); // no owners to compare: as before
        Map<String, Object> a;
        try {
            a = followLink ? Files.readAttributes(p, "unix:uid,mode")
                    : Files.readAttributes(p, "unix:uid,mode", LinkOption.NOFOLLOW_LINKS);
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return Optional.empty();
        }
        int mode = (Integer) a.get("mode");
        int owner = (Integer) a.get("uid");
        int type = mode & S_IFMT;
        if (type != (directory ? S_IFDIR : S_IFREG)) {
            return Optional.of("is " + kind(type) + ", not " + (directory ? "a directory" : "a regular file"));
        }
        if (owner != uid && !(rootMayOwn && owner == 0)) {
            return Optional.of("is owned by uid " + owner + ", not by you (uid " + uid + ")" + (rootMayOwn ? " or root" : ""));
        }
        if ((mode & GROUP_OR_OTHER_WRITE) != 0) {
            return Optional.of("is writable by " + ((mode & 0002) != 0 ? "others" : "its group")
                    + " (mode " + Integer.toOctalString(mode & 07777) + ")");
        }
        return Optional.empty();
    }

    private static String kind(int type) {
        return switch (type) {
            case S_IFLNK -> "a symbolic link";
            case S_IFIFO -> "a FIFO";
            case S_IFSOCK -> "a socket";
            case S_IFDIR -> "a directory";
            case S_IFREG -> "a regular file";
            default -> "a device";
        };
    }

    /** The bytes of a file already found trustworthy, opened without following a link. */
    public static byte[] read(Path file) throws IOException {
        try (SeekableByteChannel ch = Files.newByteChannel(file, StandardOpenOption.READ,
                LinkOption.NOFOLLOW_LINKS)) {
            long size = ch.size();
            if (size > Integer.MAX_VALUE - 16) throw new IOException(file + " is too large for a cache entry");
            ByteBuffer b = ByteBuffer.allocate((int) size);
            while (b.hasRemaining() && ch.read(b) >= 0) {
                // a file that shrank meanwhile ends early: its checksums then fail
            }
            return b.hasRemaining() ? java.util.Arrays.copyOf(b.array(), b.position()) : b.array();
        }
    }

    /** Creates {@code dir} and its missing parents for the owner alone (0700). */
    public static void createDirectories(Path dir) throws IOException {
        try {
            Files.createDirectories(dir, DIRECTORY);
        } catch (UnsupportedOperationException e) {
            Files.createDirectories(dir);
        }
    }

    /** Writes a new file (it must not exist) readable and writable by the owner alone (0600). */
    public static void writeNew(Path file, byte[] bytes) throws IOException {
        Set<StandardOpenOption> options = EnumSet.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        SeekableByteChannel opened;
        try {
            opened = Files.newByteChannel(file, options, FILE);
        } catch (UnsupportedOperationException e) {
            opened = Files.newByteChannel(file, options);
        }
        try (SeekableByteChannel ch = opened) {
            ByteBuffer b = ByteBuffer.wrap(bytes);
            while (b.hasRemaining()) ch.write(b);
        }
    }
}
