package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pdll/runPatterns} on patterns that undo each other (addi → subi → addi ..., which keep
 * {@code mlir-opt} rewriting forever; issue 33, finding 4): its {@code mlir-opt} is killed on
 * {@code $/cancelRequest} (answered -32800), on {@code shutdown}/{@code exit}, and when the
 * request's {@code timeout} passes (answered with the reason). A process is recognised by the
 * test's input file, a unique path, in its command line. Skips, naming the packages, without the
 * toolchain.
 */
class RunawayRunsTest {
    private static final Path PATTERNS = Path.of("").toAbsolutePath().getParent().resolve("pdll-run/src/test/resources/runaway/swap.pdll");
    @TempDir
    Path dir;
    private Path loop;

    @BeforeAll
    static void ownCache() {
        RunPatternsTest.ownCache();
    }

    @AfterAll
    static void restore() {
        RunPatternsTest.restore();
    }

    @BeforeEach
    void input() throws IOException {
        RunPatternsTest.assumeToolchain();
        loop = dir.resolve("loop.mlir");
        Files.copy(PATTERNS.resolveSibling("loop.mlir"), loop);
    }

    @Test
    void cancelKillsMlirOpt() throws Exception {
        try (RunPatternsTest.Client c = RunPatternsTest.Client.start(false)) {
            int id = startRun(c, 0);
            c.send("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":" + id + "}}");
            JsonObject a = c.answer(id);
            assertEquals(-32800, a.getAsJsonObject("error").get("code").getAsInt(), a.toString());
            assertNoneLeft();
        }
    }

    @Test
    void shutdownKillsMlirOptAndIsAnswered() throws Exception {
        RunPatternsTest.Client c = RunPatternsTest.Client.start(false);
        int id = startRun(c, 0);
        long start = System.nanoTime();
        c.close(); // shutdown, its answer, exit
        assertTrue((System.nanoTime() - start) / 1e9 < 20, "shutdown waited for the run");
        assertTrue(c.answer(id).toString().contains("cancelled"), c.answer(id).toString());
        assertNoneLeft();
    }

    @Test
    void theTimeoutStopsTheRunWithItsReason() throws Exception {
        try (RunPatternsTest.Client c = RunPatternsTest.Client.start(false)) {
            c.open(PATTERNS.toUri().toString(), Files.readString(PATTERNS));
            JsonObject p = RunPatternsTest.params(PATTERNS.toUri().toString(), loop.toUri().toString(), null);
            p.addProperty("timeout", 2);
            JsonObject r = c.result(c.request("pdll/runPatterns", p));
            assertTrue(r.get("error").getAsString().contains("mlir-opt did not finish within 2 s and was stopped"), r.toString());
            assertNoneLeft();
        }
    }

    /** Sends the run (time limit {@code seconds}, 0: none) and returns its id once its mlir-opt is running. */
    private int startRun(RunPatternsTest.Client c, int seconds) throws Exception {
        c.open(PATTERNS.toUri().toString(), Files.readString(PATTERNS));
        JsonObject p = RunPatternsTest.params(PATTERNS.toUri().toString(), loop.toUri().toString(), null);
        p.addProperty("timeout", seconds);
        int id = c.request("pdll/runPatterns", p);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(90); // a first plugin compile included
        while (live().isEmpty() && System.nanoTime() < end) Thread.sleep(100);
        assertTrue(!live().isEmpty(), "mlir-opt never started");
        return id;
    }

    /** Within 5 s no live process (zombies aside) has the test's input in its command line. */
    private void assertNoneLeft() throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!live().isEmpty() && System.nanoTime() < end) Thread.sleep(100);
        assertEquals(List.of(), live(), "left running");
    }

    private List<String> live() throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("/proc"))) {
            for (Path d : s.filter(d -> d.getFileName().toString().matches("\\d+")).toList()) {
                try {
                    String cmd = new String(Files.readAllBytes(d.resolve("cmdline")), StandardCharsets.UTF_8).replace('\0', ' ');
                    String stat = Files.readString(d.resolve("stat"));
                    if (cmd.contains(loop.toString()) && stat.charAt(stat.lastIndexOf(')') + 2) != 'Z') out.add(cmd);
                } catch (IOException e) {
                    // ended meanwhile
                }
            }
        }
        return out;
    }
}
