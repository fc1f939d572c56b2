package pdll.tablegen.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;
import pdll.tablegen.TableGenOptions;

/**
 * A release bundle's seed of entries ({@link SeedCache}), built in one working folder and used from
 * another: a hit instead of an evaluation while every file has its content and every path looked
 * for is still absent (in this run's working folder), read in place (the user's cache is not
 * written), while a closure the seed does not hold is evaluated and kept in the user's cache.
 */
class SeedCacheTest {
    @TempDir Path work;
    Path root;
    Path seedDir;
    Path user;

    @BeforeEach
    void files() throws IOException {
        root = Files.createDirectories(work.resolve("root"));
        Files.writeString(root.resolve("main.td"), "include \"base.td\"\n\ndef M : Base<\"m\">;\n");
        Files.writeString(root.resolve("base.td"), "class Base<string s> { string n = s; }\n");
        FileTime hourAgo = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
        for (String f : List.of("main.td", "base.td")) Files.setLastModifiedTime(root.resolve(f), hourAgo);
        Path build = Files.createDirectories(work.resolve("build")); // empty, as release/build.sh's
        seedDir = work.resolve("seed");
        derive(new TdCaches().persistTo(Optional.of(new DiskCache(seedDir, DiskCache.DEFAULT_MAX_BYTES))), build);
        Files.writeString(seedDir.resolve("workdir"), build.toString() + "\n");
        user = Files.createDirectories(work.resolve("user"));
        TdDiskCacheTest.BUILDS.set(0);
    }

    private TdDiskCacheTest.Value derive(TdCaches caches, Path workingDir) {
        TableGenOptions options = new TableGenOptions(workingDir, List.of(root), List.of(), FileAccess.DISK);
        return caches.derived(root.resolve("main.td"), options, new TdDiskCacheTest.ValueDerivation());
    }

    /** A fresh process with an empty cache of its own and the seed. */
    private TdCaches process(Path cache) {
        return new TdCaches().persistTo(Optional.of(new DiskCache(cache, DiskCache.DEFAULT_MAX_BYTES)))
                .seedFrom(SeedCache.open(seedDir));
    }

    private static long entries(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return 0;
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".entry")).count();
        }
    }

    @Test
    void anotherWorkingFolderReadsTheSeedInPlaceEveryRun() throws IOException {
        Path cache = work.resolve("cache");
        assertEquals("M=m", derive(process(cache), user).text());
        assertEquals(0, TdDiskCacheTest.BUILDS.get(), "read from the seed, not evaluated");
        assertEquals(0, entries(cache), "nothing copied into the user's cache");
        assertEquals("M=m", derive(process(cache), user).text());
        assertEquals(0, TdDiskCacheTest.BUILDS.get(), "the next run reads the seed again");
    }

    /** What the seed does not hold is the user's cache's: evaluated once, then read from there. */
    @Test
    void aClosureTheSeedDoesNotHoldIsKeptInTheUsersCache() throws IOException {
        Files.writeString(root.resolve("base.td"), "class Base<string s> { string n = !strconcat(s, \"x\"); }\n");
        Path cache = work.resolve("cache");
        assertEquals("M=mx", derive(process(cache), user).text());
        assertEquals(1, TdDiskCacheTest.BUILDS.get());
        assertEquals(1, entries(cache), "kept in the user's cache");
        assertEquals("M=mx", derive(process(cache), user).text());
        assertEquals(1, TdDiskCacheTest.BUILDS.get(), "the next run finds it in its own cache");
    }

    /** On another machine no file has the status it had at the build: its content decides. */
    @Test
    void aFileWithAnotherStatusAndTheSameContentIsStillAHit() throws IOException {
        Files.setLastModifiedTime(root.resolve("base.td"), FileTime.fromMillis(System.currentTimeMillis() - 7_200_000));
        assertEquals("M=m", derive(process(work.resolve("cache")), user).text());
        assertEquals(0, TdDiskCacheTest.BUILDS.get());
    }

    @Test
    void aFileWithOtherContentIsEvaluated() throws IOException {
        Files.writeString(root.resolve("base.td"), "class Base<string s> { string n = !strconcat(s, \"y\"); }\n");
        assertEquals("M=my", derive(process(work.resolve("cache")), user).text());
        assertEquals(1, TdDiskCacheTest.BUILDS.get());
    }

    /** The include's name is looked for in the working folder first: one there now is what this run reads. */
    @Test
    void aFileNowInThisWorkingFolderIsEvaluated() throws IOException {
        Files.writeString(user.resolve("base.td"), "class Base<string s> { string n = !strconcat(s, \"w\"); }\n");
        assertEquals("M=mw", derive(process(work.resolve("cache")), user).text());
        assertEquals(1, TdDiskCacheTest.BUILDS.get());
    }

    @Test
    void withoutAWorkdirFileOrWritableByOthersThereIsNoSeed() throws IOException {
        assertTrue(SeedCache.open(seedDir).isPresent());
        Files.setPosixFilePermissions(seedDir.resolve("workdir"), java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-rw-"));
        assertTrue(SeedCache.open(seedDir).isEmpty(), "a workdir file others may write");
        Files.delete(seedDir.resolve("workdir"));
        assertTrue(SeedCache.open(seedDir).isEmpty());
    }
}
