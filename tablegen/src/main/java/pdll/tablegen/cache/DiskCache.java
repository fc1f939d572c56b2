package pdll.tablegen.cache;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;

/**
 * A per-user directory of cache entries shared by every process of every tool: one file per key,
 * so that a cold process reads what an earlier one computed. Safe by construction rather than by
 * locking:
 * <ul>
 *   <li>an entry is written to a private temporary file and published by an atomic rename, so a
 *       reader sees a whole old entry, a whole new one or none, and two processes writing the same
 *       entry at once both publish a complete one (the last rename wins);</li>
 *   <li>an entry is verified on read: magic, format, the full key (not just its hash), the payload
 *       length and two checksums. A truncated, corrupt or foreign file is ignored (and removed), never
 *       trusted, and the caller recomputes and rewrites it;</li>
 *   <li>the directory is bounded: after a write that takes it over its budget, least recently used
 *       entries go first (a hit refreshes an entry's time at most once an hour);</li>
 *   <li>only its user's files are trusted ({@link PrivateFiles}): the directory and its entries are
 *       created owner-only, and a directory or entry another user owns or may write, a FIFO,
 *       device or symbolic link, is never opened: reported once ({@link CacheRoot#report}), and
 *       the entry is rebuilt (a directory: the cache is off for this process).</li>
 * </ul>
 * Every failure (unwritable directory, full disk) makes the cache a no-op, never an error.
 */
public final class DiskCache {
    /** Bumped when the entry layout changes; old entries are then simply not found. */
    private static final byte[] MAGIC = "PDLLCAC1".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final String SUFFIX = ".entry";
    private static final long TOUCH_AFTER_MS = TimeUnit.HOURS.toMillis(1);
    /** A temporary file this old belongs to a writer that died. */
    private static final long STALE_TMP_MS = TimeUnit.MINUTES.toMillis(10);

    /** The default budget; {@code PDLL_CACHE_MAX_MB} sets another. */
    public static final long DEFAULT_MAX_BYTES = 512L << 20;

    private final Path dir;
    private final long maxBytes;

    public DiskCache(Path dir, long maxBytes) {
        this.dir = dir;
        this.maxBytes = Math.max(1 << 20, maxBytes);
    }

    /**
     * The cache the environment asks for: none when {@code PDLL_CACHE=0} (or off/false/no);
     * else {@code PDLL_CACHE_DIR}, else {@code $XDG_CACHE_HOME/pdll}, else {@code ~/.cache/pdll}.
     */
    public static Optional<DiskCache> fromEnvironment(Map<String, String> env) {
        String on = env.getOrDefault("PDLL_CACHE", "1").strip().toLowerCase(java.util.Locale.ROOT);
        if (on.equals("0") || on.equals("off") || on.equals("false") || on.equals("no")) return Optional.empty();
        long max = DEFAULT_MAX_BYTES;
        try {
            String mb = env.get("PDLL_CACHE_MAX_MB");
            if (mb != null && !mb.isBlank()) max = Long.parseLong(mb.strip()) << 20;
        } catch (NumberFormatException e) {
            // an unreadable budget keeps the default
        }
        long budget = max;
        return directoryFromEnvironment(env).map(dir -> new DiskCache(dir, budget));
    }

    /**
     * The per-user cache directory, whether or not the {@code .td} cache is on (other caches, such
     * as pdll-run's compiled plugins, live below it): {@code PDLL_CACHE_DIR}, else
     * {@code $XDG_CACHE_HOME/pdll}, else {@code ~/.cache/pdll}; when others can change that
     * directory, a private one inside it ({@link CacheRoot}); empty when there is no home or no
     * trustworthy place.
     */
    public static Optional<Path> directoryFromEnvironment(Map<String, String> env) {
        return configuredDirectory(env).flatMap(CacheRoot::trusted);
    }

    private static Optional<Path> configuredDirectory(Map<String, String> env) {
        try {
            String explicit = env.get("PDLL_CACHE_DIR");
            if (explicit != null && !explicit.isBlank()) return Optional.of(Path.of(explicit));
            String xdg = env.get("XDG_CACHE_HOME");
            if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) return Optional.of(Path.of(xdg, "pdll"));
            String home = System.getProperty("user.home");
            if (home == null || home.isBlank() || home.equals("?")) return Optional.empty();
            return Optional.of(Path.of(home, ".cache", "pdll"));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    public Path directory() {
        return dir;
    }

    /** The payload stored under {@code key}, or empty when there is none or it fails verification. */
    public Optional<byte[]> read(byte[] key) {
        Path file = fileFor(key);
        byte[] bytes;
        try {
            if (!trusted(dir, true) || !trusted(file, false)) return Optional.empty();
            bytes = PrivateFiles.read(file);
        } catch (IOException | SecurityException | OutOfMemoryError e) {
            return Optional.empty();
        }
        byte[] payload = verified(bytes, key);
        if (payload == null) {
            delete(file);
            return Optional.empty();
        }
        touch(file);
        return Optional.of(payload);
    }

    /** Stores {@code payload} under {@code key}; silently does nothing when the directory cannot be written. */
    public void write(byte[] key, byte[] payload) {
        Path file = fileFor(key);
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp." + ProcessHandle.current().pid() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        try {
            PrivateFiles.createDirectories(dir);
            if (!trusted(dir, true)) return;
            PrivateFiles.writeNew(tmp, encode(key, payload));
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            delete(tmp);
            return;
        }
        evictIfOverBudget();
    }

    /**
     * Whether the cache directory ({@code isDirectory}) or an entry may be used; when not, says so
     * once and removes an untrusted entry (its directory is the user's), which is then rebuilt.
     * Throws when nothing is there.
     */
    private boolean trusted(Path p, boolean isDirectory) throws IOException {
        Optional<String> why = PrivateFiles.distrust(p, isDirectory, isDirectory);
        if (why.isEmpty()) return true;
        if (isDirectory) {
            CacheRoot.report("pdll: not trusting the cache directory " + p + " (it " + why.get()
                    + "): no disk cache in this run");
        } else {
            CacheRoot.report("pdll: not trusting the cache entry " + p + " (it " + why.get() + "): ignored and rebuilt");
            delete(p);
        }
        return false;
    }

    /**
     * The entry's file: named by two checksums of the key. Not a cryptographic digest, whose
     * providers take ~35 ms to load in a cold JVM: a collision only makes two keys share a file,
     * and the full key stored inside tells them apart.
     */
    private Path fileFor(byte[] key) {
        return dir.resolve(entryName(key));
    }

    /** The file name of {@code key}'s entry in any directory of entries (this cache's, a shipped seed's). */
    static String entryName(byte[] key) {
        long name = ((long) crc32c(key, key.length) << 32) | (crc32(key, key.length) & 0xffffffffL);
        return Long.toHexString(name) + SUFFIX;
    }

    /** magic, key length, key, payload length, payload, CRC-32C, CRC-32 (of everything before). */
    static byte[] encode(byte[] key, byte[] payload) {
        ByteBuffer b = ByteBuffer.allocate(MAGIC.length + 4 + key.length + 4 + payload.length + 8);
        b.put(MAGIC).putInt(key.length).put(key).putInt(payload.length).put(payload);
        int n = b.position();
        b.putInt(crc32c(b.array(), n)).putInt(crc32(b.array(), n));
        return b.array();
    }

    /** The payload of a well-formed entry for exactly this key, else null. */
    static byte[] verified(byte[] bytes, byte[] key) {
        int fixed = MAGIC.length + 4 + 4 + 8;
        if (bytes.length < fixed + key.length) return null;
        if (!Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) return null;
        ByteBuffer b = ByteBuffer.wrap(bytes);
        b.position(MAGIC.length);
        if (b.getInt() != key.length) return null;
        int k = b.position();
        if (!Arrays.equals(bytes, k, k + key.length, key, 0, key.length)) return null;
        b.position(k + key.length);
        int len = b.getInt();
        if (len < 0 || len != bytes.length - b.position() - 8) return null;
        int end = b.position() + len;
        b.position(end);
        if (b.getInt() != crc32c(bytes, end) || b.getInt() != crc32(bytes, end)) return null;
        return Arrays.copyOfRange(bytes, end - len, end);
    }

    private static int crc32c(byte[] bytes, int length) {
        CRC32C c = new CRC32C();
        c.update(bytes, 0, length);
        return (int) c.getValue();
    }

    private static int crc32(byte[] bytes, int length) {
        CRC32 c = new CRC32();
        c.update(bytes, 0, length);
        return (int) c.getValue();
    }

    /** Marks a hit as recently used (for eviction), at most once an hour per entry. */
    private static void touch(Path file) {
        try {
            long now = System.currentTimeMillis();
            if (now - Files.getLastModifiedTime(file).toMillis() > TOUCH_AFTER_MS) {
                Files.setLastModifiedTime(file, FileTime.fromMillis(now));
            }
        } catch (IOException | SecurityException e) {
            // a read-only cache still serves hits
        }
    }

    private record Sized(Path path, long size, long time) {}

    /** Removes dead writers' temporary files, then least recently used entries down to 3/4 of the budget. */
    private void evictIfOverBudget() {
        List<Sized> entries = new ArrayList<>();
        long total = 0;
        long now = System.currentTimeMillis();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                if (!a.isRegularFile()) continue;
                String name = p.getFileName().toString();
                long time = a.lastModifiedTime().toMillis();
                if (name.contains(".tmp.")) {
                    if (now - time > STALE_TMP_MS) delete(p);
                    continue;
                }
                if (!name.endsWith(SUFFIX)) continue;
                entries.add(new Sized(p, a.size(), time));
                total += a.size();
            }
        } catch (IOException | SecurityException e) {
            return;
        }
        if (total <= maxBytes) return;
        entries.sort(Comparator.comparingLong(Sized::time));
        for (Sized e : entries) {
            if (total <= maxBytes / 4 * 3) break;
            delete(e.path());
            total -= e.size();
        }
    }

    private static void delete(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException | SecurityException e) {
            // another process may hold or have removed it
        }
    }
}
