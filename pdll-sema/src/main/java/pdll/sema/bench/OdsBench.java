package pdll.sema.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import pdll.base.io.FileAccess;
import pdll.sema.ods.OdsContext;
import pdll.sema.ods.OdsImport;
import pdll.sema.ods.OdsImporter;
import pdll.sema.ods.OdsPrinter;
import pdll.tablegen.cache.TdCaches;

/**
 * Measures the ODS import in one warm JVM against {@code mlir-pdll-22 --dump-ods} on a one-line
 * PDLL file. Per file: warm import (closure cache cleared, the process-wide parse cache warm, so
 * this is evaluate + import + print), re-import of a cached closure (import only), and the
 * reference's whole-process wall time; medians. Usage:
 * {@code java -cp ... pdll.sema.bench.OdsBench [-I ROOT] [--runs N] [REL.td ...]}.
 */
public final class OdsBench {

    private OdsBench() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        Path root = Path.of("/usr/lib/llvm-22/include");
        int runs = 7;
        List<String> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "-I" -> root = Path.of(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                default -> files.add(args[i]);
            }
        }
        if (files.isEmpty()) {
            files = List.of("mlir/Dialect/Arith/IR/ArithOps.td", "mlir/Dialect/LLVMIR/LLVMOps.td",
                    "mlir/Dialect/SPIRV/IR/SPIRVOps.td", "mlir/Dialect/LLVMIR/NVVMOps.td");
        }
        Path dir = Files.createTempDirectory("ods-bench");
        System.out.printf("%-40s %12s %12s %12s %8s%n", "file", "ours warm ms", "reimport ms", "ref ms", "ratio");
        for (String rel : files) {
            List<Path> incs = List.of(root);
            for (int i = 0; i < 3; i++) importAndPrint(rel, dir, incs, true);
            Path pdll = dir.resolve("f.pdll");
            Files.writeString(pdll, "#include \"" + rel + "\"\n");
            // ours and the reference alternate, so that load from other processes hits both alike
            double[] warm = new double[runs];
            double[] ref = new double[runs];
            for (int i = 0; i < runs; i++) {
                long t0 = System.nanoTime();
                importAndPrint(rel, dir, incs, true);
                warm[i] = (System.nanoTime() - t0) / 1e6;
                t0 = System.nanoTime();
                Process p = new ProcessBuilder("mlir-pdll-22", pdll.toString(), "--dump-ods", "-I", root.toString())
                        .directory(dir.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
                p.waitFor(120, TimeUnit.SECONDS);
                ref[i] = (System.nanoTime() - t0) / 1e6;
            }
            importAndPrint(rel, dir, incs, false);
            double[] re = new double[runs * 10];
            for (int i = 0; i < re.length; i++) {
                long t0 = System.nanoTime();
                OdsImporter.importTd(rel, dir, incs, FileAccess.DISK);
                re[i] = (System.nanoTime() - t0) / 1e6;
            }
            double w = median(warm), r = median(ref);
            System.out.printf("%-40s %12.1f %12.3f %12.1f %8.2f%n", rel.replace("mlir/Dialect/", ""), w, median(re), r, w / r);
        }
    }

    private static String importAndPrint(String rel, Path dir, List<Path> incs, boolean clear) {
        if (clear) TdCaches.CLI.clearMemory();
        OdsImport imp = OdsImporter.importTd(rel, dir, incs, FileAccess.DISK);
        OdsContext ctx = new OdsContext();
        ctx.add(imp);
        return OdsPrinter.dumpOds(ctx);
    }

    private static double median(double[] xs) {
        double[] c = xs.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }
}
