package pdll.tablegen.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.base.io.FileAccess;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.cache.TdCaches;
import pdll.tablegen.print.RecordsPrinter;

/**
 * Wall-time benchmark of the TableGen front end against {@code mlir-tblgen-22}, in one JVM:
 * median of N runs after warm-up for ArithOps, SPIRVOps and NVVMOps, the sum of medians over every
 * {@code *Ops.td} the reference evaluates without error, and a cold {@code bin/pdll-tblgen} run.
 *
 * <pre>
 *   bin/pdll-bench [--runs N] [--warmup N] [--all-runs N] [--no-all] [--no-cold] [--no-reference] [REL.td...]
 *   java -cp tablegen/target/pdll-tblgen.jar pdll.tablegen.bench.TblgenBench ...
 * </pre>
 *
 * Columns: ours eval = {@link TableGen#evaluate} (after warm-up its process-wide parse cache holds
 * the unchanged files, so this is evaluation with parsing mostly cached); ours +print = evaluate and
 * {@link RecordsPrinter#print} (what {@code --print-records} does, minus writing); ref wall = a whole
 * {@code mlir-tblgen-22 --print-records -o /dev/null} process; ref parse = its
 * {@code --time-phases} "Parse, build records"; ratio = ours +print / ref wall; reimport = the
 * closure cache ({@link pdll.tablegen.cache.ClosureCache}) hit for an already evaluated closure,
 * through {@link #reimportHook}.
 *
 * <p>It measures; it never asserts, and it is not part of the test suite.
 */
public final class TblgenBench {
    private TblgenBench() {}

    /**
     * Time of evaluating a file again when its include closure is cached, for the "reimport"
     * column. Set by the evaluator's cache (e.g. from a static initializer or a bench wrapper);
     * null prints n/a.
     */
    public interface ReimportHook {
        /** Nanoseconds of one cached re-evaluation of {@code rel} under {@code options}. */
        long reimportNanos(Path rel, TableGenOptions options);
    }

    /** Defaults to the command-line tools' closure cache: the time of a hit once the closure has been evaluated. */
    public static volatile ReimportHook reimportHook = (rel, options) -> {
        TdCaches.CLI.closures().evaluate(rel, options);
        long t0 = System.nanoTime();
        TdCaches.CLI.closures().evaluate(rel, options);
        return System.nanoTime() - t0;
    };

    static final List<String> NAMED = List.of(
            "mlir/Dialect/Arith/IR/ArithOps.td",
            "mlir/Dialect/SPIRV/IR/SPIRVOps.td",
            "mlir/Dialect/LLVMIR/NVVMOps.td");

    private record Settings(int runs, int warmup, int allRuns, boolean all, boolean cold, boolean reference,
            List<String> files) {}

    private record Row(String name, double evalMs, double printMs, double refWallMs, double refParseMs,
            double reimportMs) {}

    public static void main(String[] args) throws Exception {
        Settings s = parse(args);
        Path root = ReferenceTools.mlirIncludeDir().orElse(null);
        if (root == null) {
            System.err.println("pdll-bench: MLIR .td corpus not found (set MLIR_INCLUDE_DIR or "
                    + ReferenceTools.INSTALL_HINT + ")");
            System.exit(1);
        }
        Path ref = s.reference() ? ReferenceTools.referenceTblgen().orElse(null) : null;
        if (s.reference() && ref == null) {
            System.err.println("pdll-bench: mlir-tblgen-22 not found, reference columns are n/a ("
                    + ReferenceTools.INSTALL_HINT + ")");
        }
        TableGenOptions options = new TableGenOptions(root, List.of(Path.of(".")), List.of(),
                FileAccess.DISK);
        System.out.printf(Locale.ROOT, "pdll-bench: include root %s, %d runs after %d warm-up, java %s, %d cpus%n",
                root, s.runs(), s.warmup(), System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());

        List<Row> rows = new ArrayList<>();
        for (String rel : s.files()) {
            if (!Files.isRegularFile(root.resolve(rel))) {
                System.err.println("pdll-bench: skipping missing " + rel);
                continue;
            }
            rows.add(measure(rel, rel, options, root, ref, s.runs(), s.warmup()));
        }

        if (s.all()) {
            List<String> ops = ReferenceTools.corpusFiles(root).stream().filter(f -> f.endsWith("Ops.td")).toList();
            double eval = 0, print = 0, refWall = 0, refParse = 0, reimport = 0;
            int counted = 0;
            for (String rel : ops) {
                if (ref != null && ReferenceTools.run(ref, root, List.of("--print-records", "-I", ".", rel,
                        "-o", "/dev/null"), 300).status() != 0) {
                    continue; // only the files the reference evaluates
                }
                Evaluation probe = TableGen.evaluate(Path.of(rel), options);
                if (!probe.succeeded()) {
                    System.err.println("pdll-bench: ours fails on " + rel + ", left out of the sum");
                    continue;
                }
                Row r = measure(rel, rel, options, root, ref, s.allRuns(), 1);
                eval += r.evalMs();
                print += r.printMs();
                refWall += r.refWallMs();
                refParse += r.refParseMs();
                reimport += r.reimportMs();
                counted++;
            }
            rows.add(new Row("all " + counted + " *Ops.td (sum of medians)", eval, print, refWall, refParse, reimport));
        }

        printTable(rows);
        System.out.println("ours = warm JVM, parse cache warm (files parsed once per process); ref = fresh process"
                + " each run; ratio < 1 means ours is faster");
        if (s.cold()) cold(root);
    }

    private static Row measure(String name, String rel, TableGenOptions options, Path root, Path ref, int runs,
            int warmup) throws IOException {
        Path file = Path.of(rel);
        for (int i = 0; i < warmup; i++) {
            Evaluation ev = TableGen.evaluate(file, options);
            if (ev.records() != null) RecordsPrinter.print(ev.records(), new StringBuilder(1 << 20));
        }
        double[] eval = new double[runs];
        double[] total = new double[runs];
        long sink = 0;
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            Evaluation ev = TableGen.evaluate(file, options);
            long t1 = System.nanoTime();
            if (ev.records() != null) {
                StringBuilder sb = new StringBuilder(1 << 20);
                RecordsPrinter.print(ev.records(), sb);
                sink += sb.length();
            }
            long t2 = System.nanoTime();
            eval[i] = (t1 - t0) / 1e6;
            total[i] = (t2 - t0) / 1e6;
        }
        if (sink == 42) System.out.print(""); // keep the printing observable

        double reimport = Double.NaN;
        ReimportHook hook = reimportHook;
        if (hook != null) {
            double[] re = new double[runs];
            for (int i = 0; i < runs; i++) re[i] = hook.reimportNanos(file, options) / 1e6;
            reimport = median(re);
        }

        double refWall = Double.NaN, refParse = Double.NaN;
        if (ref != null) {
            double[] wall = new double[runs];
            double[] parse = new double[runs];
            List<String> args = List.of("--print-records", "-I", ".", rel, "-o", "/dev/null");
            List<String> timed = List.of("--print-records", "--time-phases", "-I", ".", rel, "-o", "/dev/null");
            ReferenceTools.run(ref, root, args, 300); // page cache, dynamic loader
            for (int i = 0; i < runs; i++) {
                wall[i] = ReferenceTools.run(ref, root, args, 300).wallNanos() / 1e6;
                parse[i] = parsePhase(ReferenceTools.run(ref, root, timed, 300).stderr()).orElse(Double.NaN);
            }
            refWall = median(wall);
            refParse = median(parse);
        }
        return new Row(name, median(eval), median(total), refWall, refParse, reimport);
    }

    /** A phase line: one "seconds (percent%)" pair per column, wall time last, then the name. */
    private static final Pattern PARSE_PHASE = Pattern.compile(
            "^((?:\\s*[\\d.]+ \\(\\s*[\\d.]+%\\))+)\\s+Parse, build records\\s*$", Pattern.MULTILINE);
    private static final Pattern SECONDS = Pattern.compile("([\\d.]+) \\(");

    /** The wall-clock time of "Parse, build records" in a {@code --time-phases} report, in ms. */
    static OptionalDouble parsePhase(String stderr) {
        Matcher m = PARSE_PHASE.matcher(stderr);
        if (!m.find()) return OptionalDouble.empty();
        Matcher s = SECONDS.matcher(m.group(1));
        double last = Double.NaN;
        while (s.find()) last = Double.parseDouble(s.group(1));
        return Double.isNaN(last) ? OptionalDouble.empty() : OptionalDouble.of(last * 1000);
    }

    /** Median of {@code bin/pdll-tblgen} on ArithOps as a fresh process (JVM start included). */
    private static void cold(Path root) throws IOException {
        Optional<Path> launcher = repoRoot().map(r -> r.resolve("bin/pdll-tblgen")).filter(Files::isExecutable);
        if (launcher.isEmpty()) {
            System.out.println("cold CLI: bin/pdll-tblgen not found (run from the repository or set -Dpdll.repo=DIR)");
            return;
        }
        String rel = NAMED.get(0);
        List<String> args = List.of("--print-records", "-I", ".", rel, "-o", "/dev/null");
        ReferenceTools.Run first = ReferenceTools.run(launcher.get(), root, args, 900); // builds / CDS dump
        if (first.status() != 0) {
            System.out.println("cold CLI: bin/pdll-tblgen failed: " + first.firstErrLine());
            return;
        }
        double[] t = new double[5];
        for (int i = 0; i < t.length; i++) t[i] = ReferenceTools.run(launcher.get(), root, args, 300).wallNanos() / 1e6;
        System.out.printf(Locale.ROOT, "cold CLI: bin/pdll-tblgen %s (in %s): median %.0f ms of %d runs %s%n",
                String.join(" ", args), root, median(t), t.length,
                Arrays.toString(Arrays.stream(t).mapToLong(Math::round).toArray()));
    }

    /** {@code -Dpdll.repo}, else the repository holding the jar this class came from (ROOT/tablegen/target/x.jar). */
    static Optional<Path> repoRoot() {
        String prop = System.getProperty("pdll.repo");
        if (prop != null) return Optional.of(Path.of(prop));
        try {
            Path here = Path.of(TblgenBench.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path p = here; p != null; p = p.getParent()) {
                if (Files.isDirectory(p.resolve("bin")) && Files.isRegularFile(p.resolve("pom.xml"))) return Optional.of(p);
            }
        } catch (Exception e) {
            // fall through
        }
        return Optional.empty();
    }

    private static void printTable(List<Row> rows) {
        System.out.println();
        System.out.println("| file | ours eval ms | ours +print ms | ref wall ms | ref parse ms | ratio ours/ref wall"
                + " | ratio eval/ref parse | reimport ms (cache) |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
        for (Row r : rows) {
            System.out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s |%n", r.name(), ms(r.evalMs()),
                    ms(r.printMs()), ms(r.refWallMs()), ms(r.refParseMs()), ratio(r.printMs(), r.refWallMs()),
                    ratio(r.evalMs(), r.refParseMs()), ms(r.reimportMs()));
        }
        System.out.println();
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String ratio(double ours, double ref) {
        return Double.isNaN(ours) || Double.isNaN(ref) || ref == 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", ours / ref);
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        if (v.length == 0) return Double.NaN;
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static Settings parse(String[] args) {
        int runs = 10, warmup = 5, allRuns = 3;
        boolean all = true, cold = true, reference = true;
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--all-runs" -> allRuns = Integer.parseInt(args[++i]);
                case "--no-all" -> all = false;
                case "--no-cold" -> cold = false;
                case "--no-reference" -> reference = false;
                case "--help", "-h" -> {
                    System.out.println("usage: pdll-bench [--runs N] [--warmup N] [--all-runs N] [--no-all] [--no-cold]"
                            + " [--no-reference] [REL.td...]   (REL relative to the MLIR include root)");
                    System.exit(0);
                }
                default -> {
                    if (args[i].startsWith("-")) {
                        System.err.println("pdll-bench: unknown option " + args[i]);
                        System.exit(1);
                    }
                    files.add(args[i]);
                }
            }
        }
        return new Settings(runs, warmup, allRuns, all, cold, reference, files.isEmpty() ? NAMED : List.copyOf(files));
    }
}
