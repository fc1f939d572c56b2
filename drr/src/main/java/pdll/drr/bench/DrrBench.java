package pdll.drr.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import pdll.base.io.FileAccess;
import pdll.base.io.TempFolders;
import pdll.drr.convert.DrrConverter;
import pdll.drr.read.DrrFile;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.bench.ReferenceTools;

/**
 * {@code bin/drr2pdll-bench}: the converter on a generated file of DRR patterns ({@link Workload},
 * 300 by default), warm in this JVM (read and convert, N times after a warm-up: median and
 * percentiles), against {@code mlir-tblgen-22 -gen-rewriters} on the same file (a process, so
 * cold) and a cold {@code bin/drr2pdll} run, in the same run; the ratios are printed with the
 * figures. It measures; it never asserts, and it is not part of the test suite.
 *
 * <pre>
 *   bin/drr2pdll-bench [--patterns N] [--runs N] [--warmup N] [--cold-runs N] [--drr2pdll PATH] [--keep DIR]
 * </pre>
 */
public final class DrrBench {
    private DrrBench() {}

    public static void main(String[] args) throws Exception {
        int patterns = 300, runs = 30, warmup = 10, coldRuns = 5;
        Path drr2pdll = null, keep = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--patterns" -> patterns = Integer.parseInt(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--cold-runs" -> coldRuns = Integer.parseInt(args[++i]);
                case "--drr2pdll" -> drr2pdll = Path.of(args[++i]);
                case "--keep" -> keep = Path.of(args[++i]);
                case "-h", "--help" -> {
                    System.out.println("usage: drr2pdll-bench [--patterns N] [--runs N] [--warmup N] [--cold-runs N] [--drr2pdll PATH] [--keep DIR]");
                    return;
                }
                default -> {
                    System.err.println("drr2pdll-bench: unknown argument '" + a + "' (try --help)");
                    System.exit(1);
                }
            }
        }
        Optional<Path> root = ReferenceTools.mlirIncludeDir();
        if (root.isEmpty()) {
            System.err.println("drr2pdll-bench: MLIR's .td files not found (set MLIR_INCLUDE_DIR or " + ReferenceTools.INSTALL_HINT + ")");
            System.exit(1);
        }
        Path dir = keep != null ? Files.createDirectories(keep) : Files.createTempDirectory("drr2pdll-bench");
        Path td = dir.resolve("bench" + patterns + ".td");
        Files.writeString(td, Workload.generate(patterns), StandardCharsets.UTF_8);
        System.err.println("drr2pdll-bench: " + patterns + " patterns in " + td);
        TableGenOptions options = new TableGenOptions(dir, List.of(root.get()), List.of(), FileAccess.DISK);
        DrrConverter.Options convertOptions = new DrrConverter.Options(Set.of(), dir, List.of(), true);

        // warm: read (TableGen) + convert (with its PDLL check), and convert alone on one reading
        DrrConverter.Conversion last = null;
        for (int i = 0; i < warmup; i++) last = DrrConverter.convert(DrrFile.read(td, options), convertOptions);
        double[] total = new double[runs], convert = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            DrrFile f = DrrFile.read(td, options);
            long t1 = System.nanoTime();
            last = DrrConverter.convert(f, convertOptions);
            long t2 = System.nanoTime();
            total[i] = (t2 - t0) / 1e6;
            convert[i] = (t2 - t1) / 1e6;
        }
        long converted = last.records().stream().filter(r -> r.converted()).count();

        // cold: mlir-tblgen-22 -gen-rewriters, and bin/drr2pdll, each a process
        Optional<Path> tblgen = ReferenceTools.referenceTblgen();
        double[] ref = null;
        String refStatus = "not installed (" + ReferenceTools.INSTALL_HINT + ")";
        if (tblgen.isPresent()) {
            ref = new double[coldRuns];
            for (int i = 0; i < coldRuns; i++) {
                ReferenceTools.Run r = ReferenceTools.run(tblgen.get(), dir,
                        List.of("-gen-rewriters", "-I", root.get().toString(), td.toString(), "-o", dir.resolve("ref.inc").toString()), 600);
                if (r.status() != 0) {
                    refStatus = "failed: " + r.firstErrLine();
                    ref = null;
                    break;
                }
                ref[i] = r.wallNanos() / 1e6;
            }
        }
        double[] cold = null;
        if (drr2pdll != null) {
            cold = new double[coldRuns];
            for (int i = 0; i < coldRuns; i++) {
                ReferenceTools.Run r = ReferenceTools.run(drr2pdll, dir,
                        List.of(td.toString(), "-I", root.get().toString(), "-o", dir.resolve("out.pdll").toString()), 600);
                if (r.status() != 0) System.err.println("drr2pdll-bench: bin/drr2pdll exited with " + r.status() + ": " + r.firstErrLine());
                cold[i] = r.wallNanos() / 1e6;
            }
        }

        System.out.printf(Locale.ROOT, "drr2pdll-bench (%d cores): %d DRR patterns over Arith, %d converted; warm: %d runs after %d%n%n",
                Runtime.getRuntime().availableProcessors(), patterns, converted, runs, warmup);
        System.out.println("| what | median | p10 | p90 | min |");
        System.out.println("|---|---:|---:|---:|---:|");
        row("drr2pdll warm, in process: read + convert", total);
        row("drr2pdll warm, in process: convert alone (its PDLL check included)", convert);
        if (cold != null) row("bin/drr2pdll cold (a process, -o FILE)", cold);
        if (ref != null) row("mlir-tblgen-22 -gen-rewriters (a process)", ref);
        else System.out.println("| mlir-tblgen-22 -gen-rewriters | " + refStatus + " | | | |");
        System.out.println();
        if (ref != null) {
            System.out.printf(Locale.ROOT, "warm drr2pdll vs mlir-tblgen-22: %s%n", ratio(median(ref), median(total)));
            if (cold != null) System.out.printf(Locale.ROOT, "cold bin/drr2pdll vs mlir-tblgen-22: %s%n", ratio(median(ref), median(cold)));
        }
        if (keep == null) TempFolders.deleteTree(dir);
    }

    private static void row(String what, double[] ms) {
        System.out.printf(Locale.ROOT, "| %s | %.1f ms | %.1f ms | %.1f ms | %.1f ms |%n", what, median(ms), pct(ms, 10), pct(ms, 90),
                Arrays.stream(ms).min().orElse(0));
    }

    /** "3.2x faster" or "1.8x slower": how {@code ours} compares with {@code reference}. */
    static String ratio(double reference, double ours) {
        if (ours <= 0 || reference <= 0) return "-";
        return reference >= ours ? String.format(Locale.ROOT, "%.2fx faster (%.1f ms vs %.1f ms)", reference / ours, ours, reference)
                : String.format(Locale.ROOT, "%.2fx slower (%.1f ms vs %.1f ms)", ours / reference, ours, reference);
    }

    static double median(double[] v) {
        return pct(v, 50);
    }

    static double pct(double[] v, int p) {
        double[] s = v.clone();
        Arrays.sort(s);
        int i = (int) Math.round((p / 100.0) * (s.length - 1));
        return s[Math.max(0, Math.min(s.length - 1, i))];
    }
}
