package pdll.fuzz;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import pdll.base.io.TempFolders;
import pdll.tablegen.MlirIncludeRoot;

/**
 * The run: loads the seeds, builds the targets, deals the cases out (with all targets: 4 in 10 to
 * pdllc, 3 to TableGen, 2 to the server on PDLL documents, 1 on TableGen ones; with another list,
 * such as the DRR targets, in turn), gives case {@code i} its own {@link Random} derived from
 * the run's seed and {@code i} (a finding's case number reproduces it), collects findings and
 * prints the summary docs/fuzzing.md quotes.
 */
final class Fuzzer {
    /** What a run produced. */
    record Result(long cases, Map<String, Long> perTarget, Map<String, String> work, List<Finding> findings,
                  Map<String, Integer> counts, int crashes, int hangs, long slowestMillis, String slowestWhat,
                  long millis, int seeds) {
        String summary() {
            StringBuilder sb = new StringBuilder("fuzz: ").append(cases).append(" cases (");
            List<String> parts = new ArrayList<>();
            perTarget.forEach((t, n) -> parts.add(t + " " + n + (work.containsKey(t) ? " [" + work.get(t) + "]" : "")));
            sb.append(String.join(", ", parts)).append("), ").append(seeds).append(" seeds, ")
                    .append(crashes).append(crashes == 1 ? " crash, " : " crashes, ")
                    .append(hangs).append(hangs == 1 ? " hang, " : " hangs, ")
                    .append(findings.size()).append(" distinct findings, slowest case ").append(slowestMillis).append(" ms, ")
                    .append(millis / 1000).append(" s");
            return sb.toString();
        }
    }

    private final FuzzOptions options;
    private final PrintStream log;
    private final Path repoRoot;
    // The run's state, in fields so that an interrupted run (Ctrl-C, a CI time limit) can still
    // print what it did: see result().
    private final Map<String, Long> perTarget = new java.util.concurrent.ConcurrentHashMap<>();
    private final Map<String, Target> targets = new LinkedHashMap<>();
    private volatile Findings findings;
    private volatile long slowest;
    private volatile String slowestWhat = "";
    private volatile long t0 = System.currentTimeMillis();
    private volatile int seedCount;

    Fuzzer(FuzzOptions options, PrintStream log, Path repoRoot) {
        this.options = options;
        this.log = log;
        this.repoRoot = repoRoot;
    }

    /** Case {@code i}'s random source: the run seed and the case number, mixed (SplitMix64's finaliser). */
    static Random caseRandom(long seed, long i) {
        long z = seed * 0x9E3779B97F4A7C15L + i;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return new Random(z ^ (z >>> 31));
    }

    /** Which target case {@code i} goes to, among {@code targets}. */
    static String targetOf(List<String> targets, long i) {
        if (targets.size() == 1) return targets.get(0);
        if (!targets.equals(FuzzOptions.ALL)) return targets.get((int) (i % targets.size()));
        int slot = (int) (i % 10);
        return slot < 4 ? "pdllc" : slot < 7 ? "tablegen" : slot < 9 ? "lsp" : "lsp-td";
    }

    Result run() throws IOException {
        t0 = System.currentTimeMillis();
        Optional<Path> mlirRoot = MlirIncludeRoot.discover();
        Seeds seeds = Seeds.load(repoRoot, Seeds.sharedDir(repoRoot), mlirRoot);
        log.println("fuzz: " + seeds.pdll.size() + " PDLL and " + seeds.td.size() + " TableGen seeds"
                + mlirRoot.map(r -> ", MLIR include root " + r).orElse(", no MLIR include root"));
        if (!seeds.drr.isEmpty()) log.println("fuzz: " + seeds.drr.size() + " DRR seeds");
        for (String t : options.targets()) {
            if (FuzzOptions.WIRE.contains(t)) continue; // generates its input, no seeds
            List<Seed> need = t.equals("pdllc") || t.equals("lsp") ? seeds.pdll : FuzzOptions.DRR.contains(t) ? seeds.drr : seeds.td;
            if (need.isEmpty()) throw new IOException("no seeds for " + t + " found (shared/ beside the checkout, or PDLL_SHARED_DIR)");
        }
        seedCount = seeds.size();
        Path work = Files.createTempDirectory("pdll-fuzz");
        for (String t : options.targets()) {
            synchronized (targets) {
                targets.put(t, switch (t) {
                case "pdllc" -> new PdllcTarget(seeds.pdll, work, mlirRoot, options.timeoutMs());
                case "tablegen" -> new TablegenTarget(seeds.td, work, mlirRoot, options.timeoutMs());
                case "lsp-td" -> new LspTarget(seeds.td, Seed.Kind.TD, mlirRoot, options.timeoutMs());
                case "drr" -> new DrrTarget(seeds.drr, work, mlirRoot, options.timeoutMs());
                case "lsp-drr" -> new LspTarget(seeds.drr, Seed.Kind.DRR, mlirRoot, options.timeoutMs());
                case "wire" -> new WireTarget(options.timeoutMs());
                default -> new LspTarget(seeds.pdll, Seed.Kind.PDLL, mlirRoot, options.timeoutMs());
                });
            }
        }
        boolean replaying = !options.replay().isEmpty();
        findings = new Findings(options.out(), log, options.minimize() && !replaying, options.timeoutMs());
        long lastReport = System.currentTimeMillis();
        try {
            for (Path file : options.replay()) {
                String input = RawBytes.decode(Files.readAllBytes(file));
                boolean td = file.getFileName().toString().endsWith(".td");
                for (Map.Entry<String, Target> e : targets.entrySet()) {
                    // a .td through the TableGen targets (front end, server), a .pdll through the others
                    if (td != List.of("tablegen", "lsp-td", "drr", "lsp-drr").contains(e.getKey())) continue;
                    long c0 = System.currentTimeMillis();
                    List<Finding> found = e.getValue().replay(file, input);
                    long ms = System.currentTimeMillis() - c0;
                    log.println("fuzz: replayed " + file + " through " + e.getKey() + ": " + found.size() + " findings, " + ms + " ms");
                    if (ms > slowest) {
                        slowest = ms;
                        slowestWhat = e.getKey() + " " + file;
                    }
                    perTarget.merge(e.getKey(), 1L, Long::sum);
                    for (Finding f : found) findings.add(f, e.getValue());
                }
            }
            for (long i = 0; i < (replaying ? 0 : options.iterations()); i++) {
                String name = targetOf(options.targets(), i);
                Target target = targets.get(name);
                long c0 = System.currentTimeMillis();
                List<Finding> found;
                try {
                    found = target.run(i, caseRandom(options.seed(), i));
                } catch (RuntimeException e) {
                    // the harness itself failed (e.g. the scratch folder vanished): reported as such
                    found = List.of(new Finding(name, "harness", "case " + i, "", ".txt", Traces.stackTrace(e),
                            name + " harness " + Traces.signature("harness", Traces.stackTrace(e)), i));
                }
                long ms = System.currentTimeMillis() - c0;
                if (ms > slowest) {
                    slowest = ms;
                    slowestWhat = name + " case " + i;
                }
                perTarget.merge(name, 1L, Long::sum);
                for (Finding f : found) findings.add(f, target);
                if (System.currentTimeMillis() - lastReport > 30_000) {
                    lastReport = System.currentTimeMillis();
                    log.printf("fuzz: %d/%d cases, %d findings (%d distinct), %d s%n", i + 1, options.iterations(),
                            findings.crashes() + findings.hangs(), findings.distinct().size(), (lastReport - t0) / 1000);
                }
            }
        } finally {
            for (Target t : targets.values()) t.close();
            TempFolders.deleteTree(work);
        }
        return result();
    }

    /** The figures so far: at the end of the run, or from a shutdown hook when it is interrupted. */
    Result result() {
        Findings f = findings;
        if (f == null) return null;
        Map<String, String> workDone = new LinkedHashMap<>();
        Map<String, Long> cases = new LinkedHashMap<>();
        synchronized (targets) {
            targets.forEach((n, t) -> {
                workDone.put(n, t.work());
                cases.put(n, perTarget.getOrDefault(n, 0L));
            });
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        List<Finding> distinct = f.distinct();
        for (Finding x : distinct) counts.put(x.signature(), f.count(x));
        long total = cases.values().stream().mapToLong(Long::longValue).sum();
        return new Result(total, cases, workDone, distinct, counts, f.crashes(), f.hangs(), slowest, slowestWhat,
                System.currentTimeMillis() - t0, seedCount);
    }

}
