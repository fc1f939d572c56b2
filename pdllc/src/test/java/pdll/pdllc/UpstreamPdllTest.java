package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.tablegen.bench.ReferenceTools;

/**
 * LLVM's own {@code mlir-pdll} tests ({@code shared/upstream/mlir/test/mlir-pdll}) with
 * {@code mlir-pdll-22} as the oracle: every {@code // RUN:} line of every file is run through the
 * reference and through pdllc (in-process), from the file's folder, with the same arguments
 * ({@code %s}, {@code %S} substituted; a path into LLVM's {@code mlir/include} is the installed
 * MLIR include root). Exit status, stdout and stderr must be identical byte for byte, AST node
 * addresses renumbered in order of appearance on both sides (stdout and stderr are compared apart
 * also where the RUN line merges them with {@code 2>&1}; its {@code not} is not checked: the lines
 * were written for upstream's newest tool, the oracle is LLVM 22). Where the reference crashes, pdllc
 * must fail cleanly: exit status 1, a diagnostic, no Java stack trace, and everything the
 * reference printed to stderr before the crash. Differences are allowed only for the runs listed,
 * with their reason, in {@code src/test/resources/upstream/deliberate-differences.txt}. Prints
 * {@code Upstream mlir-pdll: N/M identical, …} and writes it to
 * {@code target/upstream/summary.txt}.
 */
class UpstreamPdllTest {
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");
    private static final Path MLIR_INCLUDE = Path.of("/usr/lib/llvm-22/include");
    private static final Path DIFFERENCES = Path.of("src/test/resources/upstream/deliberate-differences.txt");
    private static final Pattern ADDRESS = Pattern.compile("(?m)^([ |`]*-[A-Za-z]+ )0x[0-9a-fA-F]+");
    private static final String CRASH_BANNER = "PLEASE submit a bug report";

    private static final AtomicInteger RUNS = new AtomicInteger();
    private static final AtomicInteger IDENTICAL = new AtomicInteger();
    private static final AtomicInteger CRASHES = new AtomicInteger();
    private static final AtomicInteger LISTED = new AtomicInteger();

    /** The llvm-project tree: {@code $LLVM_PROJECT_DIR}, else {@code upstream/} of the shared folder. */
    static Path upstreamRoot() {
        return pdll.testsupport.Outside.upstreamPath();
    }

    @TestFactory
    List<DynamicTest> upstreamRuns() throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(REF) && Files.isDirectory(MLIR_INCLUDE.resolve("mlir")),
                "mlir-pdll-22 not found: apt-get install mlir-22-tools libmlir-22-dev");
        Path upstream = upstreamRoot();
        Path tests = upstream.resolve("mlir/test/mlir-pdll");
        Assumptions.assumeTrue(Files.isDirectory(tests), pdll.testsupport.Outside.absentUpstream("LLVM's mlir-pdll tests"));
        Map<String, String> listed = differences();
        List<Path> files;
        try (Stream<Path> s = Files.walk(tests)) {
            files = s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList();
        }
        List<DynamicTest> out = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (Path f : files) {
            List<RunLine> runs = RunLine.parse(f);
            for (RunLine r : runs) {
                String id = tests.relativize(f).toString().replace('\\', '/') + (runs.size() > 1 ? "#" + r.index() : "");
                ids.add(id);
                List<String> args = r.args().stream().map(a -> mapInclude(a, upstream)).toList();
                out.add(DynamicTest.dynamicTest(id + " " + String.join(" ", args),
                        () -> check(id, f.getParent(), args, listed.get(id))));
            }
        }
        for (String id : listed.keySet()) {
            if (!ids.contains(id)) out.add(DynamicTest.dynamicTest("listed run " + id, () -> fail("no such run: " + id)));
        }
        return out;
    }

    private static void check(String id, Path dir, List<String> args, String reason) throws IOException {
        RUNS.incrementAndGet();
        ReferenceTools.Run ref = ReferenceTools.run(REF, dir, args, 300);
        InProcess.Result ours = InProcess.pdllc(dir, args);
        String refOut = renumber(new String(ref.stdout(), StandardCharsets.UTF_8));
        String ourOut = renumber(ours.out());
        assertFalse(ours.err().contains("\tat ") || ours.err().contains("Exception"), "a Java stack trace:\n" + ours.err());
        if (ref.status() > 128 || ref.stderr().contains("Stack dump:")) {
            // the reference crashed: pdllc must fail with a diagnostic, after printing what the reference printed
            assertTrue(reason != null, "mlir-pdll-22 crashes on " + id + ": list it in " + DIFFERENCES + " with the reason");
            assertNotEquals(0, ours.rc(), "exit status where the reference crashes");
            assertTrue(ours.err().contains("error: "), "a diagnostic where the reference crashes:\n" + ours.err());
            String before = ref.stderr().substring(0, Math.max(0, ref.stderr().indexOf(CRASH_BANNER)));
            assertTrue(ours.err().startsWith(before), "what the reference printed before it crashed:\n" + before
                    + "\n---- pdllc:\n" + ours.err());
            CRASHES.incrementAndGet();
            return;
        }
        boolean same = ref.status() == ours.rc() && refOut.equals(ourOut) && ref.stderr().equals(ours.err());
        if (same) {
            assertTrue(reason == null, id + " is identical now: remove it from " + DIFFERENCES);
            IDENTICAL.incrementAndGet();
            return;
        }
        if (reason != null) {
            LISTED.incrementAndGet();
            return;
        }
        assertEquals(ref.stderr(), ours.err(), "stderr");
        assertEquals(refOut, ourOut, "stdout (AST addresses renumbered)");
        assertEquals(ref.status(), ours.rc(), "exit status");
    }

    /** An argument naming LLVM's {@code mlir/include} (or a path below it) names the installed MLIR include root instead. */
    static String mapInclude(String arg, Path upstream) {
        if (!arg.startsWith("/")) return arg;
        Path p = Path.of(arg).normalize();
        Path llvmInclude = upstream.resolve("mlir/include").toAbsolutePath().normalize();
        return p.startsWith(llvmInclude) ? MLIR_INCLUDE.resolve(llvmInclude.relativize(p)).toString() : arg;
    }

    /** AST node addresses renumbered 0x1, 0x2, … by first appearance; every other byte kept. */
    static String renumber(String text) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        Matcher m = ADDRESS.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String address = m.group().substring(m.group(1).length()).toLowerCase();
            int n = ids.computeIfAbsent(address, k -> ids.size() + 1);
            m.appendReplacement(sb, Matcher.quoteReplacement(m.group(1) + "0x" + n));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** The listed runs and their reasons. */
    static Map<String, String> differences() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(DIFFERENCES)) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) continue;
            String[] parts = l.split("\\s+", 2);
            assertEquals(2, parts.length, "a listed difference needs its reason: " + line);
            out.put(parts[0], parts[1]);
        }
        return out;
    }

    @AfterAll
    static void summary() throws IOException {
        if (RUNS.get() == 0) return;
        String line = "Upstream mlir-pdll: " + IDENTICAL.get() + "/" + RUNS.get() + " identical, " + CRASHES.get()
                + " reference crashes handled, " + LISTED.get() + " listed differences";
        System.out.println(line);
        Path dir = Path.of("target/upstream");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("summary.txt"), line + "\n");
    }
}
