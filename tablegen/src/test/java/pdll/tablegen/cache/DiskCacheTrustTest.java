package pdll.tablegen.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;
import pdll.tablegen.TableGenOptions;

/**
 * Issue 33, finding 2 (and the cache part of 8): the disk cache trusts only what its user wrote.
 * A forged entry (payload changed, checksums recomputed) is used when nothing else is wrong with
 * it, so the tests forge one and then make it another user's (root only: chown to 65534), or
 * writable by others, or put it in a directory others can write: it must never be used. A FIFO
 * or a symbolic link in the place of an entry is refused without opening it.
 */
class DiskCacheTrustTest {
    private static final int NOBODY = 65534;

    @TempDir Path work;
    Path cacheDir;
    final Derivation<TdDiskCacheTest.Value> derivation = new TdDiskCacheTest.ValueDerivation();

    @BeforeEach
    void files() throws IOException {
        cacheDir = work.resolve("cache");
        Files.writeString(work.resolve("main.td"), "class Base<string s> { string n = s; }\ndef M : Base<\"m\">;\n");
        FileTime hourAgo = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
        Files.setLastModifiedTime(work.resolve("main.td"), hourAgo);
        TdDiskCacheTest.BUILDS.set(0);
    }

    private String derive(DiskCache cache) {
        TableGenOptions options = new TableGenOptions(work, List.of(), List.of(), FileAccess.DISK);
        return new TdCaches().persistTo(Optional.of(cache)).derived(work.resolve("main.td"), options, derivation).text();
    }

    private String derive() {
        return derive(new DiskCache(cacheDir, DiskCache.DEFAULT_MAX_BYTES));
    }

    private Path onlyEntry(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> entries = s.filter(p -> p.toString().endsWith(".entry")).toList();
            assertEquals(1, entries.size(), entries.toString());
            return entries.get(0);
        }
    }

    /** Rewrites the entry's value "M=m" to "M=X" with checksums that match again: what a forger does. */
    private static void forge(Path entry) throws IOException {
        byte[] bytes = Files.readAllBytes(entry);
        ByteBuffer b = ByteBuffer.wrap(bytes);
        b.position(8);
        byte[] key = new byte[b.getInt()];
        b.get(key);
        byte[] payload = DiskCache.verified(bytes, key);
        String text = new String(payload, StandardCharsets.ISO_8859_1);
        int at = text.indexOf("M=m");
        assertTrue(at >= 0 && text.indexOf("M=m", at + 1) < 0, "the value is in the payload once");
        payload[at + 2] = 'X';
        Files.write(entry, DiskCache.encode(key, payload));
    }

    private static void chown(Path p, int uid) throws IOException {
        Files.setAttribute(p, "unix:uid", uid, LinkOption.NOFOLLOW_LINKS);
    }

    private static void chmod(Path p, String mode) throws IOException {
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(mode));
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
    }

    private static void assumeRoot() {
        assumeTrue(PrivateFiles.currentUid() == 0,
                "a file of another user needs chown: run as root (CI does) to test entries owned by uid " + NOBODY);
    }

    @Test
    void aForgedEntryOfOneselfIsUsedWhichIsWhyOwnershipMatters() throws IOException {
        assertEquals("M=m", derive());
        forge(onlyEntry(cacheDir));
        assertEquals("M=X", derive(), "the forged entry passes every check of its content");
        assertEquals(1, TdDiskCacheTest.BUILDS.get());
    }

    @Test
    void anEntryOfAnotherUserIsNeverUsed() throws IOException {
        assumeRoot();
        assertEquals("M=m", derive());
        Path entry = onlyEntry(cacheDir);
        forge(entry);
        chown(entry, NOBODY);
        assertEquals("M=m", derive(), "rebuilt, not read");
        assertEquals(2, TdDiskCacheTest.BUILDS.get());
        assertEquals("M=m", derive(), "and the rebuilt entry (the user's own) is used");
        assertEquals(2, TdDiskCacheTest.BUILDS.get());
    }

    @Test
    void anEntryOthersCanWriteIsNeverUsed() throws IOException {
        assertEquals("M=m", derive());
        Path entry = onlyEntry(cacheDir);
        forge(entry);
        for (String mode : List.of("rw-rw-rw-", "rw-rw-r--")) {
            chmod(entry, mode);
            assertEquals("M=m", derive(), "an entry of mode " + mode);
            forge(onlyEntry(cacheDir));
        }
    }

    @Test
    void newDirectoriesAndEntriesAreOwnerOnly() throws IOException {
        cacheDir = work.resolve("new/cache");
        derive();
        assertEquals("rwx------", mode(work.resolve("new")));
        assertEquals("rwx------", mode(cacheDir));
        assertEquals("rw-------", mode(onlyEntry(cacheDir)));
    }

    @Test
    void aDirectoryOthersCanWriteMovesTheCacheToAPrivateOne() throws IOException {
        List<String> told = new ArrayList<>();
        Files.createDirectories(cacheDir);
        chmod(cacheDir, "rwxrwxrwx");
        Path chosen = CacheRoot.trusted(cacheDir, told::add).orElseThrow();
        assertEquals(cacheDir.resolve("user-" + PrivateFiles.currentUid()), chosen);
        assertEquals(1, told.size(), told.toString());
        assertTrue(told.get(0).contains(cacheDir.toString()) && told.get(0).contains("writable by others")
                && told.get(0).contains(chosen.toString()), told.get(0));
        // an entry planted in the shared directory is not read: the private one is used
        derive(new DiskCache(chosen, DiskCache.DEFAULT_MAX_BYTES));
        Path entry = onlyEntry(chosen);
        Files.copy(entry, cacheDir.resolve(entry.getFileName()));
        forge(cacheDir.resolve(entry.getFileName()));
        assertEquals("M=m", derive(new DiskCache(chosen, DiskCache.DEFAULT_MAX_BYTES)));
        assertEquals("rwx------", mode(chosen));
        // used directly (as a test or a server might), the shared directory serves nothing
        assertEquals("M=m", derive());
    }

    @Test
    void aPrivatePlaceTakenByAnotherUserMeansNoDiskCache() throws IOException {
        assumeRoot();
        List<String> told = new ArrayList<>();
        Files.createDirectories(cacheDir);
        chown(cacheDir, NOBODY);
        Path theirs = Files.createDirectories(cacheDir.resolve("user-0"));
        chown(theirs, NOBODY);
        assertEquals(Optional.empty(), CacheRoot.trusted(cacheDir, told::add));
        assertEquals(1, told.size(), told.toString());
        assertTrue(told.get(0).contains("owned by uid " + NOBODY), told.get(0));
    }

    @Test
    void aFifoInPlaceOfAnEntryIsRefusedWithoutHanging() throws Exception {
        assertEquals("M=m", derive());
        Path entry = onlyEntry(cacheDir);
        Files.delete(entry);
        Process mkfifo = new ProcessBuilder("mkfifo", entry.toString()).inheritIO().start();
        assumeTrue(mkfifo.waitFor() == 0, "mkfifo (coreutils) is needed");
        String again = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> derive());
        assertEquals("M=m", again);
        assertEquals(2, TdDiskCacheTest.BUILDS.get());
    }

    @Test
    void aSymbolicLinkInPlaceOfAnEntryIsNotFollowed() throws IOException {
        assertEquals("M=m", derive());
        Path entry = onlyEntry(cacheDir);
        Path elsewhere = work.resolve("elsewhere.entry");
        Files.move(entry, elsewhere);
        forge(elsewhere);
        Files.createSymbolicLink(entry, elsewhere);
        assertEquals("M=m", derive());
        assertEquals(2, TdDiskCacheTest.BUILDS.get());
    }

    @Test
    void theEnvironmentsDirectoryIsCheckedToo() throws IOException {
        Files.createDirectories(cacheDir);
        chmod(cacheDir, "rwxrwx---");
        Map<String, String> env = new HashMap<>();
        env.put("PDLL_CACHE_DIR", cacheDir.toString());
        Path dir = DiskCache.fromEnvironment(env).orElseThrow().directory();
        assertFalse(dir.equals(cacheDir), "a group-writable directory is not used");
        assertEquals(cacheDir.resolve("user-" + PrivateFiles.currentUid()), dir);
        assertTrue(Arrays.asList(cacheDir.toFile().list()).isEmpty(), "created only when written to");
    }
}
