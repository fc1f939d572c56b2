package pdll.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a first run meets: a mistyped file is reported before anything is compiled (a plugin
 * compile costs 10 s before mlir-opt would say the file is missing), a cache folder that cannot
 * be written is named with the variable that moves it, and the first plugin compile says so.
 */
class FirstRunTest {
    private static final Path ERRORS = Path.of("src/test/resources/errors").toAbsolutePath();
    private static final String GOOD = "../cases/match_nothing.pdll";

    static Stream<Arguments> mistakes() {
        return Stream.of(
                Arguments.of(new String[] {"no_such.pdll", "add.mlir"}, "pdll-run: the pattern file 'no_such.pdll' does not exist\n"),
                Arguments.of(new String[] {GOOD, "ad.mlir"}, "pdll-run: the input file 'ad.mlir' does not exist\n"),
                Arguments.of(new String[] {GOOD, "nowhere/add.mlir"},
                        "pdll-run: the input file 'nowhere/add.mlir' does not exist (no folder " + ERRORS.resolve("nowhere") + ")\n"),
                Arguments.of(new String[] {GOOD, "."}, "pdll-run: the input file '.' is a folder, not a file\n"),
                Arguments.of(new String[] {GOOD, "add.mlir", "-o", "."}, "pdll-run: -o '.' is a folder: name the output file\n"),
                Arguments.of(new String[] {GOOD, "add.mlir", "-o", "add.mlir/out.mlir"},
                        "pdll-run: cannot write -o 'add.mlir/out.mlir': " + ERRORS.resolve("add.mlir") + " is a file, not a folder\n"));
    }

    /** Each mistake is one line, exit status 1, and nothing was compiled: the cache is still empty. */
    @ParameterizedTest
    @MethodSource("mistakes")
    void aMistypedFileIsReportedBeforeAnyCompile(String[] args, String expected, @TempDir Path cache) throws IOException {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PDLL_CACHE_DIR", cache.toString());
        env.put("PDLL_CACHE", "0");
        RunTools.Run r = RunTools.run(ERRORS, env, args);
        assertEquals(1, r.rc());
        assertEquals("", r.out());
        assertEquals(expected, r.err());
        try (Stream<Path> s = Files.list(cache)) {
            assertEquals(0, s.count(), "nothing compiled or cached");
        }
    }

    /** A cache folder under a file cannot be used: the run goes on without it (pdll-run stopped there before). */
    @Test
    void aCacheFolderThatCannotBeUsedIsLeftAndTheRunGoesOn(@TempDir Path dir) throws IOException {
        // PDLL_CACHE_DIR below a regular file: no cache can be there. The cache moves to the
        // per-user temporary folder (said once on stderr, with PDLL_CACHE_DIR: see CacheRoot)
        // and the run is not failed for it.
        RunTools.assumeToolchain();
        Path file = Files.writeString(dir.resolve("a-file"), "");
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PDLL_CACHE_DIR", file.resolve("cache").toString());
        RunTools.Run r = RunTools.run(ERRORS, env, GOOD, "add.mlir");
        assertEquals(0, r.rc(), r.err());
        assertTrue(r.out().contains("func.func"), r.out());
        assertEquals("", Files.readString(file), "nothing written where no folder can be");
    }

    /** A user whose home does not exist (a service account: /nonexistent) gets a sentence, not a bare path. */
    @Test
    void aHomeThatDoesNotExistIsSaidInWords() {
        String home = System.getProperty("user.home");
        try {
            System.setProperty("user.home", "/nonexistent");
            assertEquals("It is below this user's home folder, /nonexistent, which does not exist (a service account without a home?).",
                    PluginCache.origin(Map.of()));
            System.setProperty("user.home", "?");
            assertEquals("This user has no home folder, so it is in the temporary folder.", PluginCache.origin(Map.of()));
            assertEquals("It is below XDG_CACHE_HOME (/x).", PluginCache.origin(Map.of("XDG_CACHE_HOME", "/x")));
        } finally {
            System.setProperty("user.home", home);
        }
    }

    /** The first compile of a plugin prints one line saying so and how long it takes, before it starts. */
    @Test
    void theFirstPluginCompileSaysSo(@TempDir Path cache) {
        RunTools.assumeToolchain();
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PDLL_CACHE_DIR", cache.toString());
        RunTools.Run first = RunTools.run(ERRORS, env, GOOD, "add.mlir");
        assertEquals(0, first.rc(), first.err());
        assertTrue(first.err().startsWith("pdll-run: compiling the shared PDL plugin for MLIR 22"), first.err());
        assertTrue(first.err().lines().findFirst().orElse("").contains("(first run with it, ~10 s; cached in " + cache), first.err());
        RunTools.Run second = RunTools.run(ERRORS, env, GOOD, "add.mlir");
        assertEquals(0, second.rc(), second.err());
        assertEquals("", second.err(), "a cached plugin prints nothing");
    }
}
