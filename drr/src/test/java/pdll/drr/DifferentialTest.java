package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.run.PatternCompiler;
import pdll.run.PatternRunner;

/**
 * DRR and its conversion, run side by side: {@code mlir-tblgen-22 -gen-rewriters} turns the DRR
 * file into C++, compiled into an {@code mlir-opt-22} pass plugin ({@code drr_apply_plugin.cpp}:
 * the patterns under {@code applyPatternsGreedily}, configured as pdll-run's plugin is); drr2pdll's
 * PDLL is compiled by pdllc into pdll-run's plugin. Both run on every input (each
 * {@code // -----} part of MLIR's own dialect tests, the demo's inputs, the fixtures' inputs),
 * folding off and on, with and without {@code --mlir-print-debuginfo}: outputs and exit statuses
 * must be byte-identical. Needs mlir-tblgen-22, mlir-opt-22, g++ and MLIR's headers; LLVM's files
 * need {@code shared/}.
 */
class DifferentialTest {
    private static final Path WORK = TestDirs.repoRoot().resolve("drr/target/drr-differential");
    private static final Pattern SPLIT = Pattern.compile("(?m)^// -----.*\\n?");
    private static final Path LLVM_LIB = Path.of("/usr/lib/llvm-22/lib");

    @TestFactory
    List<DynamicTest> drrAndPdllRewriteAlike() {
        Optional<Path> tblgen = TestDirs.tool("mlir-tblgen-22");
        Optional<Path> opt = TestDirs.tool("mlir-opt-22");
        Optional<Path> gxx = TestDirs.tool("g++");
        Assumptions.assumeTrue(tblgen.isPresent() && opt.isPresent() && gxx.isPresent() && TestDirs.mlirHeaders()
                        && Files.isRegularFile(LLVM_LIB.resolve("libMLIR.so")),
                "mlir-tblgen-22, mlir-opt-22, g++ or MLIR's headers and libMLIR.so not found: " + TestDirs.INSTALL);
        List<Corpus> entries = new ArrayList<>(Corpus.fixtures());
        entries.addAll(Corpus.shared());
        if (TestDirs.shared().isEmpty()) System.out.println("DifferentialTest: fixtures only; " + TestDirs.NO_SHARED);
        List<DynamicTest> out = new ArrayList<>();
        for (Corpus e : entries) {
            if (e.inputs().isEmpty() || !e.compiles()) continue;
            out.add(DynamicTest.dynamicTest(e.name(), () -> check(e, tblgen.get(), opt.get(), gxx.get())));
        }
        return out;
    }

    private static void check(Corpus e, Path tblgen, Path opt, Path gxx) throws Exception {
        Prepared p = Prepared.of(e, WORK);
        assertFalse(p.conversion().rc() == 2, e.name() + ": drr2pdll failed:\n" + p.conversion().err());
        Path drrPlugin = drrPlugin(p, tblgen, gxx);
        PatternCompiler.Compilation c = PatternCompiler.compile(p.pdll().toString(),
                p.includeDirs().stream().map(Path::toString).toList(), p.dir(), System.getenv());
        assertFalse(c.failed(), e.name() + ": pdllc rejects the conversion:\n" + c.messages());
        PatternRunner runner = PatternRunner.create(opt.toString(), p.dir(), System.getenv(), System.out);
        Path pdllPlugin = runner.pluginFor(c.patterns());
        String pdllPass = "pdll-apply{";
        if (!c.patterns().isNative()) {
            Path pdl = p.dir().resolve(e.name() + ".pdl.mlir");
            Files.writeString(pdl, c.patterns().pdl());
            pdllPass += "patterns=" + pdl + " ";
        }
        List<Path> chunks = new ArrayList<>();
        for (Path input : e.inputs()) {
            String[] parts = SPLIT.split(Files.readString(input), -1);
            for (int i = 0; i < parts.length; i++) {
                Path chunk = p.dir().resolve(input.getFileName().toString().replace(".mlir", "") + "-" + i + ".mlir");
                Files.writeString(chunk, parts[i]);
                chunks.add(chunk);
            }
        }
        List<String[]> configs = List.of(new String[] {"false", ""}, new String[] {"true", ""},
                new String[] {"false", "--mlir-print-debuginfo"}, new String[] {"true", "--mlir-print-debuginfo"});
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<String>> results = new ArrayList<>();
        for (Path chunk : chunks) {
            for (String[] cfg : configs) {
                String pass = pdllPass;
                results.add(pool.submit(() -> compare(opt, p.dir(), chunk, cfg[0], cfg[1], drrPlugin, pdllPlugin, pass)));
            }
        }
        pool.shutdown();
        int identical = 0;
        int bothFailed = 0;
        List<String> differences = new ArrayList<>();
        for (Future<String> f : results) {
            String r = f.get();
            if (r.equals("same")) identical++;
            else if (r.equals("same-failed")) {
                identical++;
                bothFailed++;
            } else differences.add(r);
        }
        System.out.printf("%s: %d parts x %d runs: %d identical (%d failed alike), %d different%n", e.name(), chunks.size(),
                configs.size(), identical, bothFailed, differences.size());
        if (!differences.isEmpty()) {
            fail(e.name() + ": " + differences.size() + " of " + results.size() + " runs differ; the first:\n"
                    + String.join("\n", differences.subList(0, Math.min(3, differences.size()))));
        }
    }

    /** The DRR side's plugin: the generated patterns compiled into drr_apply_plugin.cpp. */
    private static Path drrPlugin(Prepared p, Path tblgen, Path gxx) throws IOException, InterruptedException {
        Path inc = p.dir().resolve("drr.inc");
        List<String> gen = new ArrayList<>(List.of(tblgen.toString(), "-gen-rewriters", p.td().toString(), "-o", inc.toString()));
        gen.addAll(p.includeArgs());
        ConvertedOutputCompilesTest.Run g = ConvertedOutputCompilesTest.Run.of(gen, p.dir(), 300);
        assertEquals(0, g.rc(), p.entry().name() + ": mlir-tblgen-22 -gen-rewriters:\n" + g.output());
        Path so = p.dir().resolve("drr_plugin.so");
        List<String> cc = new ArrayList<>(List.of(gxx.toString(), "-std=c++17", "-shared", "-fPIC", "-fno-rtti", "-O0", "-w",
                "-I" + p.dir()));
        cc.addAll(p.includeArgs());
        for (String h : p.entry().headers()) cc.addAll(List.of("-include", h));
        cc.addAll(List.of("-DDRR_GENERATED=\"drr.inc\"", TestDirs.resources().resolve("drr_apply_plugin.cpp").toString(),
                "-L" + LLVM_LIB, "-Wl,-rpath," + LLVM_LIB, "-lMLIR", "-lLLVM", "-o", so.toString()));
        ConvertedOutputCompilesTest.Run c = ConvertedOutputCompilesTest.Run.of(cc, p.dir(), 600);
        assertEquals(0, c.rc(), p.entry().name() + ": the DRR plugin does not compile:\n" + c.output());
        return so;
    }

    /**
     * "same", "same-failed", or a description of the difference. The printed IR and the exit
     * status are compared; messages are not (a crash's stack trace names the plugin and addresses).
     */
    private static String compare(Path opt, Path dir, Path chunk, String fold, String debug, Path drr, Path pdll, String pdllPass)
            throws IOException, InterruptedException {
        OptRun a = runOpt(opt, dir, chunk, debug, drr, "drr-apply{fold=" + fold + "}");
        OptRun b = runOpt(opt, dir, chunk, debug, pdll, pdllPass + "fold=" + fold + "}");
        if (a.rc() == b.rc() && a.out().equals(b.out())) return a.rc() == 0 ? "same" : "same-failed";
        return "--- " + chunk.getFileName() + " fold=" + fold + " " + debug + ": DRR exit " + a.rc() + ", PDLL exit " + b.rc()
                + "\n--- DRR:\n" + a.out() + a.err() + "\n--- PDLL:\n" + b.out() + b.err();
    }

    private record OptRun(int rc, String out, String err) {}

    private static OptRun runOpt(Path opt, Path dir, Path chunk, String debug, Path plugin, String pass)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(opt.toString(), "--allow-unregistered-dialect", "--load-pass-plugin=" + plugin,
                "--pass-pipeline=builtin.module(" + pass + ")"));
        if (!debug.isEmpty()) cmd.add(debug);
        cmd.add(chunk.getFileName().toString());
        Path out = Files.createTempFile(dir, "opt", ".out");
        Path err = Files.createTempFile(dir, "opt", ".err");
        try {
            Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new OptRun(-1, "", "timed out after 120 s: " + String.join(" ", cmd));
            }
            String e = Files.readString(err);
            return new OptRun(p.exitValue(), Files.readString(out), e.length() > 4000 ? e.substring(0, 4000) + "\n..." : e);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
