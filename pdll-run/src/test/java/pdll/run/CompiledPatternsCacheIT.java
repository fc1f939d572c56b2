package pdll.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache of compiled patterns that bin/pdll-run answers from without a JVM
 * ({@link CompiledPatterns}): a hit prints byte for byte what the JVM path prints (success,
 * input mlir-opt rejects, patterns that do not converge), and every change that could change the
 * result falls back to the JVM and still gives the right output: an edited pattern file, an
 * edited, touched or replaced {@code .td} include, a new file that shadows an include, other
 * options, a deleted plugin; {@code PDLL_CACHE=0} and {@code --no-cache} bypass it. Runs the
 * launcher as a process on the packaged jar; skipped, naming the packages, without g++ or the MLIR
 * development files.
 */
class CompiledPatternsCacheIT {
    private static final String TRACE = "pdll-run: compiled patterns cache: ";

    @TempDir
    Path work;
    private Path cache;

    record Result(int rc, String out, String err, String trace) {
        boolean hit() {
            return trace.contains(TRACE + "hit");
        }

        /** What the user sees: the trace lines taken out. */
        Result shown() {
            return new Result(rc, out, err, "");
        }
    }

    /** A workspace: p.pdll includes inc/extra.td, which includes the Arith dialect; a private cache with the shared plugin copied in. */
    private void setUp() throws IOException {
        RunTools.assumeToolchain();
        Path repo = RunTools.repo();
        String patterns = Files.readString(repo.resolve("samples/arith_canonicalize.pdll"), StandardCharsets.UTF_8)
                .replace("#include \"mlir/Dialect/Arith/IR/ArithOps.td\"", "#include \"extra.td\"");
        Files.writeString(work.resolve("p.pdll"), patterns);
        Files.createDirectories(work.resolve("inc"));
        Files.writeString(work.resolve("inc/extra.td"), "include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n");
        Files.copy(repo.resolve("samples/arith_canonicalize.mlir"), work.resolve("in.mlir"));
        Files.writeString(work.resolve("bad.mlir"), "func.func @f() {\n  %0 = arith.addi %x, %x : i32\n}\n");
        Path errors = repo.resolve("pdll-run/src/test/resources/errors");
        Files.copy(errors.resolve("not_converging.pdll"), work.resolve("not_converging.pdll"));
        Files.copy(errors.resolve("add.mlir"), work.resolve("add.mlir"));
        cache = work.resolve("cache");
        RunTools.copyBuiltPlugins(cache);
    }

    private Result run(Map<String, String> extraEnv, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(RunTools.repo().resolve("bin/pdll-run").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(work.toFile());
        Map<String, String> env = pb.environment();
        env.put("PDLL_CACHE_DIR", cache.toString());
        env.put("PDLL_RUN_TRACE", "1");
        env.putAll(extraEnv);
        Path out = Files.createTempFile("pdll-run-out", ".txt");
        Path err = Files.createTempFile("pdll-run-err", ".txt");
        try {
            Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            p.getOutputStream().close();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new AssertionError("pdll-run did not finish");
            }
            StringBuilder shown = new StringBuilder();
            StringBuilder trace = new StringBuilder();
            for (String line : Files.readString(err, StandardCharsets.UTF_8).split("(?<=\n)")) {
                (line.startsWith(TRACE) ? trace : shown).append(line);
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), shown.toString(), trace.toString());
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private Result run(String... args) throws IOException, InterruptedException {
        return run(Map.of(), args);
    }

    /** The JVM path, compiling afresh. */
    private Result reference(String... args) throws IOException, InterruptedException {
        String[] all = new String[args.length + 1];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--no-cache";
        Result r = run(all);
        assertFalse(r.hit(), r.trace());
        return r.shown();
    }

    /**
     * Waits until no input is too recent to be trusted by its status, runs once through the JVM
     * (which writes the entry, unless an earlier one is valid again) and returns a second run,
     * which must be a hit.
     */
    private Result warm(String... args) throws IOException, InterruptedException {
        Thread.sleep(CompiledPatterns.RACY_MS + 200);
        Result first = run(args);
        Result hit = run(args);
        assertTrue(hit.hit(), first.trace() + hit.trace() + hit.err());
        assertEquals(first.shown(), hit.shown());
        return hit;
    }

    /** A run after a change: not a hit, and what the JVM prints. */
    private void fallsBack(String... args) throws IOException, InterruptedException {
        Result r = run(args);
        assertFalse(r.hit(), r.trace());
        assertEquals(reference(args), r.shown());
    }

    @Test
    void aHitPrintsWhatTheJvmPrintsAndEveryChangeFallsBack() throws IOException, InterruptedException {
        setUp();
        String[] args = {"p.pdll", "in.mlir", "-I", "inc", "--no-fold"};
        run(args); // builds the shared plugin when no other test has
        Result hit = warm(args);
        assertEquals(0, hit.rc());
        assertTrue(hit.out().contains("func.func @identities"), hit.out());
        assertEquals(reference(args), hit.shown());

        // options are part of the key
        fallsBack("p.pdll", "in.mlir", "-I", "inc");
        fallsBack("p.pdll", "in.mlir", "-Iinc", "--no-fold", "--top-down");
        // the switches
        assertFalse(run(Map.of("PDLL_CACHE", "0"), args).hit());
        assertFalse(run(Map.of("PDLL_CACHE", " Off "), args).hit());
        assertTrue(run(args).hit());

        // an edited pattern file: AddZero now matches addi(x, 7), so addi(x, 0) stays
        Path p = work.resolve("p.pdll");
        String text = Files.readString(p);
        Files.writeString(p, text.replaceFirst("attr<\"0 : i32\">", "attr<\"7 : i32\">"));
        Result edited = run(args);
        assertFalse(edited.hit(), edited.trace());
        assertEquals(reference(args), edited.shown());
        assertNotEquals(hit.out(), edited.out());
        Files.writeString(p, text);
        assertEquals(hit.shown(), warm(args).shown());

        // an included .td: edited (same meaning), touched with the same content, replaced
        Path td = work.resolve("inc/extra.td");
        Files.writeString(td, Files.readString(td) + "// edited\n");
        fallsBack(args);
        warm(args);
        Files.setLastModifiedTime(td, FileTime.fromMillis(System.currentTimeMillis()));
        fallsBack(args);
        warm(args);
        Path replacement = work.resolve("inc/extra.td.new");
        Files.copy(td, replacement, StandardCopyOption.COPY_ATTRIBUTES);
        Files.move(replacement, td, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        fallsBack(args);
        warm(args);

        // a new file that an include would now find first (the working directory is searched before -I)
        Files.writeString(work.resolve("extra.td"), "include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n");
        Result shadowed = run(args);
        assertFalse(shadowed.hit(), shadowed.trace());
        assertTrue(shadowed.trace().contains("extra.td exists"), shadowed.trace());
        assertEquals(reference(args), shadowed.shown());
        Files.delete(work.resolve("extra.td"));
        warm(args);

        // --no-cache bypasses it
        Result noCache = run("p.pdll", "in.mlir", "-I", "inc", "--no-fold", "--no-cache");
        assertFalse(noCache.hit());
        assertEquals(hit.shown(), noCache.shown());

        // a deleted plugin: the JVM builds it again
        String entry = entryText();
        String plugin = entry.lines().filter(l -> l.startsWith("// plugin ")).findFirst().orElseThrow().substring(10);
        Files.delete(Path.of(plugin));
        Result rebuilt = run(args);
        assertFalse(rebuilt.hit(), rebuilt.trace());
        assertEquals(hit.out(), rebuilt.out());
        assertTrue(Files.exists(Path.of(plugin)));
    }

    @Test
    void errorsOfMlirOptAndNonConvergenceAreTheJvmPathsToo() throws IOException, InterruptedException {
        setUp();
        String[] bad = {"p.pdll", "bad.mlir", "-I", "inc"};
        run(bad);
        Result badHit = warm(bad);
        assertEquals(1, badHit.rc());
        assertEquals("", badHit.out());
        assertTrue(badHit.err().contains("bad.mlir:2:19: error: use of undeclared SSA value name"), badHit.err());
        assertEquals(reference(bad), badHit.shown());

        String[] loop = {"not_converging.pdll", "add.mlir", "--max-iterations", "4"};
        run(loop); // builds the native plugin when no other test has
        Result loopHit = warm(loop);
        assertEquals(1, loopHit.rc());
        assertEquals("", loopHit.out());
        assertTrue(loopHit.err().contains("pdll-run: the patterns were still rewriting after 4 iterations"), loopHit.err());
        assertEquals(reference(loop), loopHit.shown());
    }

    /**
     * Issue 33, finding 2: an entry names the program the launcher starts, so one that another
     * user could have written is never used: an entry writable by others, in a directory others
     * can write, owned by another user (root only: chown to 65534), or a FIFO in its place (which
     * blocked the launcher's open). Each time the planted program does not run, the output is the
     * JVM's and one line on stderr says what was not trusted. The same plant as the user's own
     * file does run: the test can fail.
     */
    @Test
    void anEntryAnotherUserCouldHaveWrittenIsNeverRun() throws IOException, InterruptedException {
        setUp();
        String[] args = {"p.pdll", "in.mlir", "-I", "inc"};
        run(args);
        warm(args);
        Path runs = cache.resolve("runs");
        Path entry;
        try (Stream<Path> s = Files.list(runs)) {
            entry = s.filter(f -> f.toString().endsWith(".pdl.mlir")).findFirst().orElseThrow();
        }
        Path marker = work.resolve("planted-program-ran");
        Path program = work.resolve("planted.sh");
        Files.writeString(program, "#!/bin/sh\ntouch '" + marker + "'\n");
        Files.setPosixFilePermissions(program, PosixFilePermissions.fromString("rwxr-xr-x"));
        String planted = Files.readString(entry).replaceFirst("(?m)^// opt .*$", "// opt " + program);
        Result expected = reference(args);

        Files.writeString(entry, planted);
        assertTrue(run(args).hit(), "the user's own entry is trusted");
        assertTrue(Files.deleteIfExists(marker), "and so the plant runs");

        Map<String, String> attacks = new LinkedHashMap<>();
        attacks.put("an entry others can write", "the cache entry " + entry + " (it is writable by others (mode 666))");
        attacks.put("a runs directory others can write", "the cache directory " + runs + " (it is writable by others (mode 777))");
        attacks.put("a cache directory others can write", "the cache directory " + cache + " (it is writable by others (mode 777))");
        attacks.put("an entry of another user", "the cache entry " + entry + " (it is owned by uid 65534");
        attacks.put("a FIFO", "the cache entry " + entry + " (it is a fifo, not a regular file)");
        String uid = new String(new ProcessBuilder("id", "-u").start().getInputStream().readAllBytes()).strip();
        boolean root = uid.equals("0");
        for (Map.Entry<String, String> attack : attacks.entrySet()) {
            Files.deleteIfExists(entry);
            Files.writeString(entry, planted);
            switch (attack.getKey()) {
                case "an entry others can write" -> Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString("rw-rw-rw-"));
                case "a runs directory others can write" -> Files.setPosixFilePermissions(runs, PosixFilePermissions.fromString("rwxrwxrwx"));
                case "a cache directory others can write" -> {
                    Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwxrwxrwx"));
                    copyTree(cache.resolve("plugins"), cache.resolve("user-" + uid + "/plugins")); // no compile in the private place
                }
                case "an entry of another user" -> {
                    if (!root) {
                        System.out.println("skipped: an entry of another user needs chown: run as root (CI does)");
                        continue;
                    }
                    Files.setAttribute(entry, "unix:uid", 65534);
                }
                default -> {
                    Files.delete(entry);
                    assertEquals(0, new ProcessBuilder("mkfifo", entry.toString()).start().waitFor(), "mkfifo");
                }
            }
            Result r = run(args);
            assertFalse(Files.exists(marker), attack.getKey() + ": the planted program ran");
            assertFalse(r.hit(), attack.getKey() + ": " + r.trace());
            assertEquals(expected.out(), r.out(), attack.getKey());
            assertEquals(expected.rc(), r.rc(), attack.getKey());
            assertTrue(r.err().startsWith("pdll: not trusting " + attack.getValue()),
                    attack.getKey() + ": one line says what was not trusted: " + r.err());
            assertEquals(expected.err(), r.err().substring(r.err().indexOf('\n') + 1), attack.getKey());
            assertEquals(1, r.err().split("pdll: not trusting", -1).length - 1, r.err());
            Files.setPosixFilePermissions(runs, PosixFilePermissions.fromString("rwx------"));
            Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwx------"));
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    private String entryText() throws IOException {
        try (Stream<Path> s = Files.list(cache.resolve("runs"))) {
            List<Path> entries = s.filter(f -> f.toString().endsWith(".pdl.mlir")).toList();
            Map<Path, FileTime> times = new HashMap<>();
            for (Path e : entries) times.put(e, Files.getLastModifiedTime(e));
            Path newest = entries.stream().max((a, b) -> times.get(a).compareTo(times.get(b))).orElseThrow();
            return Files.readString(newest);
        }
    }
}
