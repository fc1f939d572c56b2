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
        if (TestDirs.shared().isEmpty()) TestDirs.fixturesOnly();
        List<Path> allInputs = entries.stream().flatMap(e -> e.inputs().stream()).toList();
        OpPrototypes[] protos = {null};
        List<DynamicTest> out = new ArrayList<>();
        for (Corpus e : entries) {
            if (!e.compiles() || Corpus.REJECTED_BY_TBLGEN.contains(e.name())) continue;
            out.add(DynamicTest.dynamicTest(e.name(), () -> {
                if (protos[0] == null) {
                    Files.createDirectories(WORK);
                    protos[0] = OpPrototypes.harvest(opt.get(), allInputs, WORK);
                    System.out.printf("DifferentialTest: %d op instances harvested from %d test files%n", protos[0].size(), allInputs.size());
                }
                check(e, tblgen.get(), opt.get(), gxx.get(), protos[0]);
            }));
        }
        return out;
    }

    private static void check(Corpus e, Path tblgen, Path opt, Path gxx, OpPrototypes protos) throws Exception {
        Prepared p = Prepared.of(e, WORK);
        assertFalse(p.conversion().rc() == 2, e.name() + ": drr2pdll failed:\n" + p.conversion().err());
        GeneratedInputs.Written generated = GeneratedInputs.write(p, protos, opt);
        System.out.printf("%s: generated %d functions (of %d candidates) in %d parts%n", e.name(), generated.functions(),
                generated.candidates(), generated.parts());
        List<Path> inputs = new ArrayList<>(e.inputs());
        if (generated.file() != null) inputs.add(generated.file());
        if (inputs.isEmpty()) {
            System.out.println(e.name() + ": no input (no test file, and no op instance to generate one from)");
            return;
        }
        Path drrPlugin = drrPlugin(p, tblgen, gxx);
        PdllSide pdll = PdllSide.of(p.pdll(), p.includeDirs(), p.dir(), opt, e.name());
        Path pdllPlugin = pdll.plugin();
        String pdllPass = pdll.passPrefix();
        List<Path> chunks = new ArrayList<>();
        for (Path input : inputs) {
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
        if (generated.file() != null) rewrittenByDrr(e.name(), opt, p.dir(), chunks, drrPlugin);
        if (!differences.isEmpty()) {
            fail(e.name() + ": " + differences.size() + " of " + results.size() + " runs differ; the first:\n"
                    + String.join("\n", differences.subList(0, Math.min(3, differences.size()))));
        }
    }

    private static final Pattern PRINTED_FUNC = Pattern.compile("(?ms)^  func\\.func @(gen_\\w+)\\(.*?^  }\\n");

    /**
     * How many generated functions the DRR side rewrites (positive instances apart): what says
     * the generated inputs reach the patterns, not only their failure paths.
     */
    private static void rewrittenByDrr(String name, Path opt, Path dir, List<Path> chunks, Path drrPlugin)
            throws IOException, InterruptedException {
        int functions = 0;
        int rewritten = 0;
        int positives = 0;
        int positivesRewritten = 0;
        for (Path chunk : chunks) {
            if (!chunk.getFileName().toString().startsWith("generated-")) continue;
            Path rel = dir.relativize(chunk);
            java.util.Map<String, String> before = functions(PdllSide.run(opt, dir, rel, List.of()).out());
            java.util.Map<String, String> after = functions(runOpt(opt, dir, chunk, "", drrPlugin, "drr-apply{fold=false}").out());
            for (java.util.Map.Entry<String, String> f : before.entrySet()) {
                boolean changed = !f.getValue().equals(after.get(f.getKey()));
                boolean positive = f.getKey().endsWith("_pos");
                functions++;
                if (changed) rewritten++;
                if (positive) positives++;
                if (positive && changed) positivesRewritten++;
            }
        }
        System.out.printf("%s: the DRR side rewrites %d of %d generated functions (%d of %d positive instances)%n", name, rewritten,
                functions, positivesRewritten, positives);
    }

    private static java.util.Map<String, String> functions(String printed) {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        java.util.regex.Matcher m = PRINTED_FUNC.matcher(printed);
        while (m.find()) out.put(m.group(1), m.group());
        return out;
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
        PdllSide.OptRun a = runOpt(opt, dir, chunk, debug, drr, "drr-apply{fold=" + fold + "}");
        PdllSide.OptRun b = runOpt(opt, dir, chunk, debug, pdll, pdllPass + "fold=" + fold + "}");
        // A run of a two-op input once sat past the timeout on a loaded machine, on either side:
        // a side that timed out runs once more before it counts.
        if (a.rc() == -1) a = runOpt(opt, dir, chunk, debug, drr, "drr-apply{fold=" + fold + "}");
        if (b.rc() == -1) b = runOpt(opt, dir, chunk, debug, pdll, pdllPass + "fold=" + fold + "}");
        if (a.rc() == b.rc() && a.out().equals(b.out())) return a.rc() == 0 ? "same" : "same-failed";
        return "--- " + chunk.getFileName() + " fold=" + fold + " " + debug + ": DRR exit " + a.rc() + ", PDLL exit " + b.rc()
                + "\n--- DRR:\n" + a.out() + a.err() + "\n--- PDLL:\n" + b.out() + b.err();
    }

    private static PdllSide.OptRun runOpt(Path opt, Path dir, Path chunk, String debug, Path plugin, String pass)
            throws IOException, InterruptedException {
        // No thread pool: the rewrites run on one thread anyway, and a pool is one more thing to
        // stall a run on a loaded machine.
        List<String> args = new ArrayList<>(List.of("--mlir-disable-threading", "--load-pass-plugin=" + plugin,
                "--pass-pipeline=builtin.module(" + pass + ")"));
        if (!debug.isEmpty()) args.add(debug);
        return PdllSide.run(opt, dir, dir.relativize(chunk), args);
    }
}
