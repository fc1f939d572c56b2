package pdll.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Patterns that undo each other (resources/runaway/swap.pdll: addi → subi → addi ...) keep
 * {@code mlir-opt} rewriting forever (issue 33, finding 4). Through bin/pdll-run, on both of its
 * paths (the JVM; the no-JVM run of a cached entry): {@code --timeout} stops the run with its
 * message and leaves no process behind, and a SIGKILL of pdll-run leaves no {@code mlir-opt}
 * spinning. A process is recognised by the test's input file, a unique path, in its command line.
 * Runs the launcher on the packaged jar; skipped, naming the packages, without the toolchain.
 */
class RunawayPatternsIT {
    private static final String STOPPED = "pdll-run: mlir-opt did not finish within ";

    @TempDir
    Path work;
    private Path loop;

    @BeforeEach
    void setUp() throws IOException {
        RunTools.assumeToolchain();
        Path res = RunTools.repo().resolve("pdll-run/src/test/resources/runaway");
        for (String f : List.of("swap.pdll", "loop.mlir", "ok.mlir")) Files.copy(res.resolve(f), work.resolve(f));
        loop = work.resolve("loop.mlir").toAbsolutePath();
        RunTools.copyBuiltPlugins(work.resolve("cache"));
    }

    @Test
    void theJvmPathStopsAtTheTimeLimit() throws Exception {
        long start = System.nanoTime();
        Finished r = run(true, "--timeout", "2");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(1, r.rc(), r.err());
        assertTrue(r.err().contains(STOPPED + "2 s and was stopped"), r.err());
        assertTrue(r.err().contains("patterns that undo each other"), r.err());
        assertEquals("", r.out());
        assertTrue(seconds < 90, "took " + seconds + " s"); // a plugin compile, a JVM start and the 2 s
        assertNoneLeft();
    }

    @Test
    void theNoJvmPathStopsAtTheTimeLimit() throws Exception {
        writeEntry();
        long start = System.nanoTime();
        Finished r = run(false, "--timeout", "2");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(r.err().contains("compiled patterns cache: hit"), r.err());
        assertEquals(1, r.rc(), r.err());
        assertTrue(r.err().contains(STOPPED + "2 s and was stopped"), r.err());
        assertTrue(seconds < 10, "took " + seconds + " s");
        assertNoneLeft();
    }

    @Test
    void killingTheJvmKillsMlirOpt() throws Exception {
        killedWhileRunning(true);
    }

    @Test
    void killingTheNoJvmPathKillsMlirOpt() throws Exception {
        writeEntry();
        killedWhileRunning(false);
    }

    /** Starts pdll-run without a time limit, waits for its mlir-opt, SIGKILLs pdll-run: mlir-opt must go too. */
    private void killedWhileRunning(boolean jvm) throws Exception {
        Process p = start(jvm, "--timeout", "0");
        try {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (live().stream().noneMatch(c -> c.contains("mlir-opt")) && System.nanoTime() < end && p.isAlive()) {
                Thread.sleep(100);
            }
            assertTrue(live().stream().anyMatch(c -> c.contains("mlir-opt")), "mlir-opt never started: " + stderr());
            assertEquals(!jvm, stderr().contains("compiled patterns cache: hit"), stderr());
            // the launcher execs the JVM, and on a hit is the bash script running mlir-opt: its PID is pdll-run's
            p.destroyForcibly(); // SIGKILL: no shutdown hook, no trap
            p.waitFor();
        } finally {
            p.destroyForcibly();
        }
        assertNoneLeft();
    }

    /** A successful run of the same patterns writes the entry that the no-JVM path answers from. */
    private void writeEntry() throws Exception {
        Thread.sleep(CompiledPatterns.RACY_MS + 200); // files this recent are not trusted by their status
        Process p = start(false, List.of("swap.pdll", "ok.mlir"));
        p.getInputStream().transferTo(OutputStream.nullOutputStream());
        assertEquals(0, p.waitFor(), stderr());
    }

    record Finished(int rc, String out, String err) {}

    private Finished run(boolean jvm, String... options) throws Exception {
        Process p = start(jvm, options);
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "pdll-run did not end");
        return new Finished(p.exitValue(), out, stderr());
    }

    /** pdll-run on the looping input with {@code options}. */
    private Process start(boolean jvm, String... options) throws IOException {
        List<String> args = new ArrayList<>(List.of("swap.pdll", loop.toString()));
        args.addAll(List.of(options));
        return start(jvm, args);
    }

    /** bin/pdll-run with the test's cache, stderr to err.txt; {@code jvm}: never the no-JVM path. */
    private Process start(boolean jvm, List<String> args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(RunTools.repo().resolve("bin/pdll-run").toString()));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(work.toFile())
                .redirectError(work.resolve("err.txt").toFile()).redirectInput(new File("/dev/null"));
        pb.environment().put("PDLL_CACHE_DIR", work.resolve("cache").toString());
        pb.environment().put("PDLL_RUN_TRACE", "1");
        // a JVM killed mid-run leaves its temporary PDL file behind: in work, not in /tmp
        pb.environment().put("PDLL_JAVA_OPTS", "-Djava.io.tmpdir=" + work);
        if (jvm) pb.environment().put("PDLL_RUN_JVM", "1");
        return pb.start();
    }


    private String stderr() throws IOException {
        Path f = work.resolve("err.txt");
        return Files.exists(f) ? Files.readString(f) : "";
    }

    /** Within 5 s no live process (zombies aside: they run nothing) has the test's input in its command line. */
    private void assertNoneLeft() throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!live().isEmpty() && System.nanoTime() < end) Thread.sleep(100);
        assertEquals(List.of(), live(), "left running");
    }

    /** The command lines of the live processes that name the test's input file. */
    private List<String> live() throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("/proc"))) {
            for (Path d : s.filter(d -> d.getFileName().toString().matches("\\d+")).toList()) {
                try {
                    String cmd = new String(Files.readAllBytes(d.resolve("cmdline")), StandardCharsets.UTF_8).replace('\0', ' ');
                    if (!cmd.contains(loop.toString())) continue;
                    String stat = Files.readString(d.resolve("stat"));
                    if (stat.charAt(stat.lastIndexOf(')') + 2) != 'Z') out.add(d.getFileName() + ": " + cmd);
                } catch (IOException e) {
                    // ended meanwhile
                }
            }
        }
        return out;
    }
}
