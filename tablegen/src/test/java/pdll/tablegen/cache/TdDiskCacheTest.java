package pdll.tablegen.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.base.io.FileAccess;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.eval.MemoryFiles;
import pdll.tablegen.eval.Record;
import pdll.tablegen.source.Loc;

/**
 * The per-user disk cache of derived values: a later process (a fresh {@link TdCaches} on the same
 * directory) reads instead of evaluating, exactly while the closure's files are what they were;
 * a damaged entry is never trusted; concurrent writers never produce a torn entry.
 */
class TdDiskCacheTest {
    @TempDir Path work;
    Path cacheDir;
    Path inc1;
    Path inc2;
    final Derivation<Value> derivation = new ValueDerivation();
    static final AtomicInteger BUILDS = new AtomicInteger();

    /** What the test derivation keeps: each def's field, and where the first def is written. */
    record Value(String text, Loc first) {}

    @BeforeEach
    void files() throws IOException {
        cacheDir = work.resolve("cache");
        inc1 = Files.createDirectories(work.resolve("inc1"));
        inc2 = Files.createDirectories(work.resolve("inc2"));
        write(work.resolve("main.td"), "include \"base.td\"\n\ndef M : Base<\"m\">;\n");
        write(inc2.resolve("base.td"), "class Base<string s> { string n = s; }\n");
        ageAll();
        BUILDS.set(0);
    }

    private static void write(Path p, String text) throws IOException {
        Files.writeString(p, text, StandardCharsets.UTF_8);
    }

    /** {@code text} padded with blanks to the length of {@code like}. */
    private static String sameSize(String like, String text) {
        return text + " ".repeat(like.length() - 1 - text.length()) + "\n";
    }

    /** Files written an hour ago: their status can be trusted (not racy). */
    private void ageAll() throws IOException {
        FileTime hourAgo = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
        try (Stream<Path> s = Files.walk(work)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) Files.setLastModifiedTime(p, hourAgo);
        }
    }

    private TableGenOptions options(Path... dirs) {
        return new TableGenOptions(work, List.of(dirs), List.of(), FileAccess.DISK);
    }

    /** A fresh process's caches on the shared directory. */
    private TdCaches process() {
        return new TdCaches().persistTo(Optional.of(new DiskCache(cacheDir, DiskCache.DEFAULT_MAX_BYTES)));
    }

    private Value derive(TdCaches caches, TableGenOptions options) {
        return caches.derived(work.resolve("main.td"), options, derivation);
    }

    private List<Path> entries() throws IOException {
        if (!Files.isDirectory(cacheDir)) return List.of();
        try (Stream<Path> s = Files.list(cacheDir)) {
            return s.filter(p -> p.toString().endsWith(".entry")).toList();
        }
    }

    @Test
    void aLaterProcessReadsInsteadOfEvaluating() throws IOException {
        Value first = derive(process(), options(inc1, inc2));
        assertEquals(1, BUILDS.get());
        assertEquals(1, entries().size());
        Value again = derive(process(), options(inc1, inc2));
        assertEquals(1, BUILDS.get(), "read from disk, not built");
        assertEquals(first.text(), again.text());
        assertEquals(first.first().toString(), again.first().toString(), "the location's file, line and column");
        assertEquals("def M : Base<\"m\">;", again.first().file().lineText(again.first().line()),
                "the restored file's text is read when shown");
        assertEquals(work.resolve("main.td").toString(), again.first().fileName());
    }

    @Test
    void bulkWorkGoesThroughTheDiskAndKeepsNothingInMemory() throws Exception {
        TdCaches bulk = process();
        Value[] out = new Value[2];
        Thread t = new Thread(null, () -> {
            out[0] = bulk.derivedOnce(work.resolve("main.td"), options(inc1, inc2), derivation);
            out[1] = bulk.derivedOnce(work.resolve("main.td"), options(inc1, inc2), derivation);
        }, "big-stack", 64L << 20);
        t.start();
        t.join();
        assertEquals("M=m", out[1].text());
        assertEquals(1, BUILDS.get(), "the second came from the disk");
        assertEquals(0, bulk.derivedSize());
        assertEquals(0, bulk.closures().size());
        assertEquals(out[0].text(), derive(process(), options(inc1, inc2)).text(), "and serves the documents' imports too");
        assertEquals(1, BUILDS.get());
    }

    @Test
    void anEditedFileIsReevaluated() throws IOException {
        derive(process(), options(inc1, inc2));
        write(inc2.resolve("base.td"), "class Base<string s> { string n = !strconcat(s, \"x\"); }\n");
        assertEquals("M=mx", derive(process(), options(inc1, inc2)).text());
        assertEquals(2, BUILDS.get());
    }

    @Test
    void aFileTouchedWithoutChangeIsStillAHit() throws IOException {
        derive(process(), options(inc1, inc2));
        Files.setLastModifiedTime(inc2.resolve("base.td"), FileTime.fromMillis(System.currentTimeMillis()));
        assertEquals("M=m", derive(process(), options(inc1, inc2)).text());
        assertEquals(1, BUILDS.get(), "same content: the hash keeps the entry");
    }

    @Test
    void aFileOlderThanTheRacyWindowIsTrustedOnItsStatusUntilReplaced() throws Exception {
        Thread.sleep(StoredInputs.RACY_MS + 100); // the files' change times (set by ageAll) must be older
        Path base = inc2.resolve("base.td");
        derive(process(), options(inc1, inc2));
        AtomicInteger reads = new AtomicInteger();
        FileAccess counting = new FileAccess() {
            @Override
            public Optional<String> read(Path path) {
                reads.incrementAndGet();
                return DISK.read(path);
            }

            @Override
            public String stamp(Path path) {
                return DISK.stamp(path);
            }

            @Override
            public boolean onDisk(Path path) {
                return true;
            }
        };
        TableGenOptions countingOptions = new TableGenOptions(work, List.of(inc1, inc2), List.of(), counting);
        assertEquals("M=m", derive(process(), countingOptions).text());
        assertEquals(1, BUILDS.get());
        assertEquals(0, reads.get(), "an unchanged status is trusted: no file is read");
        // replaced in place, same size, modification time put back: the change time tells

        FileTime time = Files.getLastModifiedTime(base);
        write(base, sameSize(Files.readString(base), "class Base<string s>{string n=\"q\";}"));
        Files.setLastModifiedTime(base, time);
        assertEquals(Files.size(base), Files.readString(base).length());
        assertEquals("M=q", derive(process(), options(inc1, inc2)).text());
        assertEquals(2, BUILDS.get());
    }

    @Test
    void aRacyFileIsCheckedByContent() throws IOException {
        Path base = inc2.resolve("base.td");
        write(base, "class Base<string s> { string n = s; }\n"); // just now: within the racy window
        derive(process(), options(inc1, inc2));
        FileTime time = Files.getLastModifiedTime(base);
        write(base, sameSize(Files.readString(base), "class Base<string s>{string n=\"r\";}"));
        Files.setLastModifiedTime(base, time);
        assertEquals("M=r", derive(process(), options(inc1, inc2)).text());
    }

    @Test
    void aDeletedIncludeIsReevaluated() throws IOException {
        derive(process(), options(inc1, inc2));
        Files.delete(inc2.resolve("base.td"));
        assertTrue(derive(process(), options(inc1, inc2)).text().startsWith("failed: could not find include file 'base.td'"));
    }

    @Test
    void aFileShadowingAnIncludeIsSeen() throws IOException {
        derive(process(), options(inc1, inc2));
        write(inc1.resolve("base.td"), "class Base<string s> { string n = \"first\"; }\n");
        assertEquals("M=first", derive(process(), options(inc1, inc2)).text(), "inc1 comes first now that it has the file");
    }

    @Test
    void reorderedIncludeDirsAreAnotherEntry() throws IOException {
        write(inc1.resolve("base.td"), "class Base<string s> { string n = \"one\"; }\n");
        ageAll();
        assertEquals("M=one", derive(process(), options(inc1, inc2)).text());
        assertEquals("M=m", derive(process(), options(inc2, inc1)).text());
        assertEquals("M=one", derive(process(), options(inc1, inc2)).text());
        assertEquals(2, BUILDS.get());
        assertEquals(2, entries().size());
    }

    @Test
    void damagedEntriesAreIgnoredAndRebuilt() throws IOException {
        derive(process(), options(inc1, inc2));
        Path entry = entries().get(0);
        byte[] good = Files.readAllBytes(entry);
        Random random = new Random(42);
        List<byte[]> damages = new ArrayList<>();
        damages.add(new byte[0]);
        damages.add(java.util.Arrays.copyOf(good, good.length / 2)); // truncated
        byte[] garbage = new byte[good.length];
        random.nextBytes(garbage);
        damages.add(garbage); // random bytes
        byte[] flipped = good.clone();
        flipped[good.length / 2] ^= 0x10; // one bit
        damages.add(flipped);
        byte[] version = good.clone();
        version[7] = '0'; // another format's magic
        damages.add(version);
        int builds = BUILDS.get();
        for (byte[] damage : damages) {
            Files.write(entry, damage);
            assertEquals("M=m", derive(process(), options(inc1, inc2)).text());
            assertEquals(++builds, BUILDS.get(), "a damaged entry is not trusted");
            assertArrayEquals(good, Files.readAllBytes(entry), "and is rewritten whole");
        }
    }

    @Test
    void anotherBuildsEntryIsNotRead() throws IOException {
        derive(process(), options(inc1, inc2));
        Derivation<Value> v2 = new ValueDerivation() {
            @Override
            public String format() {
                return "test-value 2";
            }
        };
        process().derived(work.resolve("main.td"), options(inc1, inc2), v2);
        assertEquals(2, BUILDS.get(), "another format (or build) is another key");
    }

    @Test
    void concurrentWritersNeverTearAnEntry() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (int i = 0; i < 60; i++) results.add(pool.submit(() -> derive(process(), options(inc1, inc2)).text()));
            for (Future<String> f : results) assertEquals("M=m", f.get(60, TimeUnit.SECONDS));
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, entries().size());
        try (Stream<Path> s = Files.list(cacheDir)) {
            assertEquals(List.of(), s.filter(p -> p.toString().contains(".tmp.")).toList(), "no temporary file left");
        }
        int builds = BUILDS.get();
        derive(process(), options(inc1, inc2));
        assertEquals(builds, BUILDS.get(), "the surviving entry is whole");
    }

    @Test
    void filesNotOnDiskAreNeverStored() throws IOException {
        MemoryFiles memory = new MemoryFiles().put(work.resolve("main.td").toString(), "def M { string n = \"mem\"; }\n");
        TableGenOptions options = new TableGenOptions(work, List.of(), List.of(), memory);
        assertEquals("M=mem", derive(process(), options).text());
        assertEquals(List.of(), entries());
    }

    @Test
    void anUnwritableDirectoryIsNoCache() throws IOException {
        cacheDir = work.resolve("main.td"); // a file, not a directory
        assertEquals("M=m", derive(process(), options(inc1, inc2)).text());
        assertEquals("M=m", derive(process(), options(inc1, inc2)).text());
        assertEquals(2, BUILDS.get());
    }

    @Test
    void theBudgetEvictsLeastRecentlyUsedEntries() throws IOException {
        DiskCache cache = new DiskCache(cacheDir, 1 << 20);
        byte[] payload = new byte[300 << 10];
        for (int i = 0; i < 5; i++) {
            cache.write(new byte[] {(byte) i}, payload);
            for (Path p : entries()) {
                if (Files.getLastModifiedTime(p).toMillis() > System.currentTimeMillis() - 1000) {
                    Files.setLastModifiedTime(p, FileTime.fromMillis(System.currentTimeMillis() - 100_000 + i * 1000));
                }
            }
        }
        assertTrue(entries().size() <= 3, "within the budget: " + entries().size());
        assertTrue(cache.read(new byte[] {4}).isPresent(), "the newest stays");
        assertFalse(cache.read(new byte[] {0}).isPresent(), "the oldest went");
    }

    @Test
    void theEnvironmentChoosesTheDirectoryOrNone() {
        assertTrue(DiskCache.fromEnvironment(Map.of("PDLL_CACHE", "0")).isEmpty());
        assertTrue(DiskCache.fromEnvironment(Map.of("PDLL_CACHE", "off", "PDLL_CACHE_DIR", "/x")).isEmpty());
        assertEquals(Path.of("/x"), DiskCache.fromEnvironment(Map.of("PDLL_CACHE_DIR", "/x")).orElseThrow().directory());
        assertEquals(Path.of("/xdg/pdll"), DiskCache.fromEnvironment(Map.of("XDG_CACHE_HOME", "/xdg")).orElseThrow().directory());
        assertEquals(Path.of(System.getProperty("user.home"), ".cache", "pdll"),
                DiskCache.fromEnvironment(Map.of("XDG_CACHE_HOME", "relative")).orElseThrow().directory(),
                "a relative XDG_CACHE_HOME is ignored, as the XDG spec says");
    }

    static class ValueDerivation implements Derivation<Value> {
        @Override
        public String format() {
            return "test-value 1";
        }

        @Override
        public Value build(Evaluation ev) {
            BUILDS.incrementAndGet();
            if (ev.records() == null) return new Value("failed: " + ev.diagnostics().get(0).message(), Loc.NONE);
            StringBuilder sb = new StringBuilder();
            for (Record r : ev.records().defsInOrder()) sb.append(r.name()).append('=').append(r.stringValue("n"));
            return new Value(sb.toString(), ev.records().defsInOrder().get(0).loc());
        }

        @Override
        public void write(Value value, EntryOutput out) throws IOException {
            out.writeString(value.text());
            out.writeLoc(value.first());
        }

        @Override
        public Value read(EntryInput in) throws IOException {
            return new Value(in.readString(), in.readLoc());
        }
    }
}
