package pdll.tablegen.upstream;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.tablegen.bench.ReferenceTools;
import pdll.tablegen.cli.CliRunner;

/**
 * LLVM's own TableGen tests ({@code shared/upstream/llvm/test/TableGen}, oracle
 * {@code llvm-tblgen-22}) and mlir-tblgen's ({@code shared/upstream/mlir/test/mlir-tblgen}, oracle
 * {@code mlir-tblgen-22}) run through both the reference and {@code pdll-tblgen} (in-process), once
 * per distinct RUN line ({@link UpstreamRun}), both with {@code --print-records}, in the file's
 * folder. Where the reference succeeds the output must be byte-identical; where it reports an error
 * our first {@code error:} line must be the same; where it crashes we must fail with a diagnostic
 * and no Java stack trace. A difference listed in {@code upstream/deliberate-differences.txt}
 * (label, tab, reason) is counted, not failed; a listed run that is identical fails, so the list
 * stays true. {@code upstream/known-gaps.txt} (same format) lists differences not fixed yet: they are
 * counted and skipped the same way, and must go once fixed. Skips when shared/ or the reference binaries are absent.
 */
class UpstreamTableGenTest {
    static final String INSTALL_HINT = "apt-get install llvm-22 mlir-22-tools libmlir-22-dev";
    private static final Path OUT_DIR = Path.of("target", "upstream");
    private static final Duration PER_RUN_LIMIT = Duration.ofSeconds(60);

    private static final AtomicInteger outputs = new AtomicInteger();
    private static final AtomicInteger outputsSame = new AtomicInteger();
    private static final AtomicInteger errors = new AtomicInteger();
    private static final AtomicInteger errorsSame = new AtomicInteger();
    private static final AtomicInteger crashes = new AtomicInteger();
    private static final AtomicInteger crashesHandled = new AtomicInteger();
    private static final AtomicInteger deliberate = new AtomicInteger();
    private static final AtomicInteger knownGaps = new AtomicInteger();
    private static volatile boolean ran;


    @TestFactory
    Stream<DynamicTest> upstreamTests() throws IOException {
        Path upstream = pdll.testsupport.Outside.upstreamPath();
        Assumptions.assumeTrue(Files.isDirectory(upstream.resolve("llvm/test/TableGen")),
                pdll.testsupport.Outside.absentUpstream("LLVM's TableGen tests"));
        Optional<Path> llvm = onPath("llvm-tblgen-22", "/usr/lib/llvm-22/bin/llvm-tblgen");
        Optional<Path> mlir = ReferenceTools.referenceTblgen();
        Assumptions.assumeTrue(llvm.isPresent() && mlir.isPresent()
                && Files.isDirectory(Path.of(UpstreamRun.LLVM_INCLUDE, "mlir")), "reference tools not found: " + INSTALL_HINT);
        Map<String, String> listed = listed("upstream/deliberate-differences.txt");
        Map<String, String> gaps = listed("upstream/known-gaps.txt");
        Files.createDirectories(OUT_DIR);
        ran = true;

        List<DynamicTest> tests = new ArrayList<>();
        for (Object[] suite : new Object[][] {{"llvm/test/TableGen", llvm.get()}, {"mlir/test/mlir-tblgen", mlir.get()}}) {
            Path dir = upstream.resolve((String) suite[0]).toAbsolutePath().normalize();
            List<Path> files;
            try (Stream<Path> s = Files.list(dir)) {
                files = s.filter(p -> p.toString().endsWith(".td")).sorted().toList();
            }
            for (Path file : files) {
                for (UpstreamRun run : UpstreamRun.of(file)) {
                    String label = dir.getFileName() + "/" + run.label();
                    tests.add(DynamicTest.dynamicTest(label, () -> check(run, label, (Path) suite[1], listed.get(label), gaps.get(label))));
                }
            }
        }
        return tests.stream();
    }

    private static void check(UpstreamRun run, String label, Path tool, String reason, String gap) throws IOException {
        Path cwd = run.file().getParent();
        ReferenceTools.Run ref = ReferenceTools.run(tool, cwd, run.args(), 120,
                run.stdin() ? run.file() : Path.of("/dev/null"));
        String input = Files.readString(run.file());
        CliRunner.Result ours = assertTimeoutPreemptively(PER_RUN_LIMIT, () -> run.stdin()
                ? CliRunner.runWithStdin(cwd, input, run.args().toArray(String[]::new))
                : CliRunner.run(cwd, run.args().toArray(String[]::new)));

        String difference = Comparison.difference(ref, ours);
        Comparison.Kind kind = Comparison.kind(ref);
        AtomicInteger[] counters = switch (kind) {
            case OUTPUT -> new AtomicInteger[] {outputs, outputsSame};
            case ERROR -> new AtomicInteger[] {errors, errorsSame};
            case CRASH -> new AtomicInteger[] {crashes, crashesHandled};
        };
        counters[0].incrementAndGet();
        if (difference == null) {
            counters[1].incrementAndGet();
            if (reason != null || gap != null) fail(label + " is listed as a difference but is now identical: remove its entry");
            return;
        }
        String safe = label.replaceAll("[^A-Za-z0-9._-]+", "_");
        Files.write(OUT_DIR.resolve(safe + ".ref.out"), ref.stdout());
        Files.writeString(OUT_DIR.resolve(safe + ".ref.err"), ref.stderr());
        Files.write(OUT_DIR.resolve(safe + ".ours.out"), ours.stdout());
        Files.writeString(OUT_DIR.resolve(safe + ".ours.err"), ours.stderr());
        if (reason != null) {
            deliberate.incrementAndGet();
            Assumptions.abort("deliberate difference: " + reason);
        }
        if (gap != null) {
            knownGaps.incrementAndGet();
            Assumptions.abort("known gap: " + gap + " (" + difference + ")");
        }
        fail(label + ": " + difference + " (both sides in " + OUT_DIR.resolve(safe) + ".*)");
    }

    /** Label → reason, from a resource list of runs ({@code #} comments). */
    private static Map<String, String> listed(String resource) throws IOException {
        Map<String, String> m = new LinkedHashMap<>();
        try (var in = UpstreamTableGenTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) return m;
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] parts = line.split("\t", 2);
                if (parts.length != 2 || parts[1].isBlank()) throw new IllegalStateException("entry without a reason: " + line);
                m.put(parts[0], parts[1].strip());
            }
        }
        return m;
    }

    private static Optional<Path> onPath(String name, String fallback) {
        String path = System.getenv("PATH");
        if (path != null) {
            for (String d : path.split(File.pathSeparator)) {
                if (!d.isEmpty() && Files.isExecutable(Path.of(d, name))) return Optional.of(Path.of(d, name));
            }
        }
        return Files.isExecutable(Path.of(fallback)) ? Optional.of(Path.of(fallback)) : Optional.empty();
    }

    @AfterAll
    static void summary() throws IOException {
        if (!ran) return;
        String line = String.format("Upstream TableGen: outputs %d/%d identical, first errors %d/%d identical, crashes %d/%d handled, %d deliberate, %d known gaps",
                outputsSame.get(), outputs.get(), errorsSame.get(), errors.get(), crashesHandled.get(), crashes.get(), deliberate.get(), knownGaps.get());
        System.out.println(line);
        Files.createDirectories(OUT_DIR);
        Files.writeString(OUT_DIR.resolve("summary.txt"), line + "\n");
    }
}
